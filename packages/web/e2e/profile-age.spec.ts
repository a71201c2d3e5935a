import { expect, type Page, test } from '@playwright/test';
import { ADMIN_STATE, newAccount } from './accounts';
import { ageOf } from './age-of';

const ageField = (page: Page) => page.getByLabel('Age (optional)');

async function saveProfile(page: Page) {
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile updated successfully').first()).toBeVisible();
}

test.describe('the profile age follows the birthdate', () => {
  // The premium account reads /yearly. Other specs read for people they add, never for this profile.
  test.use({ storageState: ADMIN_STATE });

  test('a changed birthdate gives the readings the age it implies, after any number of saves', async ({
    page,
  }) => {
    const first = ageOf('1990-05-17');
    const later = ageOf('1980-05-17');
    await page.goto('/profile');
    await page.getByLabel('Birthdate').fill('05/17/1990');
    await ageField(page).fill('');
    await saveProfile(page);
    // The computed age is a hint, not a value: saving again cannot pin it.
    await expect(ageField(page)).toHaveValue('');
    await expect(ageField(page)).toHaveAttribute('placeholder', String(first));
    await page.reload();
    await expect(ageField(page)).toHaveValue('');
    await saveProfile(page);

    await page.getByLabel('Birthdate').fill('05/17/1980');
    await expect(ageField(page)).toHaveAttribute('placeholder', String(later));
    await saveProfile(page);
    const me = await page.request.get('/api/me');
    expect(await me.json()).toMatchObject({ birthdate: '05/17/1980', age: later });

    await page.goto('/yearly');
    await expect(page.getByRole('region', { name: 'Age', exact: true })).toContainText(`Age ${later}`);
    await expect(page.getByRole('region', { name: 'Sun, Displacing & Environment' })).toBeVisible();
  });

  test('an age the birthdate contradicts is refused with the real age, and nothing is saved', async ({
    page,
  }) => {
    await page.goto('/profile');
    await page.getByLabel('Birthdate').fill('05/17/1990');
    const patches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches.push(request.url());
    });
    for (const typed of [0, 120]) {
      await ageField(page).fill(String(typed));
      await page.getByRole('button', { name: 'Save Profile' }).click();
      await expect(
        page.getByText(
          `Your birthdate makes you ${ageOf('1990-05-17')}, not ${typed}. Leave the age empty to count it from your birthdate.`,
        ),
      ).toBeVisible();
    }
    expect(patches).toEqual([]);
  });
});

test('signing out forgets the person chosen for readings', async ({ page, baseURL }) => {
  const account = newAccount('Sign Out Reader');
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: account,
    headers: { origin: baseURL ?? '' },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const added = await page.request.post('/api/connections', {
    data: { name: 'Remembered Rita', birthdate: '1970-04-02' },
    headers: { origin: baseURL ?? '' },
  });
  expect(added.ok(), await added.text()).toBe(true);

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Select Person' }).click();
  const drawer = page.getByRole('dialog', { name: 'Select a Person' });
  await drawer.locator('button[aria-pressed]', { hasText: 'Remembered Rita' }).click();
  await expect(drawer).toBeHidden();
  const remembered = () =>
    page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('cardology.readingProfile.')),
    );
  expect(await remembered()).toHaveLength(1);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  await expect.poll(remembered).toEqual([]);
});

test('a visitor on the admin page is told Access Denied and sent to /login', async ({ page }) => {
  await page.goto('/admin/credit-management');
  await expect(page).toHaveURL('/login');
  await expect(
    page.getByText('Access Denied: You do not have permission to view this page.').first(),
  ).toBeVisible();
});

test.describe('the profile on a wide screen', () => {
  test.use({ storageState: ADMIN_STATE, viewport: { width: 1280, height: 900 } });

  // Issue 24: the right column (account, password, your data) ran far below the left one. Balanced means
  // the two columns end within one section's height of each other.
  test('keeps its two columns of sections near the same length', async ({ page }) => {
    await page.goto('/profile');
    await expect(page.getByRole('link', { name: 'Download my data' })).toBeVisible();
    const columns = page.locator('main .lg\\:grid-cols-\\[minmax\\(0\\,1fr\\)_20rem\\] > div');
    await expect(columns).toHaveCount(2);
    const [left, right] = await Promise.all([columns.nth(0).boundingBox(), columns.nth(1).boundingBox()]);
    if (!left || !right) throw new Error('the profile columns are not laid out');
    const gap = Math.abs(left.y + left.height - (right.y + right.height));
    expect(gap, `left ends at ${left.y + left.height}, right at ${right.y + right.height}`).toBeLessThan(240);
  });
});
