import { readFileSync } from 'node:fs';
import {
  JOURNAL_DATE_IN_FUTURE,
  JOURNAL_DELETE_CONFIRM,
  JOURNAL_DELETED,
  JOURNAL_PRIVACY_NOTE,
  JOURNAL_SAVED,
} from '@cardology/contract/journal';
import { READER_DATE_HEADER } from '@cardology/contract/reader-date';
import { expect, type Page, test } from '@playwright/test';
import { newAccount } from './accounts';
import { blockingViolations } from './axe';
import { recordPersonalData } from './personal-data';

// The journal (issue 24): a reader writes, edits and deletes notes, each shown with its cards; looks back by
// card, planet, period and words; downloads the journal; and home offers one look back. Every date is the
// browser's own today, computed in the browser, so the spec holds on any day and in any zone.

const BIRTHDATE = '06/30/1979';

/** The browser's today and a day `days` before it, 'YYYY-MM-DD' in its own calendar. */
async function browserDay(page: Page, days = 0, years = 0): Promise<string> {
  return page.evaluate(
    ([d, y]) => {
      const now = new Date();
      const day = new Date(now.getFullYear() - y, now.getMonth(), now.getDate() - d);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
    },
    [days, years] as const,
  );
}

/** A reader with a birthdate, signed in in `page`. */
async function signUpReader(page: Page, baseURL: string | undefined, name: string) {
  const headers = { origin: baseURL ?? '' };
  const account = newAccount(name);
  expect((await page.request.post('/api/auth/sign-up/email', { data: account, headers })).ok()).toBe(true);
  recordPersonalData({ kind: 'birthdate', value: BIRTHDATE });
  const profile = await page.request.patch('/api/me', { data: { name, birthdate: BIRTHDATE }, headers });
  expect(profile.ok(), await profile.text()).toBe(true);
  return headers;
}

/** Writes a note through the API, as the page would, with the browser's date as the reader's today. */
async function addNote(page: Page, headers: Record<string, string>, date: string, text: string) {
  recordPersonalData({ kind: 'journal text', value: text });
  const response = await page.request.post('/api/journal', {
    data: { date, text },
    headers: { ...headers, [READER_DATE_HEADER]: await browserDay(page) },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const entries = (page: Page) => page.getByRole('region', { name: 'Your entries' });

test('a reader writes a note with its cards, edits it, finds it by card and by word, and deletes it', async ({
  page,
  baseURL,
}, testInfo) => {
  await signUpReader(page, baseURL, 'Journal Keeper');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const today = await browserDay(page);

  // Reached from the header menu on a desktop.
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Cardology' }).getByRole('link', { name: 'Journal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
  await expect(page.getByText('No entries yet. Your first note will appear here.')).toBeVisible();
  await expect(page.getByText(JOURNAL_PRIVACY_NOTE)).toBeVisible();
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(today);

  // Keyboard first: the note box, then Ctrl+Enter saves.
  const words = `**Rain** all day, then a walk at dusk. ${crypto.randomUUID()}`;
  recordPersonalData({ kind: 'journal text', value: words });
  await page.getByLabel('Note', { exact: true }).fill(words);
  await page.getByLabel('Note', { exact: true }).press('Control+Enter');
  await expect(page.getByText(JOURNAL_SAVED)).toBeVisible();
  await expect(page.getByLabel('Note', { exact: true })).toHaveValue('');
  const entry = entries(page).getByRole('article').first();
  await expect(entry.locator('strong', { hasText: 'Rain' })).toBeVisible();
  await expect(entry.locator('time')).toHaveAttribute('datetime', today);
  const cards = entry.getByRole('list', { name: 'The cards of this day' });
  await expect(cards.getByRole('listitem')).toHaveCount(4);

  // A future day is refused in plain words, and nothing is sent.
  await page.getByLabel('Date', { exact: true }).fill(`${Number(today.slice(0, 4)) + 1}${today.slice(4)}`);
  await page.getByLabel('Note', { exact: true }).fill('Not yet.');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByRole('alert').filter({ hasText: JOURNAL_DATE_IN_FUTURE })).toBeVisible();
  await page.getByLabel('Date', { exact: true }).fill(today);
  await page.getByLabel('Note', { exact: true }).fill('');

  // Edit in place.
  await entry.getByRole('button', { name: /^Edit/ }).click();
  await entry.getByLabel('Note', { exact: true }).fill(`${words}\n\nAnd stars.`);
  await entry.getByRole('button', { name: 'Save changes' }).click();
  await expect(entry.getByText('And stars.')).toBeVisible();

  // Look back by the day's card, from its chip: the filter is in the URL and shows as a removable chip.
  await cards.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/journal\?card=/);
  const cardFilter = page.getByRole('button', { name: /^Remove the filter: Card: / });
  await expect(cardFilter).toBeVisible();
  await expect(entries(page).getByRole('article')).toHaveCount(1);
  await cardFilter.click();
  await expect(page).toHaveURL(/\/journal$/);

  // Full-text search, as plain words whatever they hold.
  recordPersonalData(
    { kind: 'search text', value: '"walk" OR' },
    { kind: 'search text', value: 'thunderstorm' },
  );
  await page.getByLabel('Search your notes').fill('"walk" OR');
  await expect(page).toHaveURL(/q=/);
  await expect(entries(page).getByRole('article')).toHaveCount(1);
  await page.getByLabel('Search your notes').fill('thunderstorm');
  // A search that found nothing says so in its own words (issue 34), and names itself as a chip.
  await expect(page.getByText('No notes contain “thunderstorm”.')).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Remove the filter: Notes containing “thunderstorm”' }),
  ).toBeVisible();
  expect(await blockingViolations(page, '/journal, nothing matches', testInfo)).toEqual([]);
  await entries(page).getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(entries(page).getByRole('article')).toHaveCount(1);

  // Delete after the confirmation.
  await entry.getByRole('button', { name: /^Delete/ }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(JOURNAL_DELETE_CONFIRM);
  expect(await blockingViolations(page, '/journal, delete dialog', testInfo)).toEqual([]);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(JOURNAL_DELETED)).toBeVisible();
  await expect(page.getByText('No entries yet. Your first note will appear here.')).toBeVisible();
  // The last note gone, the reader is left at the list's heading, not sent to the page's start (issue 34).
  await expect(page.getByRole('heading', { name: 'Your entries' })).toBeFocused();
});

test('a long journal pages by twenty, downloads as Markdown, looks right on a phone and a desktop, and home looks back a year', async ({
  page,
  baseURL,
}, testInfo) => {
  test.slow();
  const headers = await signUpReader(page, baseURL, 'Long Journal');
  const yearAgo = await browserDay(page, 0, 1);
  await addNote(page, headers, yearAgo, `A year ago: *the move*. ${crypto.randomUUID()}`);
  for (let day = 1; day <= 21; day++) {
    await addNote(
      page,
      headers,
      await browserDay(page, day),
      `Day ${day} of a long month. ${crypto.randomUUID()}`,
    );
  }

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/journal');
  await expect(entries(page).getByRole('article')).toHaveCount(20);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(entries(page).getByRole('article')).toHaveCount(22);
  await expect(page.getByRole('button', { name: 'Load more' })).toBeHidden();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download as Markdown' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.md$/);
  const markdown = readFileSync(await download.path(), 'utf8');
  expect(markdown).toContain('A year ago: *the move*.');
  expect(markdown).toContain('Day 21 of a long month.');

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [390, 1280]) {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      await page.goto('/journal?planet=Venus');
      await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
      await expect(page.getByLabel('Planetary period')).toHaveValue('Venus');
      await page.goto('/journal');
      await expect(entries(page).getByRole('article')).toHaveCount(20);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'nothing runs off the page sideways').toBeLessThanOrEqual(0);
      await page.screenshot({
        path: testInfo.outputPath(`journal-${colorScheme}-${width}.png`),
        fullPage: true,
      });
      // The first screen, and the list's first entries with their chips, as the reader sees them.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: testInfo.outputPath(`journal-top-${colorScheme}-${width}.png`) });
      await entries(page).getByRole('article').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`journal-entries-${colorScheme}-${width}.png`) });
      expect(await blockingViolations(page, `/journal ${colorScheme} ${width}`, testInfo)).toEqual([]);
    }
  }

  // On the phone the journal is in the bottom bar.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Quick actions' })
    .getByRole('link', { name: 'Journal' })
    .click();
  await expect(page).toHaveURL(/\/journal$/);

  // Home looks back a year, with a link to that day in the journal.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const lookBack = page.getByRole('region', { name: 'A year ago today' });
  await expect(lookBack).toBeVisible();
  await expect(lookBack).toContainText('A year ago: the move.');
  await lookBack.scrollIntoViewIfNeeded();
  await lookBack.screenshot({ path: testInfo.outputPath('home-look-back-dark-1280.png') });
  expect(await blockingViolations(page, '/, look back', testInfo)).toEqual([]);
  await lookBack.getByRole('link', { name: /^Read (it|them) in your journal$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/journal\\?.*on=${yearAgo}`));
  await expect(entries(page).getByText('A year ago:')).toBeVisible();
});
