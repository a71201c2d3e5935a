// Issue 34 item 3 in a real browser at 390 px: a page opened by a full load starts at the top, and a visitor's
// phone bar leads somewhere from the login page itself.
import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

test('a page opened by a full load starts at the top, not where the last one was left', async ({ page }) => {
  await page.goto('/placements-explained');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 891));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  // Left by a full load (what <ScrollRestoration> saves on pagehide), then a page opened the same way: a long one,
  // so that a restored position would show.
  await page.goto('/placements-explained?again');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a visitor’s phone bar offers the placements, an account and signing in, each going somewhere', async ({
  page,
}) => {
  await page.goto('/login');
  const bar = page.getByRole('navigation', { name: 'Quick actions' });
  await expect(bar.getByRole('listitem')).toHaveText(['Placements Explained', 'Create account', 'Login']);
  await bar.getByRole('link', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
  await bar.getByRole('link', { name: 'Placements Explained' }).click();
  await expect(page).toHaveURL(/\/placements-explained$/);
});
