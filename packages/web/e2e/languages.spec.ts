import { LANGUAGE_COOKIE } from '@cardology/contract/languages';
import { expect, test } from '@playwright/test';
import { ADMIN_STATE } from './accounts';
import {
  checker,
  chooseByCookie,
  clippedTexts,
  isPhone,
  peopleButton,
  quickActionsName,
  resizeTo,
  TRANSLATED,
  type Translated,
  WIDTHS,
} from './language-check';
import { addPerson } from './people-helpers';

// Issue 26, item 5 (and issue 33, item 4, for Russian): the app in every language but English at a phone's and a desktop's width, with axe and a
// check that no translated text is cut off. The language comes from the cookie, as for a visitor who picked it:
// the shared admin's stored language stays untouched, so the other specs keep reading English.

/** Words the walk looks for in each language (the web catalogs, i18n/locales/<language>/). */
interface Words {
  signIn: string;
  profile: string;
  changePerson: string;
  yearlyFor: (name: string) => string;
  /** The profile's language picker (shell.language.label). */
  languageLabel: string;
}
const WORDS: Record<Translated, Words> = {
  es: {
    signIn: 'Qué bueno verte de nuevo',
    profile: 'Tu perfil',
    changePerson: 'Cambiar de persona',
    yearlyFor: (name) => `Lectura anual de ${name}`,
    languageLabel: 'Idioma',
  },
  'pt-BR': {
    signIn: 'Que bom ver você de novo',
    profile: 'Seu perfil',
    changePerson: 'Trocar de pessoa',
    yearlyFor: (name) => `Leitura anual de ${name}`,
    languageLabel: 'Idioma',
  },
  ru: {
    signIn: 'С возвращением',
    profile: 'Ваш профиль',
    changePerson: 'Выбрать другого человека',
    // readings.forPerson: the name stays in the nominative, after a colon.
    yearlyFor: (name) => `Годовой расклад: ${name}`,
    languageLabel: 'Язык',
  },
};

test.describe.configure({ mode: 'parallel' });

for (const language of TRANSLATED) {
  for (const width of WIDTHS) {
    test.describe(`${language} at ${width} px`, () => {
      test.use({ viewport: { width, height: isPhone(width) ? 844 : 900 }, reducedMotion: 'reduce' });

      test('a visitor picks the language on /login and the page follows without a reload', async ({
        page,
        context,
      }, testInfo) => {
        const run = checker(page, testInfo, `${language}-${width}`);
        await page.goto('/login');
        await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
        await page.getByLabel('Language').selectOption(language);
        await expect(page.getByRole('heading', { level: 1, name: WORDS[language].signIn })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const cookies = await context.cookies();
        expect(cookies.find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value).toBe(language);
        await run.check('login');
        // The clip check can fail: a control too narrow for its words is found.
        await page.evaluate(() => {
          const probe = document.createElement('button');
          probe.id = 'clip-probe';
          probe.style.cssText = 'width: 40px; overflow: hidden; white-space: nowrap';
          probe.textContent = 'Una etiqueta demasiado larga';
          document.querySelector('main')?.append(probe);
        });
        expect(await clippedTexts(page)).toContain('button "Una etiqueta demasiado larga"');
        await page.evaluate(() => document.getElementById('clip-probe')?.remove());
        // The cookie keeps it on the next visit.
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: WORDS[language].signIn })).toBeVisible();
        run.assertNone();
      });
    });
  }
}

for (const language of TRANSLATED) {
  test.describe(`${language}, signed in`, () => {
    test.use({ storageState: ADMIN_STATE, reducedMotion: 'reduce' });

    // Each page is loaded once and checked at both widths by resizing the viewport (decision 053): the same
    // screenshots, axe scans and clip checks as a test per width, without loading every page twice.
    test(`home, a reading, people and the profile at ${WIDTHS.join(' and ')} px`, async ({
      page,
      context,
      baseURL,
    }, testInfo) => {
      test.slow();
      const runs = WIDTHS.map((width) => ({ width, run: checker(page, testInfo, `${language}-${width}`) }));
      const atEachWidth = async (where: string) => {
        for (const { width, run } of runs) {
          await resizeTo(page, width, quickActionsName(language));
          await run.check(where);
        }
      };
      await chooseByCookie(context, baseURL as string, language);
      // The admin has no birthdate of their own (the instance is shared): a person of their own to read.
      const name = await addPerson(page, baseURL, 'Lengua', '1990-05-17');

      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await atEachWidth('home');

      await page.goto('/yearly');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The drawer's title is the contract's SELECT_A_PERSON, in the reader's language now.
      await page.getByRole('main').getByRole('button', { name: WORDS[language].changePerson }).click();
      const drawer = page.getByRole('dialog');
      await drawer.locator('button[aria-pressed]', { hasText: name }).click();
      await expect(drawer).toBeHidden();
      // The reading page's own words are translated too (i18n/locales/<language>/readings.ts).
      await expect(
        page.getByRole('heading', { level: 1, name: WORDS[language].yearlyFor(name) }),
      ).toBeVisible();
      await expect(page.locator('[data-slot="playing-card"]').first()).toBeVisible();
      await atEachWidth('yearly');

      // The people button is in the bottom bar on a phone and in the header on a desktop: opened at each.
      for (const { width, run } of runs) {
        await resizeTo(page, width, quickActionsName(language));
        await peopleButton(page, language, width).click();
        await expect(page.getByRole('dialog').getByText(name)).toBeVisible();
        await run.check('people');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      }

      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1, name: WORDS[language].profile })).toBeVisible();
      await expect(page.getByLabel(WORDS[language].languageLabel, { exact: true })).toHaveValue(language);
      await atEachWidth('profile');
      for (const { run } of runs) run.assertNone();
    });
  });
}
