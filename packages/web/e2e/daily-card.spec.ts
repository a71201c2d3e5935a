import { type BrowserContext, expect, type Page, test, type Worker } from '@playwright/test';
import { signUpThroughLoginPage } from './accounts';
import { expectServiceWorkerInControl, todaysPanel } from './pwa-helpers';

/** What the server's push carries (packages/contract/src/reminders.ts ReminderPushPayload). */
const PUSH = {
  kind: 'daily-card',
  title: 'Your card today: Seven of Hearts',
  body: 'The Card of Spiritual Love. Day 12 of your Jupiter period.',
  url: '/',
  write: { title: 'Write about today', url: '/journal?on=2026-11-27' },
};

test('the profile turns the daily card on at a chosen time, in the browser’s zone', async ({ page }) => {
  await signUpThroughLoginPage(page, 'Morning Reader');
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Daily card' });
  const on = section.getByRole('switch', { name: /Send me today’s card/ });
  await on.click();
  await expect(on).toBeChecked();
  await section.getByLabel('Time of day').fill('07:15');
  await section.getByRole('button', { name: 'Save time' }).click();
  await expect(section.getByRole('button', { name: 'Save time' })).toBeDisabled();
  const saved = await page.evaluate(async () => (await fetch('/api/reminders')).json());
  expect(saved).toMatchObject({ enabled: true, time_of_day: '07:15' });
});

type Shown = { title: string; body?: string; url?: string; tag?: string; actions?: string[] };

/**
 * The test browser (headless shell) always denies notification permission, so the one browser call that
 * would draw on the screen, showNotification, is recorded instead; the push and click listeners run as they
 * are in Chromium's own service worker, fed by the DevTools protocol.
 */
async function recordNotifications(worker: Worker): Promise<void> {
  await worker.evaluate(() => {
    const scope = self as unknown as { shown: unknown[] };
    scope.shown = [];
    ServiceWorkerRegistration.prototype.showNotification = async (title, options) => {
      scope.shown.push({
        title,
        body: options?.body,
        url: (options?.data as { url?: string })?.url,
        tag: options?.tag,
        actions: (options as { actions?: { title: string }[] })?.actions?.map((action) => action.title),
      });
    };
  });
}

const shownBy = (worker: Worker) => worker.evaluate(() => (self as unknown as { shown: Shown[] }).shown);

/** The page's service worker, active and in control, with its DevTools registration id. */
async function controllingWorker(page: Page, context: BrowserContext, origin: string) {
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
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error('no service worker');
  await recordNotifications(worker);
  const id = await registrationId;
  // Chromium's DevTools protocol delivers a push message to the service worker, as a push service would.
  const deliver = (data: string) =>
    cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data });
  return { worker, deliver };
}

test('a push message shows today’s card as a notification, and a tap opens today’s card', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  await signUpThroughLoginPage(page, 'Push Reader');
  await page.goto('/profile');
  const { worker, deliver } = await controllingWorker(page, context, origin);
  await deliver(JSON.stringify(PUSH));
  await expect
    .poll(() => shownBy(worker))
    .toEqual([
      { title: PUSH.title, body: PUSH.body, url: '/', tag: 'daily-card', actions: ['Write about today'] },
    ]);

  // No protocol command taps a notification: the worker's own click listener gets the event a tap sends.
  await worker.evaluate(() => {
    const event = new (self as unknown as { ExtendableEvent: typeof Event }).ExtendableEvent(
      'notificationclick',
    );
    Object.defineProperty(event, 'notification', { value: { data: { url: '/' }, close() {} } });
    self.dispatchEvent(event);
  });
  await expect(page).toHaveURL(`${origin}/`);
  await expect(todaysPanel(page)).toBeVisible();

  // The notification's action opens the journal on the reader's day.
  await worker.evaluate((write) => {
    const event = new (self as unknown as { ExtendableEvent: typeof Event }).ExtendableEvent(
      'notificationclick',
    );
    Object.defineProperty(event, 'action', { value: 'write' });
    Object.defineProperty(event, 'notification', { value: { data: { url: '/', write }, close() {} } });
    self.dispatchEvent(event);
  }, PUSH.write.url);
  await expect(page).toHaveURL(`${origin}${PUSH.write.url}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
});

test('the notices show beside the day’s card, each under its own tag, with the action to write (decision 050)', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  await signUpThroughLoginPage(page, 'Notice Reader');
  await page.goto('/profile');
  const { worker, deliver } = await controllingWorker(page, context, origin);
  const period = { ...PUSH, kind: 'period', title: 'Your Venus period begins today: Three of Spades' };
  const eve = { ...PUSH, kind: 'birthday-eve', title: 'Someone you saved has a new year starting tomorrow' };
  await deliver(JSON.stringify(PUSH));
  await deliver(JSON.stringify(period));
  await deliver(JSON.stringify(eve));
  await expect.poll(async () => (await shownBy(worker)).length).toBe(3);
  expect((await shownBy(worker)).map(({ title, tag, actions }) => ({ title, tag, actions }))).toEqual([
    { title: PUSH.title, tag: 'daily-card', actions: ['Write about today'] },
    { title: period.title, tag: 'period', actions: ['Write about today'] },
    { title: eve.title, tag: 'birthday-eve', actions: ['Write about today'] },
  ]);
});

test('a push that is not a daily card shows nothing, and a tap never leaves the site', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  await signUpThroughLoginPage(page, 'Quiet Reader');
  await page.goto('/profile');
  const { worker, deliver } = await controllingWorker(page, context, origin);
  await deliver('not json');
  await deliver(JSON.stringify({ ...PUSH, kind: 'something-else' }));
  await deliver(JSON.stringify(PUSH));
  // Push events are handled in order: once the daily card shows, the two before it were handled too.
  await expect.poll(async () => (await shownBy(worker)).length).toBe(1);
  expect((await shownBy(worker))[0]?.title).toBe(PUSH.title);

  await worker.evaluate(() => {
    const event = new (self as unknown as { ExtendableEvent: typeof Event }).ExtendableEvent(
      'notificationclick',
    );
    Object.defineProperty(event, 'notification', {
      value: { data: { url: 'https://elsewhere.example/' }, close() {} },
    });
    self.dispatchEvent(event);
  });
  await expect(page).toHaveURL(`${origin}/`);
});
