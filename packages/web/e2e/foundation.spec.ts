import { expect, type Locator, type Page, test } from '@playwright/test';
import { auth } from '../src/i18n/locales/en/auth';
import { cards } from '../src/i18n/locales/en/cards';
import { readings } from '../src/i18n/locales/en/readings';
import { shell as shellWords } from '../src/i18n/locales/en/shell';
import { ADMIN, ADMIN_STATE, newAccount } from './accounts';
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

test('before any script runs, the first paint already names each page in its own layout', async ({
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

  // A page with a Back button above its heading paints the button too.
  await page.goto('/pairs');
  await expect(shell.locator('[data-shell-back]:visible')).toHaveText(shellWords.back);
  await expect(shell.locator('h1:visible')).toHaveText(cards.pairs.title);
  await expect(shell.locator('[data-shell-subtitle]:visible')).toHaveText(cards.pairs.subtitle);

  // A password page: the sign-in column, with its own heading and line under the panel.
  await page.goto('/forgot-password');
  await expect(shell.locator('h1:visible')).toHaveText(auth.forgot.title);
  await expect(shell.locator('[data-shell-footer]:visible')).toHaveText(
    `${auth.forgot.remembered} ${auth.forgot.backToSignIn}`,
  );

  // An address no route has: the not-found page's heading, not a page's skeleton.
  await page.goto('/no/such/page');
  await expect(shell.locator('h1:visible')).toHaveText(shellWords.notFound.title);
  await expect(shell.locator('[data-shell="page"]')).toBeHidden();

  // A card's page: the card named by its address, in the language shown; an address naming no card, the skeleton.
  await page.goto('/glossary/7%E2%99%A5');
  await expect(shell.locator('h1:visible')).toHaveText('Seven of Hearts');
  await page.goto('/glossary/Seven%20of%20Hearts');
  await expect(shell.locator('[data-shell="title-skeleton"]')).toBeVisible();
  await expect(shell.locator('h1:visible')).toHaveCount(0);
});

/** The visible heading and the paragraph under it, each with its words and place on the page. */
async function headingOf(title: Locator, subtitle: Locator) {
  await title.page().evaluate(() => document.fonts.ready.then(() => undefined));
  // The sign-in column's panel rises in: its place is the one it ends at (the skeletons' pulse never ends).
  await title
    .page()
    .waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (a) =>
            a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
        ),
    );
  const place = async (element: Locator) => {
    const box = await element.boundingBox();
    return { text: (await element.textContent())?.trim(), x: box?.x, y: box?.y, height: box?.height };
  };
  // A card's page paints no subtitle (the card's title line comes with the glossary).
  return {
    title: await place(title),
    subtitle: (await subtitle.count()) > 0 ? await place(subtitle) : undefined,
  };
}

// A phone (Lighthouse's width) and a wide screen, where the narrow pages centre their column.
for (const width of [390, 1280])
  test.describe(`the first paint hands over to the page at ${width} px`, () => {
    test.use({ storageState: ADMIN_STATE, viewport: { width, height: 844 } });

    for (const path of [
      '/pairs',
      '/placements-explained',
      '/name-card',
      '/ai-reading',
      '/forgot-password',
      '/no/such/page',
      '/glossary/7%E2%99%A5',
    ]) {
      test(`${path}: the page's heading has the first paint's words, in the same place`, async ({ page }) => {
        await page.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort());
        await page.goto(path);
        const shell = page.locator('#first-paint');
        const painted = await headingOf(
          shell.locator('h1:visible'),
          shell.locator('[data-shell-subtitle]:visible'),
        );

        await page.unroute(/\/assets\/index-[^/]*\.js$/);
        await page.goto(path);
        await expect(shell).toHaveCount(0);
        const rendered = await headingOf(page.locator('main h1'), page.locator('main h1 + p'));
        // A card's page paints its title alone (the card's title line under it comes with the glossary).
        const parts = path.startsWith('/glossary/') ? (['title'] as const) : (['title', 'subtitle'] as const);
        for (const part of parts) {
          const [before, after] = [painted[part], rendered[part]];
          expect(after?.text, part).toBe(before?.text);
          for (const measure of ['x', 'y', 'height'] as const) {
            expect(after?.[measure], `${part} ${measure}`).toBeCloseTo(before?.[measure] ?? Number.NaN, 0);
          }
        }
      });
    }
  });
