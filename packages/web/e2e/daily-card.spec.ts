import { expect, test } from '@playwright/test';
import { signUpThroughLoginPage } from './accounts';
import { expectServiceWorkerInControl, todaysPanel } from './pwa-helpers';

/** What the server's push carries (packages/contract/src/reminders.ts ReminderPushPayload). */
const PUSH = {
  kind: 'daily-card',
  title: 'Your card today: Seven of Hearts',
  body: 'The Card of Spiritual Love. Day 12 of your Jupiter period.',
  url: '/',
};

test('the profile turns the daily card on at a chosen time, in the browser’s zone', async ({ page }) => {
  await signUpThroughLoginPage(page, 'Morning Reader');
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Daily card' });
  await section.getByRole('switch', { name: /Send me today’s card/ }).check();
  await expect(page.getByText('Your daily card reminder is saved.').first()).toBeVisible();
  await section.getByLabel('Time of day').fill('07:15');
  await section.getByRole('button', { name: 'Save time' }).click();
  await expect(section.getByRole('button', { name: 'Save time' })).toBeDisabled();
  const saved = await page.evaluate(async () => (await fetch('/api/reminders')).json());
  expect(saved).toMatchObject({ enabled: true, time_of_day: '07:15' });
});

test('a push message shows today’s card as a notification, and a tap opens today’s card', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  await context.grantPermissions(['notifications'], { origin });
  await signUpThroughLoginPage(page, 'Push Reader');
  await page.goto('/profile');
  await expectServiceWorkerInControl(page);

  // Chromium's DevTools protocol delivers a push message to the service worker, as a push service would.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find(
        (registration) => !registration.isDeleted && registration.scopeURL === `${origin}/`,
      );
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify(PUSH),
  });

  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
        title: notification.title,
        body: notification.body,
        url: (notification.data as { url?: string } | null)?.url,
      })),
    );
  await expect.poll(shown).toEqual([{ title: PUSH.title, body: PUSH.body, url: '/' }]);

  // No protocol command taps a notification: the worker's own click listener is given the notification.
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error('no service worker');
  await worker.evaluate(async () => {
    const scope = self as unknown as ServiceWorkerGlobalScope;
    const [notification] = await scope.registration.getNotifications();
    if (!notification) throw new Error('no notification');
    scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
  });
  await expect(page).toHaveURL(`${origin}/`);
  await expect(todaysPanel(page)).toBeVisible();
  await expect.poll(shown).toEqual([]);
});

test('a push that is not a daily card shows nothing', async ({ page, context, baseURL }) => {
  const origin = baseURL ?? '';
  await context.grantPermissions(['notifications'], { origin });
  await signUpThroughLoginPage(page, 'Quiet Reader');
  await expectServiceWorkerInControl(page);
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find(
        (registration) => !registration.isDeleted && registration.scopeURL === `${origin}/`,
      );
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: 'not json',
  });
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify({ ...PUSH, kind: 'something-else' }),
  });
  const count = await page.evaluate(
    async () => (await (await navigator.serviceWorker.ready).getNotifications()).length,
  );
  expect(count).toBe(0);
});
