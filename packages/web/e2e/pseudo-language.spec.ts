import { READER_DATE_HEADER } from '@cardology/contract/reader-date';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { PSEUDO_LANGUAGE_FLAG } from '../src/i18n/pseudo-flag';
import { pseudoText } from '../src/i18n/pseudo-language';
import { ADMIN_STATE, newAccount } from './accounts';
import { clippedTexts, isPhone, SCREENSHOT_FORMAT, WIDTHS } from './language-check';
import { addPerson } from './people-helpers';
import { recordPersonalData } from './personal-data';

// Issue 26, item 5: the main screens in the pseudo-language (decision 045) — every web text ~40% longer, accented,
// in brackets — at a phone's and a desktop's width, failing on any text cut off by its box and saving a full-page
// screenshot of each screen in test-results/. Screens whose texts are still plain English (their translation is
// under way elsewhere) are walked too: they lengthen once their texts go through t().

/** The text a web string shows in the pseudo-language (values filled in are kept, like the post-processor does). */
const pseudo = (english: string) => pseudoText(english);
/** A reading's title, '{{reading}} for {{name}}': in brackets, the person's name as typed. */
const forName = (name: string) => new RegExp(`^\\[.*${name}.*\\]$`);
/** A heading that went through t(): bracketed. */
const PSEUDO_HEADING = /^\[.+\]$/;

/**
 * Boxes in <main> that stick out of its column (a row too wide for a phone pushes its panel past the margin, which
 * neither hides text nor scrolls the page, so clippedTexts does not see it). The outermost box is named; boxes
 * inside something that scrolls or clips sideways, and hidden ones, are left out.
 */
async function outOfColumn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return [];
    const style = getComputedStyle(main);
    const box = main.getBoundingClientRect();
    const left = box.left + Number.parseFloat(style.paddingLeft) - 1;
    const right = box.right - Number.parseFloat(style.paddingRight) + 1;
    const found: string[] = [];
    const visit = (element: Element) => {
      for (const child of element.children) {
        if (!(child instanceof HTMLElement) || child.matches('.sr-only, [aria-hidden="true"]')) continue;
        const rect = child.getBoundingClientRect();
        // A negative margin sets a quiet button's text on the column's edge (Back): it may stick out by that much.
        const margins = getComputedStyle(child);
        const outRight = rect.right - right + Math.min(0, Number.parseFloat(margins.marginRight));
        const outLeft = left - rect.left + Math.min(0, Number.parseFloat(margins.marginLeft));
        if (rect.width > 0 && (outRight > 0 || outLeft > 0)) {
          found.push(
            `${child.tagName.toLowerCase()} "${(child.textContent ?? '').slice(0, 60)}" out of the column`,
          );
          continue;
        }
        if (getComputedStyle(child).overflowX === 'visible') visit(child);
      }
    };
    visit(main);
    return found;
  });
}

function walk(page: Page, testInfo: TestInfo, width: number) {
  const problems: string[] = [];
  return {
    async check(where: string) {
      await test.step(`screenshot ${where}`, () =>
        page.screenshot({
          path: testInfo.outputPath(`pseudo-${width}-${where}.jpg`),
          fullPage: true,
          ...SCREENSHOT_FORMAT,
        }));
      const [clipped, out] = await test.step(`clip ${where}`, async () => [
        await clippedTexts(page),
        await outOfColumn(page),
      ]);
      problems.push(...clipped.map((text) => `[${width} ${where}] clipped: ${text}`));
      problems.push(...out.map((text) => `[${width} ${where}] ${text}`));
    },
    assertNone() {
      expect(problems, problems.join('\n')).toEqual([]);
    },
  };
}

async function choosePersonInPseudo(page: Page, name: string) {
  await page
    .getByRole('main')
    .getByRole('button', { name: pseudo('Change person') })
    .click();
  const drawer = page.getByRole('dialog');
  await drawer.locator('button[aria-pressed]', { hasText: name }).click();
  await expect(drawer).toBeHidden();
}

/** A fresh reader with a birthdate and one note written today (the browser's day), signed in in `page`. */
async function readerWithANote(page: Page, baseURL: string | undefined) {
  const headers = { origin: baseURL ?? '' };
  const account = newAccount('Pseudo Reader');
  expect((await page.request.post('/api/auth/sign-up/email', { data: account, headers })).ok()).toBe(true);
  const birthdate = '06/30/1979';
  recordPersonalData({ kind: 'birthdate', value: birthdate });
  const profile = await page.request.patch('/api/me', { data: { name: account.name, birthdate }, headers });
  expect(profile.ok(), await profile.text()).toBe(true);
  await page.goto('/login');
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  const text = 'A long day of letters and a quiet walk by the river.';
  recordPersonalData({ kind: 'journal text', value: text });
  const note = await page.request.post('/api/journal', {
    data: { date: today, text },
    headers: { ...headers, [READER_DATE_HEADER]: today },
  });
  expect(note.status(), await note.text()).toBe(201);
}

test.describe.configure({ mode: 'parallel' });

for (const width of WIDTHS) {
  test.describe(`pseudo-language at ${width} px`, () => {
    test.use({ viewport: { width, height: isPhone(width) ? 844 : 900 }, reducedMotion: 'reduce' });
    test.beforeEach(async ({ context }) => {
      await context.addInitScript((flag) => localStorage.setItem(flag, 'on'), PSEUDO_LANGUAGE_FLAG);
    });

    test('login and sign-up', async ({ page }, testInfo) => {
      const run = walk(page, testInfo, width);
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: pseudo('Welcome Back') })).toBeVisible();
      await run.check('login');
      await page.getByRole('button', { name: pseudo('Create an account') }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: pseudo('Create Your Account') }),
      ).toBeVisible();
      await run.check('sign-up');
      run.assertNone();
    });

    test('a reader with a birthdate: home, the journal with a note, the menu', async ({
      page,
      baseURL,
    }, testInfo) => {
      test.slow();
      const run = walk(page, testInfo, width);
      await readerWithANote(page, baseURL);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(PSEUDO_HEADING);
      await expect(page.locator('[data-slot="playing-card"]').first()).toBeVisible();
      await run.check('reader-home');
      await page.goto('/journal');
      await expect(page.getByText('A long day of letters')).toBeVisible();
      await run.check('reader-journal');
      // The column check can fail: a row wider than the column is found.
      await page.evaluate(() => {
        const probe = document.createElement('div');
        probe.id = 'column-probe';
        probe.style.cssText = 'display: flex; white-space: nowrap';
        probe.textContent = 'A row far too wide for any phone, and wider still for a desktop column of text';
        probe.style.width = `${document.documentElement.clientWidth + 100}px`;
        document.querySelector('main')?.append(probe);
      });
      expect((await outOfColumn(page)).join('\n')).toContain('A row far too wide');
      await page.evaluate(() => document.getElementById('column-probe')?.remove());
      await page.getByRole('button', { name: pseudo('Open menu') }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await run.check('menu');
      run.assertNone();
    });

    test.describe('signed in', () => {
      test.use({ storageState: ADMIN_STATE });

      test('home, readings, people, profile and journal', async ({ page, baseURL }, testInfo) => {
        test.slow();
        const run = walk(page, testInfo, width);
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(PSEUDO_HEADING);
        await run.check('home');

        // The admin has no birthdate of their own (the instance is shared): a person of their own to read.
        const name = await addPerson(page, baseURL, 'Pseudo', '1990-05-17');
        await page.goto('/yearly');
        await choosePersonInPseudo(page, name);
        await expect(page.getByRole('heading', { level: 1, name: forName(name) })).toBeVisible();
        await expect(page.locator('[data-slot="playing-card"]').first()).toBeVisible();
        await run.check('yearly');

        await page.goto('/weekly');
        await expect(page.getByRole('heading', { level: 1, name: forName(name) })).toBeVisible();
        await expect(page.locator('[data-slot="playing-card"]').first()).toBeVisible();
        await run.check('weekly');

        const people = isPhone(width)
          ? page.getByRole('navigation', { name: pseudo('Quick actions') })
          : page.getByRole('banner');
        await people.getByRole('button', { name: pseudo('Select Person') }).click();
        await expect(page.getByRole('dialog').getByText(name)).toBeVisible();
        await run.check('people');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();

        await page.goto('/profile');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(PSEUDO_HEADING);
        await run.check('profile');

        await page.goto('/journal');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(PSEUDO_HEADING);
        await run.check('journal');
        run.assertNone();
      });

      test('glossary, a card, lookups, saved readings and the assistant', async ({ page }, testInfo) => {
        test.slow();
        const run = walk(page, testInfo, width);
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(PSEUDO_HEADING);
        const glossary = isPhone(width)
          ? page
              .getByRole('navigation', { name: pseudo('Quick actions') })
              .getByRole('button', { name: pseudo('Glossary') })
          : page.getByRole('banner').getByRole('button', { name: pseudo('Card Glossary') });
        await glossary.click();
        await expect(page.getByRole('dialog').getByRole('link').first()).toBeVisible();
        await run.check('glossary');
        await page.keyboard.press('Escape');

        await page.goto('/glossary/Q%E2%99%A5');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await run.check('card');

        for (const path of ['/combination', '/name-card', '/pairs', '/saved-readings', '/ai-reading']) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await run.check(path.slice(1));
        }
        run.assertNone();
      });
    });
  });
}
