import { randomUUID } from 'node:crypto';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { ADMIN, ADMIN_STATE } from './accounts';
import { blockingViolations } from './axe';
import { isPhone, resizeTo, WIDTHS } from './language-check';

// axe on every route of the app, in both themes and at a phone and a desktop width, plus the open states
// (drawers, menu, a loaded reading). One test per theme walks the routes; each page is loaded once and
// scanned at both widths by resizing the viewport (decision 053), so the pages are not loaded twice. Motion is reduced: cards fade and rise in, and a half-faded card would make the
// colour-contrast check depend on when it ran; the final state is the same either way.

const THEMES = ['light', 'dark'] as const;
/** The bottom bar's name, checked after each resize where the bar is there (signed in, no modal open). */
const QUICK_ACTIONS = 'Quick actions';

/** `expand` names an accordion to open first, so its folded content is checked too. */
interface Route {
  path: string;
  title: string;
  expand?: string;
}

/** The first reading visited: the Select a Person drawer is opened and checked there. */
const YEARLY: Route = { path: '/yearly', title: 'Yearly Reading', expand: 'Vertical Spread' };

const READINGS: readonly Route[] = [
  YEARLY,
  { path: '/weekly', title: 'Weekly Reading' },
  { path: '/seven-week', title: '7-Week Reading' },
  { path: '/seven-year', title: '7-Year Reading' },
];

/** Routes whose content is ready once their h1 shows (the page's own data, when it has any, fills the h1). */
const PAGES: readonly Route[] = [
  { path: '/placements-explained', title: 'Understanding Card Placements', expand: 'Sun (Birth Card)' },
  { path: `/glossary/${encodeURIComponent('Q♥')}`, title: 'Queen of Hearts' },
  { path: '/combination', title: 'Card Combination' },
  { path: '/name-card', title: 'Card of the Name' },
  { path: '/saved-readings', title: 'My Saved Interpretations' },
  { path: '/admin/credit-management', title: 'Credit Management' },
  { path: '/no-such-page', title: 'Oops! Page not found' },
];

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

async function expand(page: Page, route: Route) {
  if (!route.expand) return;
  const trigger = page.getByRole('main').getByRole('button', { name: route.expand });
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
}

/** Collects the serious and critical violations of each scan; `assertNone` fails with all of them listed. */
function scanner(page: Page, testInfo: TestInfo) {
  const problems: string[] = [];
  return {
    async scan(where: string) {
      problems.push(...(await blockingViolations(page, where, testInfo)));
    },
    assertNone() {
      const report = `${problems.length} serious or critical axe violation(s):\n\n${problems.join('\n\n')}`;
      expect(problems.length, report).toBe(0);
    },
  };
}

/** The theme comes from prefers-color-scheme; this proves the emulation reached the stylesheet. */
async function expectTheme(page: Page, theme: (typeof THEMES)[number]) {
  const scheme = await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
  expect(scheme).toBe(theme);
}

/** The menu and the Card Glossary drawer, opened on the home page at `width`; the glossary's button moves. */
async function drawersAt(page: Page, axe: ReturnType<typeof scanner>, width: number) {
  await resizeTo(page, width, QUICK_ACTIONS);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Cardology' });
  await expect(menu.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await axe.scan(`/, menu open at ${width} px`);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  const glossaryButton = isPhone(width)
    ? page.getByRole('navigation', { name: QUICK_ACTIONS }).getByRole('button', { name: 'Glossary' })
    : page.getByRole('banner').getByRole('button', { name: 'Card Glossary' });
  await glossaryButton.click();
  const glossary = page.getByRole('dialog', { name: 'Card Glossary' });
  await expect(glossary.getByRole('link')).toHaveCount(52);
  await axe.scan(`/, Card Glossary drawer open at ${width} px`);
  await page.keyboard.press('Escape');
  await expect(glossary).toBeHidden();
}

/** The admin console's credit request dialog at `width` (on a phone its button is in the menu). */
async function creditDialogAt(page: Page, axe: ReturnType<typeof scanner>, width: number) {
  await resizeTo(page, width, QUICK_ACTIONS);
  if (isPhone(width)) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Request more TTS credits' }).filter({ visible: true }).click();
  const credits = page.getByRole('dialog', { name: 'Request More TTS Credits' });
  await expect(credits.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  await axe.scan(`/admin/credit-management, credit request dialog open at ${width} px`);
  await page.keyboard.press('Escape');
  await expect(credits).toBeHidden();
}

/** Scans the page as it is at each width in turn, naming the width in each scan's report. */
function atEachWidth(page: Page, axe: ReturnType<typeof scanner>, bar: boolean) {
  return async (where: string) => {
    for (const width of WIDTHS) {
      await resizeTo(page, width, bar ? QUICK_ACTIONS : null);
      await axe.scan(`${where} at ${width} px`);
    }
  };
}

// The combinations are independent (each adds its own person), so both workers may share them.
test.describe.configure({ mode: 'parallel' });

for (const theme of THEMES) {
  test.describe(`${theme} theme at ${WIDTHS.join(' and ')} px`, () => {
    test.use({
      colorScheme: theme,
      viewport: { width: WIDTHS[0], height: 844 },
      reducedMotion: 'reduce',
    });

    test('signed out: login, sign-up, premium required and the password pages', async ({
      page,
    }, testInfo) => {
      const axe = scanner(page, testInfo);
      const scan = atEachWidth(page, axe, false);
      await page.goto('/login');
      await expect(heading(page, 'Welcome Back')).toBeVisible();
      await expect(page.getByLabel('Email')).toBeVisible();
      await expectTheme(page, theme);
      await scan('/login');

      await page.getByRole('button', { name: 'Create an account' }).click();
      await expect(heading(page, 'Create Your Account')).toBeVisible();
      await scan('/login, sign-up form');

      // A premium account is sent home from this page; it is for everyone else.
      await page.goto('/premium-required');
      await expect(heading(page, 'Premium Access Required')).toBeVisible();
      await scan('/premium-required');

      await page.goto('/forgot-password');
      await expect(heading(page, 'Forgot Your Password?')).toBeVisible();
      await expect(page.getByRole('main').getByRole('status')).toBeVisible();
      await scan('/forgot-password');

      await page.goto('/reset-password?token=an-example-token');
      await expect(heading(page, 'Choose a New Password')).toBeVisible();
      await scan('/reset-password');
      axe.assertNone();
    });

    test.describe('signed in as the premium admin', () => {
      test.use({ storageState: ADMIN_STATE });

      test('every route, the drawers, the menu and loaded readings', async ({ page, baseURL }, testInfo) => {
        // About twenty pages and forty-four scans in one test: minutes on a busy machine.
        test.setTimeout(6 * 60_000);
        const axe = scanner(page, testInfo);
        const scan = atEachWidth(page, axe, true);

        await page.goto('/');
        await expect(heading(page, `Welcome, ${ADMIN.name}`)).toBeVisible();
        const today = page.getByRole('region', { name: "Today's Cosmic Influence" });
        await expect(today.locator('time')).toBeVisible();
        await expectTheme(page, theme);
        await scan('/');
        for (const width of WIDTHS) await drawersAt(page, axe, width);

        await page.goto('/profile');
        await expect(heading(page, 'Your Profile')).toBeVisible();
        await expect(page.getByLabel('Email')).toHaveValue(ADMIN.email);
        await scan('/profile');

        for (const route of PAGES) {
          await page.goto(route.path);
          await expect(heading(page, route.title)).toBeVisible();
          await expand(page, route);
          await scan(route.path);
        }

        // The admin console loaded, with one account of the Users section open, and the credit dialog.
        await page.goto('/admin/credit-management');
        await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
        await page.getByRole('button', { name: new RegExp(ADMIN.email) }).click();
        await expect(page.getByRole('switch', { name: 'Admin' })).toBeDisabled();
        await scan('/admin/credit-management, a user open');
        // The desktop first: on a phone the dialog is opened from the menu, which may stay open behind it.
        for (const width of [...WIDTHS].reverse()) await creditDialogAt(page, axe, width);

        // A person of this test's own, chosen in the Select a Person drawer, so the readings load.
        const name = `Axe Reader ${randomUUID().slice(0, 8)}`;
        const added = await page.request.post('/api/connections', {
          data: { name, birthdate: '1985-06-15' },
          headers: { origin: baseURL ?? '' },
        });
        expect(added.ok(), await added.text()).toBe(true);
        const { id } = (await added.json()) as { id: string };

        // Two people side by side: the user (with or without a birthdate yet) beside the person just added.
        await page.goto(`/pairs?a=me&b=${encodeURIComponent(id)}`);
        await expect(heading(page, 'Side by side')).toBeVisible();
        await expect(page.getByRole('main').getByTestId('pair-skeleton')).toBeHidden();
        await scan('/pairs');

        await page.goto(YEARLY.path);
        await page.getByRole('main').getByRole('button', { name: 'Change person' }).click();
        const people = page.getByRole('dialog', { name: 'Select a Person' });
        const choice = people.locator('button[aria-pressed]', { hasText: name });
        await expect(choice).toBeVisible();
        await atEachWidth(page, axe, false)(`${YEARLY.path}, Select a Person drawer open`);
        await choice.click();
        await expect(people).toBeHidden();

        for (const route of READINGS) {
          if (page.url() !== new URL(route.path, baseURL).href) await page.goto(route.path);
          await expect(heading(page, `${route.title} for ${name}`)).toBeVisible();
          await expect(page.getByRole('button', { name: 'Get AI Interpretation' }).first()).toBeVisible();
          await expand(page, route);
          await scan(`${route.path}, loaded`);
        }

        // The assistant, reached the way a user does: from a loaded reading.
        await page.getByRole('button', { name: 'Get AI Interpretation' }).first().click();
        await expect(heading(page, 'Cardology Assistant')).toBeVisible();
        await scan('/ai-reading');

        axe.assertNone();
      });
    });
  });
}
