import { expect, type Page, test } from '@playwright/test';
import { newAccount } from './accounts';
import { blockingViolations } from './axe';
import { checker, chooseByCookie, clippedTexts, isPhone, WIDTHS } from './language-check';
import { recordPersonalData } from './personal-data';

// Issue 32, item 3: a Spanish reader types their birthdate their way. 05/03/1990 is 5 March (the Five of Spades),
// never 3 May (the Three); the field says the date it understood before anything is saved, and refuses a day
// that does not exist in Spanish, naming the order. The language is the cookie's, as for a visitor who picked it.

const FIVE_OF_SPADES = 'Carta de nacimiento: Cinco de Picas';

/** A fresh reader, signed in on `page`, reading in Spanish. */
async function spanishReader(page: Page, baseURL: string, name: string) {
  await chooseByCookie(page.context(), baseURL, 'es');
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: newAccount(name),
    headers: { origin: baseURL },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  recordPersonalData({ kind: 'name', value: 'Marzo Cinco' }, { kind: 'birthdate', value: '1990-03-05' });
}

/** The people drawer, from the header on a desktop or the bottom bar on a phone. */
async function openPeople(page: Page, width: number) {
  const bar = isPhone(width)
    ? page.getByRole('navigation', { name: 'Acciones rápidas' })
    : page.getByRole('banner');
  await bar.getByRole('button', { name: 'Elegir persona' }).click();
  const drawer = page.getByRole('dialog', { name: 'Elige a una persona' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** The field's box: a touch target at least 44 px tall (and as wide as its column). */
async function expectTouchTarget(page: Page, label: string) {
  const box = await page.getByLabel(label, { exact: true }).boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
}

test.describe.configure({ mode: 'parallel' });

for (const width of WIDTHS) {
  test.describe(`es at ${width} px`, () => {
    test.use({ viewport: { width, height: isPhone(width) ? 844 : 900 }, reducedMotion: 'reduce' });

    test('on /profile, 05/03/1990 reads as 5 March and gives the Five of Spades', async ({
      page,
      baseURL,
    }, testInfo) => {
      const run = checker(page, testInfo, `es-${width}`);
      await spanishReader(page, baseURL as string, 'Lectora Española');
      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1, name: 'Tu perfil' })).toBeVisible();

      const field = page.getByLabel('Fecha de nacimiento', { exact: true });
      await expect(field).toHaveAttribute('placeholder', 'DD/MM/AAAA');
      await field.fill('31/02/1990');
      await expect(page.getByText('No hay día 31 en febrero de 1990.')).toBeVisible();
      await page.getByRole('button', { name: 'Guardar perfil' }).click();
      await expect(page.getByRole('alert')).toHaveText(
        'Escribe una fecha de nacimiento válida en formato DD/MM/AAAA',
      );
      expect((await (await page.request.get('/api/me')).json()).birthdate).toBeNull();

      await field.fill('05/03/1990');
      await expect(page.getByText('Lo entendemos como el 5 de marzo de 1990.')).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expectTouchTarget(page, 'Fecha de nacimiento');
      await field.scrollIntoViewIfNeeded();
      await page.getByRole('region', { name: 'Datos', exact: true }).screenshot({
        path: testInfo.outputPath(`es-${width}-profile-birthdate-read-back.png`),
      });
      await run.check('profile birthdate');

      await page.getByRole('button', { name: 'Guardar perfil' }).click();
      await expect(page.getByText('Guardamos tu perfil').first()).toBeVisible();
      // The API's one format for the profile, whatever the reader's order: 5 March.
      expect((await (await page.request.get('/api/me')).json()).birthdate).toBe('03/05/1990');
      await page.reload();
      await expect(field).toHaveValue('05/03/1990');

      const drawer = await openPeople(page, width);
      const you = drawer.getByRole('region', { name: 'Tú' });
      await expect(you.locator(`[title="${FIVE_OF_SPADES}"]`)).toHaveText('5♠');
      run.assertNone();
    });

    test('in the people drawer, 05/03/1990 reads as 5 March and gives the Five of Spades', async ({
      page,
      baseURL,
    }, testInfo) => {
      await spanishReader(page, baseURL as string, 'Lector del Cajón');
      await page.goto('/');
      const drawer = await openPeople(page, width);
      await drawer.getByRole('button', { name: 'Añadir una persona' }).click();
      const form = drawer.getByRole('form', { name: 'Añadir una persona' });
      await form.getByLabel('Nombre', { exact: true }).fill('Marzo Cinco');
      const field = form.getByLabel('Fecha de nacimiento', { exact: true });
      await expect(field).toHaveAttribute('placeholder', 'DD/MM/AAAA');

      // Typed month first, as an American would: no month 25, nothing saved.
      await field.fill('03/25/1990');
      await expect(form.getByText('No existe el mes 25.')).toBeVisible();
      await form.getByRole('button', { name: 'Guardar' }).click();
      await expect(form.getByRole('alert')).toHaveText(
        'Escribe una fecha de nacimiento válida en formato DD/MM/AAAA',
      );
      // A two-digit year: the same message, nothing saved.
      await field.fill('05/03/90');
      await expect(form.getByText('Escribe el año con cuatro cifras.')).toBeVisible();
      await form.getByRole('button', { name: 'Guardar' }).click();
      await expect(form.getByRole('alert')).toHaveText(
        'Escribe una fecha de nacimiento válida en formato DD/MM/AAAA',
      );
      expect(await (await page.request.get('/api/connections')).json()).toEqual([]);

      await field.fill('05/03/1990');
      await expect(form.getByText('Lo entendemos como el 5 de marzo de 1990.')).toBeVisible();
      await expect(field).toHaveAttribute('aria-describedby', /.+/);
      const box = await field.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      // Axe and the clip check before the screenshot: a full-page screenshot resizes the page under the open
      // drawer, whose panel is then laid out short for a moment (its title over the overlay).
      expect(await blockingViolations(page, `es-${width} people birthdate`, testInfo)).toEqual([]);
      expect(await clippedTexts(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`es-${width}-people-birthdate.png`) });
      await form.getByRole('button', { name: 'Guardar' }).click();
      await expect(form).toBeHidden();

      const saved = (await (await page.request.get('/api/connections')).json()) as { birthdate: string }[];
      expect(saved.map((person) => person.birthdate)).toEqual(['1990-03-05']);
      const row = drawer.getByRole('listitem').filter({ hasText: 'Marzo Cinco' });
      await expect(row.locator(`[title="${FIVE_OF_SPADES}"]`)).toHaveText('5♠');
    });
  });
}
