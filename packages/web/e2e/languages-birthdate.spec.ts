import { expect, type Page, test } from '@playwright/test';
import { newAccount } from './accounts';
import { blockingViolations } from './axe';
import {
  checker,
  chooseByCookie,
  clippedTexts,
  isPhone,
  peopleButton,
  TRANSLATED,
  type Translated,
  WIDTHS,
} from './language-check';
import { recordPersonalData } from './personal-data';

// Issue 32, item 3, and issue 33, item 3, for Russian: a reader types their birthdate their way, day first in
// every language but English (05/03/1990 in Spanish and Portuguese, 05.03.1990 in Russian). That is 5 March (the
// Five of Spades), never 3 May (the Three); the field says the date it understood before anything is saved, and
// refuses a day that does not exist, naming the order. The language is the cookie's, as for a visitor who picked it.

/** The field's words (i18n/locales/<language>/{birthdate,profile,people}.ts) and the dates as this reader types them. */
interface Words {
  /** 5 March 1990, 31 February 1990, month first (March 25th) and with a two-digit year, in the reader's order. */
  typed: { fifthOfMarch: string; thirtyFirstOfFebruary: string; monthFirst: string; shortYear: string };
  placeholder: string;
  readBack: string;
  noSuchDay: string;
  noSuchMonth: string;
  shortYear: string;
  invalid: string;
  profileTitle: string;
  birthdate: string;
  details: string;
  saveProfile: string;
  profileSaved: string;
  choosePerson: string;
  you: string;
  addPerson: string;
  name: string;
  save: string;
  fiveOfSpades: string;
}

const WORDS: Record<Translated, Words> = {
  es: {
    typed: {
      fifthOfMarch: '05/03/1990',
      thirtyFirstOfFebruary: '31/02/1990',
      monthFirst: '03/25/1990',
      shortYear: '05/03/90',
    },
    placeholder: 'DD/MM/AAAA',
    readBack: 'Lo entendemos como el 5 de marzo de 1990.',
    noSuchDay: 'No hay día 31 en febrero de 1990.',
    noSuchMonth: 'No existe el mes 25.',
    shortYear: 'Escribe el año con cuatro cifras.',
    invalid: 'Escribe una fecha de nacimiento válida en formato DD/MM/AAAA',
    profileTitle: 'Tu perfil',
    birthdate: 'Fecha de nacimiento',
    details: 'Datos',
    saveProfile: 'Guardar perfil',
    profileSaved: 'Guardamos tu perfil',
    choosePerson: 'Elige a una persona',
    you: 'Tú',
    addPerson: 'Añadir una persona',
    name: 'Nombre',
    save: 'Guardar',
    fiveOfSpades: 'Carta de nacimiento: Cinco de Picas',
  },
  'pt-BR': {
    typed: {
      fifthOfMarch: '05/03/1990',
      thirtyFirstOfFebruary: '31/02/1990',
      monthFirst: '03/25/1990',
      shortYear: '05/03/90',
    },
    placeholder: 'DD/MM/AAAA',
    readBack: 'Entendemos: 5 de março de 1990.',
    noSuchDay: 'Não existe dia 31 em fevereiro de 1990.',
    noSuchMonth: 'Não existe mês 25.',
    shortYear: 'Escreva o ano com quatro dígitos.',
    invalid: 'Digite uma data de nascimento válida no formato DD/MM/AAAA',
    profileTitle: 'Seu perfil',
    birthdate: 'Data de nascimento',
    details: 'Dados',
    saveProfile: 'Salvar perfil',
    profileSaved: 'Perfil salvo',
    choosePerson: 'Escolha uma pessoa',
    you: 'Você',
    addPerson: 'Adicionar uma pessoa',
    name: 'Nome',
    save: 'Salvar',
    fiveOfSpades: 'Carta de nascimento: Cinco de Espadas',
  },
  ru: {
    typed: {
      fifthOfMarch: '05.03.1990',
      thirtyFirstOfFebruary: '31.02.1990',
      monthFirst: '03.25.1990',
      shortYear: '05.03.90',
    },
    placeholder: 'ДД.ММ.ГГГГ',
    // Intl's long date in 'ru': the genitive month and the year's 'г.'.
    readBack: 'Мы поняли: 5 марта 1990 г.',
    noSuchDay: 'В этом месяце нет 31-го числа: февраль 1990 г.',
    noSuchMonth: 'Месяца с номером 25 нет.',
    shortYear: 'Напишите год четырьмя цифрами.',
    invalid: 'Введите правильную дату рождения в формате ДД.ММ.ГГГГ',
    profileTitle: 'Ваш профиль',
    birthdate: 'Дата рождения',
    details: 'Данные',
    saveProfile: 'Сохранить профиль',
    profileSaved: 'Профиль сохранён',
    choosePerson: 'Выберите человека',
    you: 'Вы',
    addPerson: 'Добавить человека',
    name: 'Имя',
    save: 'Сохранить',
    fiveOfSpades: 'Карта рождения: Пятёрка Пик',
  },
};

/** A fresh reader, signed in on `page`, reading in `language`. */
async function newReader(page: Page, baseURL: string, language: Translated, name: string) {
  await chooseByCookie(page.context(), baseURL, language);
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: newAccount(name),
    headers: { origin: baseURL },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  recordPersonalData({ kind: 'name', value: 'Marzo Cinco' }, { kind: 'birthdate', value: '1990-03-05' });
}

/** The people drawer, from the header on a desktop or the bottom bar on a phone. */
async function openPeople(page: Page, language: Translated, width: number) {
  await peopleButton(page, language, width).click();
  const drawer = page.getByRole('dialog', { name: WORDS[language].choosePerson });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** The field's box: a touch target at least 44 px tall (and as wide as its column). */
async function expectTouchTarget(page: Page, label: string) {
  const box = await page.getByLabel(label, { exact: true }).boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
}

test.describe.configure({ mode: 'parallel' });

for (const language of TRANSLATED) {
  const words = WORDS[language];
  const typed = words.typed;
  for (const width of WIDTHS) {
    test.describe(`${language} at ${width} px`, () => {
      test.use({ viewport: { width, height: isPhone(width) ? 844 : 900 }, reducedMotion: 'reduce' });

      test(`on /profile, ${typed.fifthOfMarch} reads as 5 March and gives the Five of Spades`, async ({
        page,
        baseURL,
      }, testInfo) => {
        const run = checker(page, testInfo, `${language}-${width}`);
        await newReader(page, baseURL as string, language, 'Lectora del Perfil');
        await page.goto('/profile');
        await expect(page.getByRole('heading', { level: 1, name: words.profileTitle })).toBeVisible();

        const field = page.getByLabel(words.birthdate, { exact: true });
        await expect(field).toHaveAttribute('placeholder', words.placeholder);
        await field.fill(typed.thirtyFirstOfFebruary);
        await expect(page.getByText(words.noSuchDay)).toBeVisible();
        await page.getByRole('button', { name: words.saveProfile }).click();
        await expect(page.getByRole('alert')).toHaveText(words.invalid);
        expect((await (await page.request.get('/api/me')).json()).birthdate).toBeNull();

        await field.fill(typed.fifthOfMarch);
        await expect(page.getByText(words.readBack)).toBeVisible();
        await expect(page.getByRole('alert')).toHaveCount(0);
        await expectTouchTarget(page, words.birthdate);
        await field.scrollIntoViewIfNeeded();
        await page.getByRole('region', { name: words.details, exact: true }).screenshot({
          path: testInfo.outputPath(`${language}-${width}-profile-birthdate-read-back.png`),
        });
        await run.check('profile birthdate');

        await page.getByRole('button', { name: words.saveProfile }).click();
        await expect(page.getByText(words.profileSaved).first()).toBeVisible();
        // The API's one format for the profile, whatever the reader's order: 5 March.
        expect((await (await page.request.get('/api/me')).json()).birthdate).toBe('03/05/1990');
        await page.reload();
        await expect(field).toHaveValue(typed.fifthOfMarch);

        const drawer = await openPeople(page, language, width);
        const you = drawer.getByRole('region', { name: words.you });
        await expect(you.locator(`[title="${words.fiveOfSpades}"]`)).toHaveText('5♠');
        run.assertNone();
      });

      test(`in the people drawer, ${typed.fifthOfMarch} reads as 5 March and gives the Five of Spades`, async ({
        page,
        baseURL,
      }, testInfo) => {
        await newReader(page, baseURL as string, language, 'Lector del Cajón');
        await page.goto('/');
        const drawer = await openPeople(page, language, width);
        await drawer.getByRole('button', { name: words.addPerson }).click();
        const form = drawer.getByRole('form', { name: words.addPerson });
        await form.getByLabel(words.name, { exact: true }).fill('Marzo Cinco');
        const field = form.getByLabel(words.birthdate, { exact: true });
        await expect(field).toHaveAttribute('placeholder', words.placeholder);

        // Typed month first, as an American would: no month 25, nothing saved.
        await field.fill(typed.monthFirst);
        await expect(form.getByText(words.noSuchMonth)).toBeVisible();
        await form.getByRole('button', { name: words.save }).click();
        await expect(form.getByRole('alert')).toHaveText(words.invalid);
        // A two-digit year: the same message, nothing saved.
        await field.fill(typed.shortYear);
        await expect(form.getByText(words.shortYear)).toBeVisible();
        await form.getByRole('button', { name: words.save }).click();
        await expect(form.getByRole('alert')).toHaveText(words.invalid);
        expect(await (await page.request.get('/api/connections')).json()).toEqual([]);

        await field.fill(typed.fifthOfMarch);
        await expect(form.getByText(words.readBack)).toBeVisible();
        await expect(field).toHaveAttribute('aria-describedby', /.+/);
        const box = await field.boundingBox();
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
        // Axe and the clip check before the screenshot: a full-page screenshot resizes the page under the open
        // drawer, whose panel is then laid out short for a moment (its title over the overlay).
        expect(await blockingViolations(page, `${language}-${width} people birthdate`, testInfo)).toEqual([]);
        expect(await clippedTexts(page)).toEqual([]);
        await page.screenshot({ path: testInfo.outputPath(`${language}-${width}-people-birthdate.png`) });
        await form.getByRole('button', { name: words.save }).click();
        await expect(form).toBeHidden();

        const saved = (await (await page.request.get('/api/connections')).json()) as { birthdate: string }[];
        expect(saved.map((person) => person.birthdate)).toEqual(['1990-03-05']);
        const row = drawer.getByRole('listitem').filter({ hasText: 'Marzo Cinco' });
        await expect(row.locator(`[title="${words.fiveOfSpades}"]`)).toHaveText('5♠');
      });
    });
  }
}
