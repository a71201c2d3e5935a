import { type BrowserContext, expect, type Page } from '@playwright/test';

/** The note above a page shown from the offline copy (docs/product.md "Install and offline"). */
export const OFFLINE_NOTE = "You're offline — showing what you last saw";
/** Where the offline copy of the queries is kept. */
export const OFFLINE_CACHE_KEY = 'cardology-offline-cache';

export const todaysPanel = (page: Page) => page.getByRole('region', { name: "Today's Cosmic Influence" });

/** The service worker is active and, after a reload, controls the page. */
export async function expectServiceWorkerInControl(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
    .toBe('activated');
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
}

/**
 * Chromium's own install check: what would stop it from offering to install the app. Headless Chromium
 * never shows its install prompt (it also weighs the user's engagement), so this is the check behind it.
 */
export async function expectInstallable(page: Page, context: BrowserContext) {
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
}
