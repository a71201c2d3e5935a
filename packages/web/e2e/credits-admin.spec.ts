import { type Browser, expect, type Page, test } from '@playwright/test';
import { ADMIN_STATE, newAccount } from './accounts';

// The credit loop across two sessions: a plain user asks, the admin (the instance's first account)
// answers in /admin/credit-management, and the user sees the outcome. Each test signs up its own user
// and finds that user's request by e-mail, so tests in parallel never answer each other's requests.

interface Session {
  page: Page;
  email: string;
  id: string;
}

/** A new plain account signed up in a context of its own, on the home page. */
async function newUser(
  browser: Browser,
  baseURL: string | undefined,
  name = 'Credit Seeker',
): Promise<Session> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = newAccount(name);
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: account,
    headers: { origin: baseURL ?? '' },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const me = (await (await page.request.get('/api/me')).json()) as { id: string };
  await page.goto('/');
  return { page, email: account.email, id: me.id };
}

async function adminConsole(browser: Browser, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ storageState: ADMIN_STATE, ...(viewport ? { viewport } : {}) });
  const page = await context.newPage();
  await page.goto('/admin/credit-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Credit Management' })).toBeVisible();
  return page;
}

const creditCount = (page: Page, credits: number) =>
  expect(page.getByRole('banner')).toContainText(new RegExp(`${credits}\\s*credits`));

async function requestCredits(page: Page, notes: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Request more TTS credits' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request More TTS Credits' });
  await dialog.getByLabel('Notes (optional)').fill(notes);
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Credit request submitted successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** The pending request card of this user, after a Refresh. */
async function requestCard(admin: Page, email: string) {
  await admin.getByRole('button', { name: 'Refresh' }).click();
  const card = admin.getByRole('article').filter({ hasText: email });
  await expect(card).toBeVisible();
  return card;
}

test.describe.configure({ mode: 'parallel' });

test('a request with a note is approved for 100 credits, and the user sees them', async ({
  browser,
  baseURL,
}) => {
  const user = await newUser(browser, baseURL);
  await creditCount(user.page, 0);
  await requestCredits(user.page, 'For my yearly reading, please.');

  // A second request waits until the first is answered.
  await user.page.getByRole('banner').getByRole('button', { name: 'Request more TTS credits' }).click();
  const dialog = user.page.getByRole('dialog', { name: 'Request More TTS Credits' });
  await expect(dialog.getByText(/is waiting for review/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Submit Request' })).toHaveCount(0);
  await user.page.keyboard.press('Escape');

  const admin = await adminConsole(browser);
  const card = await requestCard(admin, user.email);
  await expect(card).toContainText('For my yearly reading, please.');
  await expect(card).toContainText(user.id);
  await expect(card.getByLabel('Credits to Grant (on Approve)')).toHaveValue('100');
  await card.getByLabel('Admin notes (optional)').fill('Enjoy.');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText(`Granted 100 credits to user ${user.id}. New total: 100`)).toBeVisible();
  await expect(admin.getByText(/^Request .* has been approved\.$/).first()).toBeVisible();
  await expect(admin.getByRole('article').filter({ hasText: user.email })).toHaveCount(0);

  await user.page.reload();
  await creditCount(user.page, 100);
  await user.page.getByRole('banner').getByRole('button', { name: 'Request more TTS credits' }).click();
  await expect(dialog.getByText('Approved: 100 credits were added.')).toBeVisible();
  await expect(dialog.getByText("Administrator's note: Enjoy.")).toBeVisible();
});

test('a denied request grants nothing and shows the admin note', async ({ browser, baseURL }) => {
  const user = await newUser(browser, baseURL);
  await requestCredits(user.page, 'Just a few more?');

  const admin = await adminConsole(browser);
  const card = await requestCard(admin, user.email);
  await card.getByLabel('Admin notes (optional)').fill('Not this month.');
  await card.getByRole('button', { name: 'Deny' }).click();
  await expect(admin.getByText(/^Request .* has been denied\.$/).first()).toBeVisible();
  await expect(admin.getByRole('article').filter({ hasText: user.email })).toHaveCount(0);

  await user.page.reload();
  await creditCount(user.page, 0);
  await user.page.getByRole('banner').getByRole('button', { name: 'Request more TTS credits' }).click();
  const dialog = user.page.getByRole('dialog', { name: 'Request More TTS Credits' });
  await expect(dialog.getByText('Denied.')).toBeVisible();
  await expect(dialog.getByText("Administrator's note: Not this month.")).toBeVisible();
  // Answered, so the user may ask again.
  await expect(dialog.getByRole('button', { name: 'Submit Request' })).toBeEnabled();
});

test('the admin picks a person by e-mail, sets their credits, and the toast names them', async ({
  browser,
  baseURL,
}) => {
  const user = await newUser(browser, baseURL, 'Ada Lovelace');
  const admin = await adminConsole(browser);
  const setCredits = admin.getByRole('region', { name: 'Set User TTS Credits' });

  // Checked before sending: nobody chosen.
  await setCredits.getByLabel('New Credit Total').fill('42');
  await setCredits.getByRole('button', { name: 'Set Credits' }).click();
  await expect(setCredits.getByText('Choose an account first.')).toBeVisible();

  await setCredits.getByLabel('Find the account by name or e-mail').fill(user.email);
  await setCredits.getByRole('button', { name: 'Find' }).click();
  await setCredits.getByRole('button', { name: new RegExp(user.email) }).click();
  await expect(setCredits.getByText('Ada Lovelace')).toBeVisible();
  await setCredits.getByRole('button', { name: 'Set Credits' }).click();
  await expect(admin.getByText("Set Ada Lovelace's credits to 42.")).toBeVisible();

  // The Users section chooses a person too, and the open detail reloads with the new balance.
  await admin.getByLabel('Search users by e-mail or name').fill(user.email);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  await admin
    .getByRole('button', { name: new RegExp(user.email) })
    .last()
    .click();
  await expect(admin.getByRole('table')).toContainText('Set by admin');
  await setCredits.getByRole('button', { name: 'Choose someone else' }).click();
  await admin.getByRole('button', { name: "Set this person's credits" }).click();
  await expect(setCredits.getByText(user.email)).toBeVisible();

  await user.page.reload();
  await creditCount(user.page, 42);
});

test('premium switched on in the console opens the premium readings', async ({ browser, baseURL }) => {
  const user = await newUser(browser, baseURL);
  await user.page.goto('/yearly');
  await expect(user.page).toHaveURL(/\/premium-required$/);

  const admin = await adminConsole(browser);
  await admin.getByLabel('Search users by e-mail or name').fill(user.email);
  await admin.getByRole('button', { name: 'Search' }).click();
  await admin.getByRole('button', { name: new RegExp(user.email) }).click();
  const premium = admin.getByRole('switch', { name: 'Premium' });
  await expect(premium).not.toBeChecked();
  await premium.click();
  await expect(premium).toBeChecked();
  await expect(admin.getByText(`Premium switched on for ${user.email}.`)).toBeVisible();

  await user.page.goto('/yearly');
  await expect(user.page).toHaveURL(/\/yearly$/);
  await expect(user.page.getByRole('banner').getByText('Premium')).toBeVisible();
});

test("the admin's own admin switch is off limits", async ({ browser }) => {
  const admin = await adminConsole(browser);
  await admin.getByLabel('Search users by e-mail or name').fill('admin@e2e.test');
  await admin.getByRole('button', { name: 'Search' }).click();
  await admin.getByRole('button', { name: /admin@e2e\.test/ }).click();
  await expect(admin.getByRole('switch', { name: 'Admin' })).toBeDisabled();
  await expect(admin.getByText('You cannot remove your own admin rights.')).toBeVisible();
});

test('at 390 px the Users list shows a long name and e-mail in full, the credits below', async ({
  browser,
  baseURL,
}) => {
  const name = 'Maximiliana Wilhelmina Alexandrina Fitzgerald-Montgomery of Westmorland';
  const user = await newUser(browser, baseURL, name);
  const admin = await adminConsole(browser, { width: 390, height: 844 });
  await admin.getByLabel('Search users by e-mail or name').fill(user.email);
  await admin.getByRole('button', { name: 'Search' }).click();
  const row = admin.getByRole('button', { name: new RegExp(user.email) });
  await expect(row).toContainText(name);

  // Cut-off text overflows its own box (an ellipsis or a clip): nothing in the row may.
  const clipped = await row.evaluate((button) =>
    [...button.querySelectorAll('span')]
      .filter((span) => span.scrollWidth > span.clientWidth)
      .map((span) => span.textContent),
  );
  expect(clipped).toEqual([]);
  const rowBox = await row.boundingBox();
  expect((rowBox?.x ?? 0) + (rowBox?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(390);
  // Measured from the row's own top, in one frame each: the page may scroll between two measurements (a CI run
  // read the e-mail's box, then the credits' 100 px higher after a scroll, and failed a layout that was right).
  const fromRowTop = (element: Element) => {
    const rowTop = element.closest('button')?.getBoundingClientRect().top ?? 0;
    const box = element.getBoundingClientRect();
    return { top: box.top - rowTop, bottom: box.bottom - rowTop };
  };
  const email = await row.getByText(user.email).evaluate(fromRowTop);
  const credits = await row
    .getByText(/credits/)
    .last()
    .evaluate(fromRowTop);
  expect(credits.top).toBeGreaterThanOrEqual(email.bottom);
});
