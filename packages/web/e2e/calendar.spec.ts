import { expect, request, test } from '@playwright/test';
import { newAccount } from './accounts';
import { blockingViolations } from './axe';
import { recordUrlSecrets } from './personal-data';

test('a calendar link from the profile works without a session, and a new link kills the old one', async ({
  page,
  baseURL,
}, testInfo) => {
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: newAccount('Calendar Keeper'),
    headers: { origin: baseURL ?? '' },
  });
  expect(signUp.ok()).toBe(true);
  const saved = await page.request.patch('/api/me', {
    data: { name: 'Calendar Keeper', birthdate: '10/24/1988' },
    headers: { origin: baseURL ?? '' },
  });
  expect(saved.ok()).toBe(true);

  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Calendar' });
  await section.getByRole('button', { name: 'Create calendar link' }).click();
  const first = await section.getByLabel('Your calendar link').inputValue();
  expect(first).toMatch(/\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
  recordUrlSecrets(first);
  // The section with a link on: the URL field, the switch and the buttons.
  expect(await blockingViolations(page, '/profile, calendar link on', testInfo)).toEqual([]);

  // A calendar app: no cookies at all.
  const app = await request.newContext();
  const feed = await app.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  const body = await feed.text();
  expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(14);
  for (const form of ['1988-10-24', '10/24/1988', '19881024']) expect(body).not.toContain(form);

  await section.getByRole('button', { name: 'New link' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Make a new link' }).click();
  await expect(section.getByLabel('Your calendar link')).not.toHaveValue(first);
  expect((await app.get(first)).status()).toBe(404);
  const second = await section.getByLabel('Your calendar link').inputValue();
  expect((await app.get(second)).status()).toBe(200);
  await app.dispose();
});
