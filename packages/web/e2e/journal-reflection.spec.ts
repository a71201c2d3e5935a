import { JOURNAL_PRIVACY_NOTE } from '@cardology/contract/journal';
import {
  JOURNAL_REFLECT_BUTTON,
  JOURNAL_REFLECTION_HEADING,
  JOURNAL_REFLECTION_SAVE,
  JOURNAL_REFLECTION_TITLE,
} from '@cardology/contract/journal-reflection';
import { READER_DATE_HEADER } from '@cardology/contract/reader-date';
import { expect, type Page, request, test } from '@playwright/test';
import { ADMIN_STATE, signUpThroughLoginPage } from './accounts';
import { setOwnBirthdate } from './people-helpers';
import { recordPersonalData } from './personal-data';

// Issue 24 item 4: a premium reader asks the (offline) assistant for a reflection on this week of their
// journal; it quotes their own note, is saved, and shows in the saved list as a journal reflection. The
// notes are recorded as personal data, so the log scan proves none reached a log on the way.

async function grantPremium(baseURL: string | undefined, userId: string) {
  const admin = await request.newContext({ baseURL, storageState: ADMIN_STATE });
  const response = await admin.put(`/api/admin/users/${userId}/premium`, {
    data: { is_premium: true },
    headers: { origin: baseURL ?? '' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await admin.dispose();
}

/** The browser's today, 'YYYY-MM-DD' in its own calendar. */
const browserToday = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });

test('a reader reflects on this week of the journal with the assistant and saves the reflection', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const account = await signUpThroughLoginPage(page, 'Reflecting Reader');
  const me = await (await page.request.get('/api/me')).json();
  await grantPremium(baseURL, me.id);
  await setOwnBirthdate(page, baseURL, account.name, '04/09/1984');
  const today = await browserToday(page);
  const note = `Walked by the river and forgave an old friend. ${crypto.randomUUID()}`;
  recordPersonalData({ kind: 'journal text', value: note });
  const written = await page.request.post('/api/journal', {
    data: { date: today, text: note },
    headers: { origin: baseURL ?? '', [READER_DATE_HEADER]: today },
  });
  expect(written.status(), await written.text()).toBe(201);

  await page.goto('/journal');
  await page.getByRole('button', { name: 'This week' }).click();
  const reflect = page.getByRole('button', { name: JOURNAL_REFLECT_BUTTON });
  await expect(reflect).toBeVisible();
  // Said plainly, beside the button, before anything is sent.
  await expect(page.getByText(JOURNAL_PRIVACY_NOTE)).toBeVisible();
  await reflect.click();

  const panel = page.getByRole('region', { name: JOURNAL_REFLECTION_HEADING });
  // The offline assistant quotes the reader's own words, exactly.
  await expect(panel.locator('blockquote')).toContainText(note);
  const save = panel.getByRole('button', { name: JOURNAL_REFLECTION_SAVE });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(panel.getByRole('button', { name: 'Saved' })).toBeDisabled();

  await page.goto('/saved-readings');
  // Titled by the week it read (issue 34), not "Journal reflection" alone.
  const item = page.getByRole('button', { name: new RegExp(`^${JOURNAL_REFLECTION_TITLE}: week of `) });
  await item.click();
  await expect(page.getByRole('main').locator('blockquote')).toContainText(note);
  await expect(page.getByRole('link', { name: 'Open reading' })).toHaveCount(0);
});
