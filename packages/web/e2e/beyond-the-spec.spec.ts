import { expect, request, test } from '@playwright/test';
import { ADMIN_STATE, signUpThroughLoginPage } from './accounts';
import { addPerson, setOwnBirthdate } from './people-helpers';
import {
  expectInstallable,
  expectServiceWorkerInControl,
  OFFLINE_CACHE_KEY,
  OFFLINE_NOTE,
  todaysPanel,
} from './pwa-helpers';

const ASK = 'Ask the assistant about this pair';

/** Switches premium on for an account, as the admin does in the console (the first account is the admin). */
async function grantPremium(baseURL: string | undefined, userId: string) {
  const admin = await request.newContext({ baseURL, storageState: ADMIN_STATE });
  const response = await admin.put(`/api/admin/users/${userId}/premium`, {
    data: { is_premium: true },
    headers: { origin: baseURL ?? '' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await admin.dispose();
}

// One walk through the additions: a new premium account adds a person, finds them in its cards,
// sets the two side by side, asks the (offline) assistant about them, shares today's card, is offered
// the install, and reads today's card offline. Birthdates no other spec uses: the user 11/22/1987 (the
// J♥, a fixed card) and the person 1986-05-24 (the 8♣, also fixed: the J♥'s Peak card in every spread).
test('add a person → in your cards → side by side → ask the assistant → share → installable → offline', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const account = await signUpThroughLoginPage(page, 'Walker Pair');
  const me = await (await page.request.get('/api/me')).json();
  await grantPremium(baseURL, me.id);
  await setOwnBirthdate(page, baseURL, account.name, '11/22/1987');
  const friend = await addPerson(page, baseURL, 'Wren', '1986-05-24');

  // In your cards, on home.
  await page.goto('/');
  const person = page
    .getByRole('region', { name: "Who's in your cards today" })
    .getByRole('article', { name: friend });
  await expect(person.getByRole('list', { name: 'In your cards' })).toContainText(
    `${friend}’s card, the 8♣, is your Peak card for life.`,
  );

  // Side by side.
  await person.getByRole('link', { name: friend }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Side by side' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Where your cards meet' })).toContainText(
    `${friend}’s card, the 8♣, is your Peak card this year.`,
  );
  const pairUrl = page.url();

  // The assistant on the pair: the server's offline assistant writes from the computed connections.
  await page.getByRole('button', { name: ASK }).click();
  await expect(page).toHaveURL(/\/ai-reading\?session=[0-9a-f-]{36}$/);
  await expect(page.getByText(`${account.name} and ${friend}`, { exact: true })).toBeVisible();
  await expect(page.getByText('pair', { exact: true })).toBeVisible();
  const panel = page.getByRole('region', { name: "Assistant's Interpretation" });
  await expect(panel).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  await expect(panel).toContainText(`${friend}’s card, the 8♣, is your Peak card for life.`);
  await expect(panel).toContainText('This is a reflective reading drawn from the cards, not advice');
  await expect(panel).not.toContainText('%');
  await page.screenshot({ path: testInfo.outputPath('pair-assistant.png'), fullPage: true });

  // Share: the pair page has no picture of its own, so today's card on home is shared (a download here,
  // where headless Chromium has no share sheet).
  await page.goto('/');
  await todaysPanel(page).getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: "Share Today's Cosmic Influence" });
  await expect(dialog.getByRole('img', { name: /the cards and their titles/ })).toHaveJSProperty(
    'naturalWidth',
    1200,
  );
  await page.evaluate(() => Object.defineProperty(navigator, 'canShare', { value: undefined }));
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Share' }).click();
  expect((await download).suggestedFilename()).toMatch(/^cardology-.+\.png$/);
  await page.keyboard.press('Escape');

  // The install is offered: Chromium finds nothing in the way (its prompt itself never shows headless).
  await expectServiceWorkerInControl(page);
  await expectInstallable(page, context);

  // Offline, a reload still shows today's card, with the note.
  const cardName = todaysPanel(page).getByRole('heading', { level: 3 }).first();
  await expect(cardName).toBeVisible();
  const todaysName = (await cardName.textContent()) ?? '';
  await page.waitForFunction((key) => localStorage.getItem(key)?.includes('todays-card'), OFFLINE_CACHE_KEY);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTE })).toBeVisible();
  await expect(todaysPanel(page).getByRole('heading', { level: 3 }).first()).toHaveText(todaysName);
  await context.setOffline(false);

  // The person deleted while their pair page is open: asking about them, or reading the page again,
  // gives the server's plain words and a way back, never a crash.
  await page.goto(pairUrl);
  await expect(page.getByRole('button', { name: ASK })).toBeVisible();
  const personId = new URL(pairUrl).searchParams.get('b') ?? '';
  const removed = await page.request.delete(`/api/connections/${personId}`, {
    headers: { origin: baseURL ?? '' },
  });
  expect(removed.status()).toBe(204);
  await page.getByRole('button', { name: ASK }).click();
  await expect(page.getByRole('alert')).toContainText('Connection not found.');
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await page.goto(pairUrl);
  await expect(page.getByRole('alert')).toContainText('Connection not found.');
  await expect(page.getByRole('link', { name: 'Go to home' })).toBeVisible();
});
