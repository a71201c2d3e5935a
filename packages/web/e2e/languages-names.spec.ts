import type { Language } from '@cardology/contract/languages';
import { READER_DATE_HEADER } from '@cardology/contract/reader-date';
import { expect, type Page, test } from '@playwright/test';
import { newAccount } from './accounts';
import { checker, chooseByCookie, isPhone, WIDTHS } from './language-check';
import { recordPersonalData } from './personal-data';

// Issue 26: planets and cards named in the reader's language where the web wrote codes or English names —
// the journal's chips and planet filter, home's look back (written by the server), the people drawer's birth
// card — at a phone's and a desktop's width, with axe and the clipped-text check.

const BIRTHDATE = '06/30/1979';
const ENGLISH_NAMES = /\b(Mercury|Jupiter|Saturn|Uranus|Neptune|Hearts|Clubs|Diamonds|Spades)\b/;

// Russian's walk is issue 33's own item (its words are not written yet): the walk covers es and pt-BR.
const WORDS: Record<
  Exclude<Language, 'en' | 'ru'>,
  { yearAgo: string; planets: string[]; birthCard: RegExp }
> = {
  es: {
    yearAgo: 'Hoy hace un año',
    planets: ['Mercurio', 'Venus', 'Marte', 'Júpiter', 'Saturno', 'Urano', 'Neptuno'],
    birthCard: /^Carta de nacimiento: .+ de (Corazones|Tréboles|Diamantes|Picas)$/,
  },
  'pt-BR': {
    yearAgo: 'Há um ano, neste dia',
    planets: ['Mercúrio', 'Vênus', 'Marte', 'Júpiter', 'Saturno', 'Urano', 'Netuno'],
    birthCard: /^Carta de nascimento: .+ de (Copas|Paus|Ouros|Espadas)$/,
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

for (const language of ['es', 'pt-BR'] as const) {
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
      await run.check('journal');

      const people = isPhone(width)
        ? page.getByRole('navigation', { name: /Acciones rápidas|Ações rápidas/ })
        : page.getByRole('banner');
      await people.getByRole('button', { name: /Elegir persona|Escolher pessoa/ }).click();
      const chip = page.getByRole('dialog').locator('[title^="Carta de"]').first();
      await expect(chip).toHaveAttribute('title', words.birthCard);
      await run.check('people');
      run.assertNone();
    });
  }
}
