import { readFileSync } from 'node:fs';
import { ACCOUNT_DELETED, type AccountExport } from '@cardology/contract/privacy';
import { expect, test } from '@playwright/test';
import { newAccount } from './accounts';
import { blockingViolations } from './axe';
import { addPerson } from './people-helpers';
import { recordPersonalData } from './personal-data';

const BIRTHDATE = '06/30/1979';

test('a user downloads all their data, then deletes their account with their password', async ({
  page,
  baseURL,
}, testInfo) => {
  const headers = { origin: baseURL ?? '' };
  const account = newAccount('Privacy Keeper');
  expect((await page.request.post('/api/auth/sign-up/email', { data: account, headers })).ok()).toBe(true);
  recordPersonalData({ kind: 'birthdate', value: BIRTHDATE });
  const profile = await page.request.patch('/api/me', {
    data: { name: account.name, birthdate: BIRTHDATE },
    headers,
  });
  expect(profile.ok()).toBe(true);
  const person = await addPerson(page, baseURL, 'Kept Person', '1981-02-11');

  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Your data' });
  await expect(section).toBeVisible();

  const downloading = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^cardology-export-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync(await download.path(), 'utf8')) as AccountExport;
  expect(data.account.email).toBe(account.email);
  expect(data.profile?.birthdate).toBe('1979-06-30');
  expect(data.people.map((entry) => entry.name)).toEqual([person]);

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [390, 1280]) {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await page.setViewportSize({ width, height: 900 });
      await section.scrollIntoViewIfNeeded();
      await section.screenshot({ path: testInfo.outputPath(`your-data-${colorScheme}-${width}.png`) });
    }
  }

  await section.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog.getByLabel('Your password')).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('delete-dialog-dark-1280.png') });
  expect(await blockingViolations(page, '/profile, delete account dialog', testInfo)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await section.getByRole('button', { name: 'Delete my account' }).click();
  await dialog.getByLabel('Your password').fill('not my password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('That password is not correct.')).toBeVisible();
  await dialog.getByLabel('Your password').fill(account.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(ACCOUNT_DELETED)).toBeVisible();
  expect(await (await page.request.get('/api/me')).json()).toBeNull();
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
    headers,
  });
  expect(signIn.status()).toBe(401);
});
