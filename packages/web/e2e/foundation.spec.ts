import { expect, type Page, test } from '@playwright/test';
import { readings } from '../src/i18n/locales/en/readings';
import { ADMIN, newAccount } from './accounts';
import { ageOf } from './age-of';

/** What the first paint says /weekly is, from the English catalog the route table names (readings.weekly.subtitle). */
const WEEKLY_SUBTITLE = readings.weekly.subtitle;

const ACCESS_DENIED = 'Access Denied: You do not have permission to view this page.';

/** Signs a new plain account up through the login page's sign-up form; ends on the home page. */
async function signUp(page: Page, account = newAccount()) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created successfully')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Select Person' })).toBeVisible();
  return account;
}

test('a new user signs up, edits the profile, keeps it after a reload, signs out and is kept out', async ({
  page,
}) => {
  const account = await signUp(page, newAccount('Grace Hopper'));

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(account.email);

  // Client-side validation first: nothing reaches the server.
  await page.getByLabel('Birthdate').fill('1906-12-09');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Please enter a valid birthdate in MM/DD/YYYY format')).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill('Grace B. Hopper');
  await page.getByLabel('Birthdate').fill('12/09/1906');
  await page.getByLabel('Age (optional)').fill(String(ageOf('1906-12-09')));
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();

  // The age the birthdate gives is shown as a hint, never kept as a value.
  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Grace B. Hopper');
  await expect(page.getByLabel('Birthdate')).toHaveValue('12/09/1906');
  await expect(page.getByLabel('Age (optional)')).toHaveValue('');
  await expect(page.getByLabel('Age (optional)')).toHaveAttribute('placeholder', String(ageOf('1906-12-09')));

  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

  await page.goto('/profile');
  await expect(page).toHaveURL('/login');

  // Signing back in returns to the page the user was heading for.
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Logged in successfully')).toBeVisible();
  await expect(page).toHaveURL('/profile');
});

test('a wrong password keeps the user on the login page with the reason', async ({ page }) => {
  const account = await signUp(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  await expect(page).toHaveURL('/login');
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toBeVisible();
});

test('a non-premium user opening /yearly lands on /premium-required', async ({ page }) => {
  await signUp(page);
  await page.goto('/yearly');
  await expect(page).toHaveURL('/premium-required');
  await expect(page.getByText('This feature is only available to premium members.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request Premium Access' })).toHaveAttribute(
    'href',
    /^mailto:.+\?subject=Premium%20Access%20Request&body=/,
  );
});

test('a non-admin opening the admin page is told Access Denied and sent to /login', async ({ page }) => {
  await signUp(page);
  await page.goto('/admin/credit-management');
  await expect(page.getByText(ACCESS_DENIED).first()).toBeVisible();
  await expect(page).toHaveURL(/\/(login)?$/);
  await expect(page.getByRole('heading', { name: 'Credit Management' })).toHaveCount(0);
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/login');
});

test('the first account (admin and premium) reaches premium and admin pages and sees its Premium badge', async ({
  page,
}) => {
  // Signs in through the form rather than reusing the saved session file, which concurrent runs share.
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/');

  await page.goto('/yearly');
  await expect(page.getByRole('heading', { level: 1, name: /^Yearly Reading/ })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Premium')).toBeVisible();
  await page.goto('/admin/credit-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Credit Management' })).toBeVisible();
  await page.goto('/premium-required');
  await expect(page.getByText('Premium access detected!')).toBeVisible();
  await expect(page).toHaveURL('/');
});

test('before any script runs, the first paint already names /saved-readings, says what /weekly is, and keeps skeletons elsewhere', async ({
  page,
}) => {
  // The app's entry never arrives: what shows is index.html's static first paint alone.
  await page.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort());
  const shell = page.locator('#first-paint');

  await page.goto('/saved-readings');
  await expect(shell.locator('h1:visible')).toHaveText('My Saved Interpretations');
  await expect(shell.locator('[data-shell-subtitle]:visible')).toHaveText(
    'Interpretations you have kept, newest first.',
  );
  await expect(shell.locator('[data-shell="title-skeleton"]')).toBeHidden();

  // The route table declares /weekly's subtitle (issue 35); its title names the person, so it stays a skeleton.
  await page.goto('/weekly');
  await expect(shell.locator('[data-shell="title-skeleton"]')).toBeVisible();
  await expect(shell.locator('h1:visible')).toHaveCount(0);
  await expect(shell.locator('[data-shell-subtitle]:visible')).toHaveText(WEEKLY_SUBTITLE);

  // A page that declares no heading (its Back button sits above it) keeps the skeleton whole.
  await page.goto('/pairs');
  await expect(shell.locator('[data-shell="title-skeleton"]')).toBeVisible();
  await expect(shell.locator('h1:visible')).toHaveCount(0);
  await expect(shell.locator('[data-shell-subtitle]:visible')).toHaveCount(0);
});
