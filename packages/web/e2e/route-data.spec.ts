import { expect, type Page, test } from '@playwright/test';
import { signUpPremium } from './accounts';

/** Every request's method and address (path and query), in the order the page issued them. */
function recordRequests(page: Page): string[] {
  const issued: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    issued.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return issued;
}

/** Where the app's own script (the entry, /assets/index-*.js) was asked for. */
const entryAt = (issued: string[]) =>
  issued.findIndex((request) => /^GET \/assets\/index-[^/]*\.js$/.test(request));

test('opening /weekly starts its data with the page, before the app’s script, and asks for each once', async ({
  page,
  baseURL,
}) => {
  // A premium reader with a birthdate, so the page asks for a reading.
  await signUpPremium(page, baseURL, 'Early Reader', 0);
  const profile = await page.request.patch('/api/me', {
    data: { name: 'Early Reader', birthdate: '05/17/1990' },
    headers: { origin: baseURL ?? '' },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  const issued = recordRequests(page);
  await page.goto('/weekly');
  await expect(page.getByRole('heading', { level: 1, name: /^Weekly Reading/ })).toBeVisible();
  await expect.poll(() => issued.filter((request) => request === 'POST /api/weekly-spread')).toHaveLength(1);
  const entry = entryAt(issued);
  expect(entry, issued.join('\n')).toBeGreaterThan(-1);
  // The route table's requests are issued by the first-paint script, so before the entry is even asked for.
  expect(issued.indexOf('GET /api/me'), issued.join('\n')).toBeLessThan(entry);
  expect(issued.indexOf('GET /api/in-your-cards'), issued.join('\n')).toBeLessThan(entry);
  // The app took those answers instead of asking again.
  expect(issued.filter((request) => request === 'GET /api/me')).toHaveLength(1);
  expect(issued.filter((request) => request === 'GET /api/in-your-cards')).toHaveLength(1);
});

test('a stale session on /weekly: the same first paint, then the login page in words', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([
    { name: 'cardology.session_token', value: 'stale.session-that-no-longer-exists', url: baseURL ?? '' },
  ]);
  const issued = recordRequests(page);
  await page.goto('/weekly');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  expect(issued.indexOf('GET /api/me')).toBeLessThan(entryAt(issued));
});
