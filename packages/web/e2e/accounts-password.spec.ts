import {
  PASSWORD_CHANGED,
  PASSWORD_RESET_DONE,
  RESET_BY_ADMIN,
  RESET_LINK_INVALID,
} from '@cardology/contract/password';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { ADMIN_STATE, newAccount } from './accounts';
import { blockingViolations } from './axe';
import { recordUrlSecrets } from './personal-data';

// Passwords across sessions: a change on /profile signs the account's other browser out at once, and a
// server without mail hands out reset links through the admin console. Each test signs up its own user.

const NEW_PASSWORD = 'a-brand-new-passphrase';

/** A new plain account signed up in a browser context of its own. */
async function newUser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = newAccount('Password Changer');
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: account,
    headers: { origin: baseURL ?? '' },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  return { page, account };
}

/** Signs in through /login in a fresh context and lands on home. */
async function signInElsewhere(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  return page;
}

const welcomeBack = (page: Page) => page.getByRole('heading', { level: 1, name: 'Welcome Back' });

test('a password change on /profile signs the other browser out at once', async ({ browser, baseURL }) => {
  const { page, account } = await newUser(browser, baseURL);
  const other = await signInElsewhere(browser, account.email, account.password);

  await page.goto('/profile');
  await page.getByLabel('Current password').fill(account.password);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText(PASSWORD_CHANGED)).toBeVisible();

  // The other browser's very next request finds its session gone.
  await other.reload();
  await expect(welcomeBack(other)).toBeVisible();
  // This one stays signed in.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
  await signInElsewhere(browser, account.email, NEW_PASSWORD);
});

test('without mail, an admin issues a reset link that works once', async ({ browser, baseURL }, testInfo) => {
  test.slow();
  const { page: user, account } = await newUser(browser, baseURL);
  await user.context().clearCookies();

  await user.goto('/login');
  await user.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(user.getByRole('heading', { level: 1, name: 'Forgot Your Password?' })).toBeVisible();
  await expect(user.getByText(RESET_BY_ADMIN)).toBeVisible();
  expect(await blockingViolations(user, '/forgot-password', testInfo)).toEqual([]);

  const admin = await (await browser.newContext({ storageState: ADMIN_STATE })).newPage();
  await admin.goto('/admin/credit-management');
  await admin.getByLabel('Search users by e-mail or name').fill(account.email);
  await admin.getByRole('button', { name: 'Search' }).click();
  await admin.getByRole('button', { name: new RegExp(account.email) }).click();
  await admin.getByRole('button', { name: 'Reset link' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Password reset link' });
  const link = (await dialog.getByTestId('reset-link').textContent()) ?? '';
  expect(link).toMatch(/\/reset-password\?token=\w+$/);
  recordUrlSecrets(link);
  expect(await blockingViolations(admin, 'the reset link dialog', testInfo)).toEqual([]);

  await user.goto(link);
  await expect(user.getByRole('heading', { level: 1, name: 'Choose a New Password' })).toBeVisible();
  expect(await blockingViolations(user, '/reset-password', testInfo)).toEqual([]);
  await user.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await user.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await user.getByRole('button', { name: 'Set New Password' }).click();
  await expect(user.getByText(PASSWORD_RESET_DONE)).toBeVisible();
  await expect(welcomeBack(user)).toBeVisible();
  await user.getByLabel('Email').fill(account.email);
  await user.getByLabel('Password').fill(NEW_PASSWORD);
  await user.getByRole('button', { name: 'Sign In' }).click();
  await expect(user.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();

  // The same link a second time.
  await user.context().clearCookies();
  await user.goto(link);
  await user.getByLabel('New password', { exact: true }).fill('yet-another-passphrase');
  await user.getByLabel('Confirm new password').fill('yet-another-passphrase');
  await user.getByRole('button', { name: 'Set New Password' }).click();
  await expect(user.getByRole('alert')).toHaveText(RESET_LINK_INVALID);
});
