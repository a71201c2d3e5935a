import { expect, type Page, test } from '@playwright/test';
import { ADMIN_STATE, newAccount } from './accounts';

// Suspending an account from the admin console's Users section, on a phone-sized screen and by keyboard:
// the person's open session ends at once, their sign-in says they are suspended and until when, and once
// the admin lifts it they sign in again (docs/decisions/034-suspension.md).

const PHONE = { width: 390, height: 844 };

async function signInThroughLoginPage(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('an admin suspends an account with a reason and an end, it is signed out and told, then lifted', async ({
  browser,
  baseURL,
}) => {
  // The person, signed in in a browser of their own.
  const person = await (await browser.newContext()).newPage();
  const account = newAccount('Rule Breaker');
  const signUp = await person.request.post('/api/auth/sign-up/email', {
    data: account,
    headers: { origin: baseURL ?? '' },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  expect((await person.request.get('/api/connections')).status()).toBe(200);

  // The admin, on a phone.
  const admin = await (await browser.newContext({ storageState: ADMIN_STATE, viewport: PHONE })).newPage();
  await admin.goto('/admin/credit-management');
  await admin.getByLabel('Search users by e-mail or name').fill(account.email);
  await admin.getByRole('button', { name: 'Search' }).click();
  const row = admin.getByRole('button', { name: new RegExp(account.email) });
  await row.click();
  await admin.getByRole('button', { name: 'Suspend', exact: true }).click();
  const dialog = admin.getByRole('dialog', { name: 'Suspend this account' });
  const box = await dialog.boundingBox();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY) <= PHONE.width).toBe(
    true,
  );
  // Sent from the keyboard: Enter in the end field submits the form.
  await dialog.getByLabel('Reason').fill('Scraping the readings');
  await dialog.getByLabel('Ends (optional)').fill('2099-12-01T15:30');
  await dialog.getByLabel('Ends (optional)').press('Enter');
  await expect(admin.getByText(`${account.email} is suspended and signed out everywhere.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Suspended', { exact: true })).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Suspension' })).toContainText(
    'Reason: Scraping the readings',
  );
  const rowBox = await row.boundingBox();
  expect((rowBox?.x ?? 0) + (rowBox?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(PHONE.width);

  // The person's session ended at once; signing in says why, with the end, and not the reason.
  expect((await person.request.get('/api/connections')).status()).toBe(401);
  await signInThroughLoginPage(person, account);
  const alert = person.getByRole('alert').filter({ hasText: 'This account is suspended until' });
  await expect(alert).toContainText('2099');
  await expect(alert).not.toContainText('Scraping');
  await expect(person).toHaveURL(/\/login$/);

  // Lifted: the person signs in again.
  await admin.getByRole('button', { name: 'Lift suspension' }).click();
  await expect(admin.getByText(`The suspension of ${account.email} is lifted.`)).toBeVisible();
  await expect(row.getByText('Suspended', { exact: true })).toBeHidden();
  await signInThroughLoginPage(person, account);
  await expect(person).toHaveURL('/');
});
