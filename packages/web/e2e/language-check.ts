import { LANGUAGE_COOKIE, LANGUAGES, type Language } from '@cardology/contract/languages';
import { type BrowserContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { blockingViolations } from './axe';

// The language walks' shared parts (issue 26, item 5): the widths, choosing a language as a visitor does (the
// cookie), and the check that runs on every screen — a screenshot, axe, and no translated text cut off.

export const WIDTHS = [390, 1280] as const;
export const isPhone = (width: number) => width < 768;

/** A language the walks read in: every one but English, the default that every other spec reads. */
export type Translated = Exclude<Language, 'en'>;
/**
 * The walks' languages, from the contract's one list: a language added there is walked by every language spec,
 * and each spec's word table (a `Record<Translated, …>`) fails the type check until its words are written.
 */
export const TRANSLATED: readonly Translated[] = LANGUAGES.filter(
  (language): language is Translated => language !== 'en',
);

/** The shell's words several walks look for (i18n/locales/<language>/shell.ts, bar). */
const SHELL_WORDS: Record<Translated, { quickActions: string; selectPerson: string }> = {
  es: { quickActions: 'Acciones rápidas', selectPerson: 'Elegir persona' },
  'pt-BR': { quickActions: 'Ações rápidas', selectPerson: 'Escolher pessoa' },
  ru: { quickActions: 'Быстрые действия', selectPerson: 'Выбрать человека' },
};

/** The phone's bottom bar's name (shell.bar.quickActions). */
export const quickActionsName = (language: Translated) => SHELL_WORDS[language].quickActions;

/**
 * Resizes the page and waits for the layout to follow. Given the quick-actions bar's name, also sees the bar shown
 * on a phone only (pass none where it is not there: signed out, or hidden from roles while a modal drawer makes
 * the page behind it inert). The walks load a page once and check it at each width this way (decision 053).
 */
export async function resizeTo(page: Page, width: number, quickActions: string | null) {
  await page.setViewportSize({ width, height: isPhone(width) ? 844 : 900 });
  await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
  if (quickActions === null) return;
  const bar = page.getByRole('navigation', { name: quickActions });
  await (isPhone(width) ? expect(bar).toBeVisible() : expect(bar).toBeHidden());
}

/** The people drawer's button: in the header on a desktop, in the bottom bar on a phone. */
export function peopleButton(page: Page, language: Translated, width: number) {
  const words = SHELL_WORDS[language];
  const bar = isPhone(width)
    ? page.getByRole('navigation', { name: words.quickActions })
    : page.getByRole('banner');
  return bar.getByRole('button', { name: words.selectPerson });
}

export async function chooseByCookie(context: BrowserContext, baseURL: string, language: Language) {
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL }]);
}

/**
 * Controls and headings whose text overflows their box (wider or taller than it, 1 px of rounding allowed), and
 * whether the page itself scrolls sideways. User data cut on purpose (`.truncate`: a long e-mail) is left out.
 */
export async function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth + 1)
      found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);
    const selector = 'button, a, label, h1, h2, h3, th, dt, dd, option, [role="tab"], nav li';
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest('.truncate, [aria-hidden="true"], .sr-only') || element.offsetParent === null)
        continue;
      const wide = element.scrollWidth > element.clientWidth + 1;
      const tall = element.scrollHeight > element.clientHeight + 1;
      const style = getComputedStyle(element);
      const hides =
        style.overflowX !== 'visible' || style.overflowY !== 'visible' || style.textOverflow === 'ellipsis';
      if (hides && (wide || tall))
        found.push(`${element.tagName.toLowerCase()} "${(element.textContent ?? '').slice(0, 60)}"`);
    }
    return found;
  });
}

/**
 * The walks' full-page pictures are for a person to look at, never compared: JPEG, which Chromium encodes in a
 * fraction of a full-page PNG's time (decision 053).
 */
export const SCREENSHOT_FORMAT = { type: 'jpeg', quality: 80 } as const;

export function checker(page: Page, testInfo: TestInfo, label: string) {
  const problems: string[] = [];
  return {
    async check(where: string) {
      // Each part a step of its own, so that a report shows what it costs (decision 053).
      await test.step(`screenshot ${where}`, () =>
        page.screenshot({
          path: testInfo.outputPath(`${label}-${where.replace(/\W+/g, '-')}.jpg`),
          fullPage: true,
          ...SCREENSHOT_FORMAT,
        }));
      problems.push(...(await blockingViolations(page, `${label} ${where}`, testInfo)));
      const clipped = await test.step(`clip ${where}`, () => clippedTexts(page));
      problems.push(...clipped.map((text) => `[${label} ${where}] clipped: ${text}`));
    },
    assertNone() {
      expect(problems, problems.join('\n')).toEqual([]);
    },
  };
}
