import { expect, test } from '@playwright/test';
import { ADMIN_STATE, signUpThroughLoginPage } from './accounts';
import { addPerson, choosePerson } from './people-helpers';
import {
  expectInstallable,
  expectServiceWorkerInControl,
  OFFLINE_CACHE_KEY,
  OFFLINE_NOTE,
  todaysPanel,
} from './pwa-helpers';

test('the app is installable: a valid manifest with its icons and a service worker that controls the page', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await (await page.request.get(href ?? '')).json();
  expect(manifest).toMatchObject({ name: 'Cardology', start_url: '/', display: 'standalone' });
  const icons: { src: string; sizes: string; purpose: string }[] = manifest.icons;
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of icons) {
    const response = await page.request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
  }

  // Revalidated on every check, so a new deployment's worker is found at once.
  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');

  await expectServiceWorkerInControl(page);
  await expectInstallable(page, context);
});

test("offline, a reload still shows today's card with the offline note; signing out forgets it", async ({
  page,
  context,
}) => {
  await signUpThroughLoginPage(page, 'Offline Reader');
  const cardName = todaysPanel(page).getByRole('heading', { level: 3 }).first();
  await expect(cardName).toBeVisible();
  const name = await cardName.textContent();
  await expect(page.getByText(OFFLINE_NOTE)).toHaveCount(0);

  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload();
  await expect(cardName).toHaveText(name ?? '');
  await page.waitForFunction((key) => localStorage.getItem(key)?.includes('todays-card'), OFFLINE_CACHE_KEY);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTE })).toBeVisible();
  await expect(todaysPanel(page).getByRole('heading', { level: 3 }).first()).toHaveText(name ?? '');

  await context.setOffline(false);
  await page.reload();
  await expect(page.getByText(OFFLINE_NOTE)).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate((key) => localStorage.getItem(key) ?? '', OFFLINE_CACHE_KEY)).not.toContain(
    'todays-card',
  );
});

test.describe('signed in as the premium admin', () => {
  test.use({ storageState: ADMIN_STATE });

  test('the reading last viewed opens offline as it was shown', async ({ page, context, baseURL }) => {
    // A birthdate no other spec uses: the shared admin may already have other yearly readings kept, so the
    // wait below must see this person's reading in the offline copy, not any yearly reading.
    const name = await addPerson(page, baseURL, 'Offline Friend', '1983-11-02');
    await page.goto('/yearly');
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await choosePerson(page, name);
    const heading = page.getByRole('heading', { level: 1, name: `Yearly Reading for ${name}` });
    const planets = page.getByRole('region', { name: 'Planetary Periods' }).getByRole('listitem');
    await expect(heading).toBeVisible();
    await expect(planets).toHaveCount(7);
    await page.waitForFunction(
      (key) => localStorage.getItem(key)?.includes('"yearly",{"birthdate":"11/02/1983"'),
      OFFLINE_CACHE_KEY,
    );

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTE })).toBeVisible();
    await expect(heading).toBeVisible();
    await expect(planets).toHaveCount(7);
  });
});
