import { expect, test } from '@playwright/test';
import { ADMIN_STATE } from './accounts';
import { addPerson, choosePerson } from './people-helpers';

// The admin is the premium account. The share dialog's picture comes from the server (satori + resvg),
// so these checks see the real PNG: its size, and that ticking the box changes it.
test.use({ storageState: ADMIN_STATE });

test("home's today's card opens the share dialog with a 1200 × 630 preview", async ({ page }, testInfo) => {
  await page.goto('/');
  const today = page.getByRole('region', { name: "Today's Cosmic Influence" });
  await today.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: "Share Today's Cosmic Influence" });
  const preview = dialog.getByRole('img', { name: /the cards and their titles/ });
  await expect(preview).toHaveJSProperty('naturalWidth', 1200);
  await expect(preview).toHaveJSProperty('naturalHeight', 630);
  expect(await preview.getAttribute('src')).toContain('person=me&name=0');
  await dialog.getByRole('checkbox', { name: 'Include my first name' }).check();
  await expect(preview).toHaveAttribute('src', /name=1/);
  await expect(preview).toHaveJSProperty('naturalWidth', 1200);

  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      await page.screenshot({ path: testInfo.outputPath(`share-home-${theme}-${width}.png`) });
    }
  }
});

test('a weekly reading downloads its picture where there is no share sheet', async ({
  page,
  baseURL,
}, testInfo) => {
  const name = await addPerson(page, baseURL, 'Share Friend', '1988-03-14');
  await page.goto('/weekly');
  await choosePerson(page, name);
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Weekly Reading' });
  const preview = dialog.getByRole('img', { name: /the cards and their titles/ });
  await expect(preview).toHaveJSProperty('naturalWidth', 1200);
  await expect(dialog.getByRole('checkbox', { name: 'Include their first name' })).toBeVisible();
  await page.evaluate(() => Object.defineProperty(navigator, 'canShare', { value: undefined }));
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Share' }).click();
  expect((await download).suggestedFilename()).toBe('cardology-weekly.png');
  await (await download).saveAs(testInfo.outputPath('cardology-weekly.png'));
});
