import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { READER_DATE_HEADER } from '@cardology/contract/reader-date';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { ADMIN_STATE, signUpPremium } from './accounts';
import { recordPersonalData } from './personal-data';

// Issue 34, item 5: every touch target is at least 44 × 44 px at a phone's 390 px. The walk opens every page a
// reader can reach (the router's route table is read so that a new route fails here until the walk visits it),
// as a premium reader with a birthdate, a journal note (its card chips and Edit/Delete exist) and a person (the
// readings load), and lists every visible interactive element smaller than 44 × 44 px across all pages.

const PHONE = { width: 390, height: 844 };
const MIN = 44;
const BIRTHDATE = '06/30/1979';

/** Each path the walk visits, keyed by the router's pattern it stands for. */
const WALK: Record<string, string> = {
  '/login': '/login',
  '/forgot-password': '/forgot-password',
  '/reset-password': '/reset-password?token=an-example-token',
  '/premium-required': '/premium-required',
  '/placements-explained': '/placements-explained',
  '/': '/',
  '/profile': '/profile',
  '/glossary/:cardSymbol': `/glossary/${encodeURIComponent('Q♥')}`,
  '/combination': '/combination',
  '/name-card': '/name-card',
  '/pairs': '/pairs',
  '/journal': '/journal',
  '/saved-readings': '/saved-readings',
  '/yearly': '/yearly',
  '/weekly': '/weekly',
  '/seven-week': '/seven-week',
  '/seven-year': '/seven-year',
  '/ai-reading': '/ai-reading',
  '/admin/credit-management': '/admin/credit-management',
  '*': '/no-such-page',
};

/** The patterns of router.tsx's route table, read from its source (importing it would pull in the whole app). */
function routerPaths(): string[] {
  const source = readFileSync(join(import.meta.dirname, '..', 'src', 'app', 'router.tsx'), 'utf8');
  return [...source.matchAll(/path: '([^']+)'/g)].map((match) => match[1] ?? '');
}

const SIGNED_OUT = ['/login', '/forgot-password', '/reset-password', '/premium-required'];
const ADMIN_ONLY = ['/admin/credit-management'];
const READINGS = ['/yearly', '/weekly', '/seven-week', '/seven-year'];

/**
 * The visible interactive elements of the page smaller than 44 × 44 px, described for the report. Exempt, as
 * WCAG 2.5.8 exempts them: an inline link inside a sentence (an <a> whose parent has text of its own beside it,
 * so its height is the line's), and elements visually hidden (clipped or 1 px: the skip link until focused).
 */
function smallTargets(page: Page, where: string): Promise<string[]> {
  return page.evaluate(
    ({ min, where }) => {
      const selector =
        'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=switch], summary';
      const isInlineLink = (element: Element) =>
        element.tagName === 'A' &&
        [...(element.parentElement?.childNodes ?? [])].some(
          (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
        );
      // Visually hidden until focused (`sr-only`: clipped to nothing), like the skip link: not a target until then.
      const isClippedAway = (element: Element) => {
        const style = getComputedStyle(element);
        return style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)';
      };
      const describe = (element: Element, rect: DOMRect) => {
        const name =
          element.getAttribute('aria-label') ??
          (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40) ??
          '';
        const size = `${Math.round(rect.width)}×${Math.round(rect.height)}`;
        return `${where}: <${element.tagName.toLowerCase()}> "${name}" ${size}`;
      };
      // An invisible absolutely placed ::before or ::after may grow the hit area without changing the look
      // (the header's credits "+", the switch): the target is then the larger of the two boxes.
      // A checkbox's or radio's <label> beside it toggles it too, so the box and its labels are its target.
      const toggledByLabel = (element: Element): element is HTMLInputElement =>
        element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');
      const withLabels = (element: Element, rect: DOMRect) => {
        const labels = toggledByLabel(element) ? [...(element.labels ?? [])] : [];
        const boxes = [rect, ...labels.map((label) => label.getBoundingClientRect())];
        const [left, top] = [Math.min(...boxes.map((b) => b.left)), Math.min(...boxes.map((b) => b.top))];
        const [right, bottom] = [
          Math.max(...boxes.map((b) => b.right)),
          Math.max(...boxes.map((b) => b.bottom)),
        ];
        return { width: right - left, height: bottom - top };
      };
      const hitSize = (element: Element, rect: DOMRect) => {
        let { width, height } = withLabels(element, rect);
        // A box that clips its content cuts such an area off at its own edge.
        const style = getComputedStyle(element);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') return { width, height };
        for (const pseudo of ['::before', '::after']) {
          const style = getComputedStyle(element, pseudo);
          if (style.content === 'none' || style.position !== 'absolute') continue;
          width = Math.max(width, Number.parseFloat(style.width) || 0);
          height = Math.max(height, Number.parseFloat(style.height) || 0);
        }
        return { width, height };
      };
      const found: string[] = [];
      for (const element of document.querySelectorAll(selector)) {
        if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        if (element.closest('[aria-hidden=true], [inert]')) continue;
        const rect = element.getBoundingClientRect();
        if (rect.width <= 1 || rect.height <= 1 || isClippedAway(element)) continue;
        if (isInlineLink(element)) continue;
        // Rounded: a box of 43.99 px laid out from rem sizes is the 44 px it was written as.
        const hit = hitSize(element, rect);
        if (Math.round(hit.width) < min || Math.round(hit.height) < min) found.push(describe(element, rect));
      }
      return found;
    },
    { min: MIN, where },
  );
}

/**
 * What a page shows while it waits: the route's and the sections' skeletons (`aria-busy`, the pulsing blocks
 * of `Skeleton` and the card placeholders) and the guards' 'Loading...'. None left, with the step's own sign
 * of the finished page seen first (its h1, a loaded button), the page is the one a reader sees; this replaces
 * waiting for half a second of network quiet before every page.
 */
const loading = (page: Page) => page.locator('[aria-busy="true"], [class*="animate-pulse"]');

/** Collects the small targets of every page visited; `assertNone` fails listing them all. */
function collector(page: Page) {
  const problems: string[] = [];
  return {
    async check(where: string) {
      await expect(loading(page), `${where} still loading`).toHaveCount(0);
      problems.push(...(await smallTargets(page, where)));
    },
    problems,
  };
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first();

async function signedOutWalk(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const targets = collector(page);
  for (const pattern of SIGNED_OUT) {
    await page.goto(WALK[pattern] ?? pattern);
    await expect(heading(page)).toBeVisible();
    await targets.check(pattern);
  }
  await page.goto('/login');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
  await targets.check('/login, sign-up form');
  await context.close();
  return targets.problems;
}

async function adminWalk(browser: Browser) {
  const context = await browser.newContext({
    viewport: PHONE,
    reducedMotion: 'reduce',
    storageState: ADMIN_STATE,
  });
  const page = await context.newPage();
  const targets = collector(page);
  await page.goto('/admin/credit-management');
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  await targets.check('/admin/credit-management');
  await context.close();
  return targets.problems;
}

/** A premium reader with a birthdate, a journal note and a person, signed in on `page`. */
async function prepareReader(page: Page, baseURL: string | undefined) {
  await signUpPremium(page, baseURL, 'Touch Reader', 5);
  const headers = { origin: baseURL ?? '' };
  recordPersonalData({ kind: 'birthdate', value: BIRTHDATE });
  const profile = await page.request.patch('/api/me', {
    data: { name: 'Touch Reader', birthdate: BIRTHDATE },
    headers,
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  await page.goto('/');
  const today = await page.evaluate(() => new Date().toLocaleDateString('sv-SE'));
  const note = await page.request.post('/api/journal', {
    data: { date: today, text: 'A quiet walk by the river.' },
    headers: { ...headers, [READER_DATE_HEADER]: today },
  });
  expect(note.status(), await note.text()).toBe(201);
  const person = await page.request.post('/api/connections', {
    data: { name: 'Touch Friend', birthdate: '1985-06-15' },
    headers,
  });
  expect(person.ok(), await person.text()).toBe(true);
  return ((await person.json()) as { id: string }).id;
}

type Check = (where: string) => Promise<void>;

/** The menu and the Card Glossary drawer, open on the home page. */
async function openDrawers(page: Page, check: Check) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Cardology' });
  await expect(menu.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await check('/, menu open');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await page
    .getByRole('navigation', { name: 'Quick actions' })
    .getByRole('button', { name: 'Glossary' })
    .click();
  const glossary = page.getByRole('dialog', { name: 'Card Glossary' });
  await expect(glossary.getByRole('link')).toHaveCount(52);
  await check('/, Card Glossary drawer open');
  await page.keyboard.press('Escape');
  await expect(glossary).toBeHidden();
}

/** The readings, loaded for the reader's person chosen in the Select a Person drawer; ends on the last one. */
async function readingsWalk(page: Page, check: Check) {
  await page.goto('/yearly');
  await page.getByRole('main').getByRole('button', { name: 'Change person' }).click();
  const people = page.getByRole('dialog', { name: 'Select a Person' });
  const choice = people.locator('button[aria-pressed]', { hasText: 'Touch Friend' });
  await expect(choice).toBeVisible();
  await check('/yearly, Select a Person drawer open');
  await choice.click();
  await expect(people).toBeHidden();
  for (const path of READINGS) {
    if (new URL(page.url()).pathname !== path) await page.goto(path);
    await expect(page.getByRole('button', { name: 'Get AI Interpretation' }).first()).toBeVisible();
    await check(path);
  }
}

test.use({ viewport: PHONE, reducedMotion: 'reduce' });

test('the walk covers every route of the router', () => {
  const paths = routerPaths();
  expect(paths.length).toBeGreaterThan(10);
  expect(paths.filter((path) => !(path in WALK))).toEqual([]);
});

test('every touch target of every page is at least 44 × 44 px at 390 px', async ({
  page,
  baseURL,
  browser,
}) => {
  // Some twenty pages, each waited for: more than the default minute on a busy machine.
  test.slow();
  const problems = [...(await signedOutWalk(browser)), ...(await adminWalk(browser))];
  const personId = await prepareReader(page, baseURL);
  const targets = collector(page);
  const done = new Set([...SIGNED_OUT, ...ADMIN_ONLY, ...READINGS, '/ai-reading', '/pairs', '/journal']);
  for (const pattern of routerPaths().filter((path) => !done.has(path))) {
    await page.goto(WALK[pattern] ?? pattern);
    await expect(heading(page)).toBeVisible();
    await targets.check(pattern);
  }
  await openDrawers(page, targets.check);

  await page.goto(`/pairs?a=me&b=${encodeURIComponent(personId)}`);
  await expect(page.getByRole('main').getByTestId('pair-skeleton')).toBeHidden();
  await targets.check('/pairs');

  // The journal with its note: the entry's card chips, Edit and Delete; then a filter chip from a card.
  await page.goto('/journal');
  const chips = page
    .getByRole('region', { name: 'Your entries' })
    .getByRole('list', { name: 'The cards of this day' })
    .getByRole('link');
  await expect(chips.first()).toBeVisible();
  await targets.check('/journal');
  await chips.first().click();
  await expect(page.getByRole('button', { name: /^Remove the filter: Card: / })).toBeVisible();
  await targets.check('/journal, filtered by a card');

  await readingsWalk(page, targets.check);
  // The assistant, reached from a loaded reading as a reader does.
  await page.getByRole('button', { name: 'Get AI Interpretation' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cardology Assistant' })).toBeVisible();
  await targets.check('/ai-reading');

  // Last, the skip link, hidden until focus shows it (shown, it covers the header's menu button).
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await skip.focus();
  await expect(skip).toBeFocused();
  await targets.check('/ai-reading, skip link shown');

  problems.push(...targets.problems);
  expect(problems, `${problems.length} touch target(s) under 44 × 44 px:\n${problems.join('\n')}`).toEqual(
    [],
  );
});
