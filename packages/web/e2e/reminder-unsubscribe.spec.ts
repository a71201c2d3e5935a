// Issue 31 item 5: the daily card mail's unsubscribe page, its button clicked in Chromium. The page's form
// posts with `Origin: null` (its no-referrer policy makes its origin opaque); the server refused that with
// a raw `{"error":"Invalid origin"}` and the mail stayed on. Now the route is a declared token form.
import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { newAccount } from './accounts';
import { recordUrlSecrets } from './personal-data';
import { type ServerWithMail, startServerWithMail } from './server-with-mail';

let server: ServerWithMail;
let reader: APIRequestContext;

// Its own server starts on a fresh data folder, and the reminder is due at the next minute.
test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  server = await startServerWithMail('unsubscribe');
});
test.afterAll(async () => {
  await reader?.dispose();
  await server?.close();
});

/** The first link in a mail that matches `path`, whole (the mail's text, not its HTML's escaped copy). */
function linkIn(mail: string, path: RegExp): string {
  const link = new RegExp(`https?://[^\\s<>"]*${path.source}[^\\s<>"]*`).exec(mail)?.[0];
  if (!link) throw new Error(`no ${path} link in the mail`);
  return link.replace(/&amp;/g, '&');
}

/** The next whole minute in UTC as HH:MM, and how long until it. */
function nextMinute(): { time: string; inMs: number } {
  const now = new Date();
  const next = new Date(Math.ceil((now.getTime() + 1) / 60_000) * 60_000);
  return { time: next.toISOString().slice(11, 16), inMs: next.getTime() - now.getTime() };
}

/**
 * A Spanish reader of the server with mail whose daily card comes by e-mail, signed in on `reader`: signed
 * up, the confirmation link followed, Spanish saved on the profile, the reminder set to the next minute.
 * Resolves with the daily card mail once it arrives.
 */
async function spanishReaderWithDailyMail(): Promise<string> {
  const account = newAccount('Lectora Sin Correo');
  reader = await request.newContext({ baseURL: server.origin, extraHTTPHeaders: { origin: server.origin } });
  expect((await reader.post('/api/auth/sign-up/email', { data: account })).ok()).toBe(true);
  const confirmation = linkIn(await server.waitForMail(/verify-email/), /\/api\/auth\/verify-email\?/);
  recordUrlSecrets(confirmation);
  await reader.get(confirmation, { maxRedirects: 0 });
  expect((await reader.patch('/api/me', { data: { language: 'es' } })).ok()).toBe(true);
  const { time, inMs } = nextMinute();
  const saved = await reader.put('/api/reminders', {
    data: { enabled: true, time_of_day: time, by_email: true, time_zone: 'UTC' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  // Due at the minute; the server looks every 15 s.
  return server.waitForMail(/reminders\/unsubscribe/, inMs + 30_000);
}

test('a Spanish reader turns the daily card mail off with the page’s own button', async ({
  browser,
}, testInfo) => {
  const mail = await spanishReaderWithDailyMail();
  const unsubscribe = linkIn(mail, /\/api\/reminders\/unsubscribe\//);
  recordUrlSecrets(unsubscribe);

  // A browser in English: the page speaks the language saved on the reader's account.
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(unsubscribe);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(
    page.getByRole('heading', { name: '¿Dejar de recibir la carta del día por correo?' }),
  ).toBeVisible();
  // Styled at a phone's width: nothing wider than the screen, the gold button.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const button = page.getByRole('button', { name: 'Dejar de recibir los correos' });
  await expect(button).toHaveCSS('background-color', 'rgb(201, 164, 92)');
  await page.screenshot({ path: testInfo.outputPath('unsubscribe-es-390-light.png') });

  await button.click();
  await expect(
    page.getByRole('heading', { name: 'Ya no recibirás la carta del día por correo' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('body')).not.toContainText('"error"');
  // Dark by the system's choice: the app's ink blue.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(15, 20, 36)');
  await page.screenshot({ path: testInfo.outputPath('unsubscribed-es-390-dark.png') });
  await context.close();

  const settings = (await (await reader.get('/api/reminders')).json()) as { by_email: boolean };
  expect(settings.by_email).toBe(false);
});
