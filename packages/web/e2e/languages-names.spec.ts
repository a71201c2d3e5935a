import { READER_DATE_HEADER } from '@cardology/contract/reader-date';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN_STATE, newAccount } from './accounts';
import {
  checker,
  chooseByCookie,
  isPhone,
  peopleButton,
  TRANSLATED,
  type Translated,
  WIDTHS,
} from './language-check';
import { recordPersonalData } from './personal-data';

// Issue 26: planets and cards named in the reader's language where the web wrote codes or English names —
// the journal's chips and planet filter, home's look back (written by the server), the people drawer's birth
// card — at a phone's and a desktop's width, with axe and the clipped-text check. And issue 33, item 3: a name
// written in Cyrillic, in any language, is read by its passport transliteration (ICAO 9303), shown with its sum.

const BIRTHDATE = '06/30/1979';
const ENGLISH_NAMES = /\b(Mercury|Jupiter|Saturn|Uranus|Neptune|Hearts|Clubs|Diamonds|Spades)\b/;

/** The name-card lookup's words (i18n/locales/<language>/cards.ts) and the contract's message for no letters. */
interface LookupWords {
  fullName: string;
  calculate: string;
  /** ANNA = 30: the Four of Diamonds, by the engine's names. */
  fourOfDiamonds: string;
  withoutLetters: string;
}

const WORDS: Record<
  Translated,
  {
    yearAgo: string;
    planets: string[];
    birthCard: RegExp;
    /** The empty note's counter: its numbers by Intl in the page's language, not the browser's ('10,000'). */
    counter: RegExp;
    lookup: LookupWords;
  }
> = {
  es: {
    yearAgo: 'Hoy hace un año',
    planets: ['Mercurio', 'Venus', 'Marte', 'Júpiter', 'Saturno', 'Urano', 'Neptuno'],
    birthCard: /^Carta de nacimiento: .+ de (Corazones|Tréboles|Diamantes|Picas)$/,
    counter: /^0 \/ 10\.000 caracteres$/,
    lookup: {
      fullName: 'Nombre completo',
      calculate: 'Calcular la carta',
      fourOfDiamonds: 'Cuatro de Diamantes',
      withoutLetters: 'El nombre debe tener al menos una letra',
    },
  },
  'pt-BR': {
    yearAgo: 'Há um ano, neste dia',
    planets: ['Mercúrio', 'Vênus', 'Marte', 'Júpiter', 'Saturno', 'Urano', 'Netuno'],
    birthCard: /^Carta de nascimento: .+ de (Copas|Paus|Ouros|Espadas)$/,
    counter: /^0 \/ 10\.000 caracteres$/,
    lookup: {
      fullName: 'Nome completo',
      calculate: 'Calcular a carta',
      fourOfDiamonds: 'Quatro de Ouros',
      withoutLetters: 'O nome precisa ter pelo menos uma letra',
    },
  },
  ru: {
    yearAgo: 'Ровно год назад',
    planets: ['Меркурий', 'Венера', 'Марс', 'Юпитер', 'Сатурн', 'Уран', 'Нептун'],
    // The card's own name, in the nominative: its suit in the genitive plural (docs/glossary-ru.md).
    birthCard: /^Карта рождения: .+ (Червей|Треф|Бубен|Пик)$/,
    counter: /^Символов: 0 из 10\s000$/,
    lookup: {
      fullName: 'Полное имя',
      calculate: 'Рассчитать карту имени',
      fourOfDiamonds: 'Четвёрка Бубен',
      withoutLetters: 'В имени должна быть хотя бы одна буква латиницы или кириллицы',
    },
  },
};

/** The browser's today, or the same day `years` before, 'YYYY-MM-DD' in its own calendar. */
async function browserDay(page: Page, years = 0): Promise<string> {
  return page.evaluate((y) => {
    const now = new Date();
    const day = new Date(now.getFullYear() - y, now.getMonth(), now.getDate());
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  }, years);
}

async function readerWithNotes(page: Page, baseURL: string) {
  const headers = { origin: baseURL };
  const account = newAccount('Nombres');
  expect((await page.request.post('/api/auth/sign-up/email', { data: account, headers })).ok()).toBe(true);
  recordPersonalData({ kind: 'birthdate', value: BIRTHDATE });
  expect(
    (await page.request.patch('/api/me', { data: { name: 'Nombres', birthdate: BIRTHDATE }, headers })).ok(),
  ).toBe(true);
  const today = await browserDay(page);
  for (const date of [await browserDay(page, 1), today]) {
    const text = `Una nota ${crypto.randomUUID()}`;
    recordPersonalData({ kind: 'journal text', value: text });
    const response = await page.request.post('/api/journal', {
      data: { date, text },
      headers: { ...headers, [READER_DATE_HEADER]: today },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

test.describe.configure({ mode: 'parallel' });

for (const language of TRANSLATED) {
  for (const width of WIDTHS) {
    test(`${language} at ${width} px: the journal, home's look back and people name planets and cards`, async ({
      page,
      context,
      baseURL,
    }, testInfo) => {
      test.slow();
      await page.setViewportSize({ width, height: isPhone(width) ? 844 : 900 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const run = checker(page, testInfo, `names-${language}-${width}`);
      const words = WORDS[language];
      await page.goto('/login');
      await chooseByCookie(context, baseURL as string, language);
      await readerWithNotes(page, baseURL as string);

      await page.goto('/');
      await expect(page.getByRole('region', { name: words.yearAgo })).toBeVisible();
      await run.check('home');

      await page.goto('/journal');
      const chips = page.locator('main ul[aria-label]').first();
      await expect(chips).toBeVisible();
      expect(await chips.textContent()).not.toMatch(ENGLISH_NAMES);
      const options = await page.locator('main select option').allInnerTexts();
      expect(options.slice(1)).toEqual(words.planets);
      await expect(page.getByRole('main').getByText(words.counter)).toBeVisible();
      await run.check('journal');

      await peopleButton(page, language, width).click();
      const chip = page
        .getByRole('dialog')
        .locator('[title]')
        .filter({ hasText: /^(A|[2-9]|10|J|Q|K)[♥♣♦♠]$/ })
        .first();
      await expect(chip).toHaveAttribute('title', words.birthCard);
      await run.check('people');
      run.assertNone();
    });

    test.describe(`${language} at ${width} px, signed in`, () => {
      // The lookups are a signed-in reader's: the shared admin, whose stored language stays English.
      test.use({ storageState: ADMIN_STATE });

      test(`a name in Cyrillic is read by its passport letters, one without letters is refused`, async ({
        page,
        context,
        baseURL,
      }, testInfo) => {
        await page.setViewportSize({ width, height: isPhone(width) ? 844 : 900 });
        await page.emulateMedia({ reducedMotion: 'reduce' });
        const run = checker(page, testInfo, `names-${language}-${width}`);
        const words = WORDS[language].lookup;
        await chooseByCookie(context, baseURL as string, language);
        await page.goto('/name-card');
        const field = page.getByLabel(words.fullName);

        // No letter of any alphabet the app reads: the contract's message in the language, no lookup.
        await field.fill('1234 !?');
        await page.getByRole('button', { name: words.calculate }).click();
        await expect(page.getByRole('alert')).toContainText(words.withoutLetters);
        await expect(page.getByRole('alert')).not.toContainText('Name must contain');

        // ICAO 9303: А N Н N А → ANNA, 1 + 14 + 14 + 1 = 30, the Four of Diamonds.
        await field.fill('Анна');
        await page.getByRole('button', { name: words.calculate }).click();
        await expect(page.getByText('Анна → ANNA = 30', { exact: true })).toBeVisible();
        await expect(page.getByRole('main').getByText(words.fourOfDiamonds, { exact: true })).toBeVisible();
        await run.check('cyrillic name');
        run.assertNone();
      });
    });
  }
}
