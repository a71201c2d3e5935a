import AxeBuilder from '@axe-core/playwright';
import { type Page, type TestInfo, test } from '@playwright/test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** The impacts that fail the suite; moderate and minor findings are attached to the report only. */
const BLOCKING = new Set(['serious', 'critical']);

// axe leaves its experimental rules off by default. Lighthouse runs label-content-name-mismatch (a name
// must contain the visible text, so speech users can say what they see), so this suite does too, with the
// other experimental checks that apply to an app like this one.
const EXPERIMENTAL_RULES = ['label-content-name-mismatch', 'p-as-heading', 'css-orientation-lock'];

/** One violation, written so that a failure says what to fix and where. */
function describe(where: string, violation: Violation): string {
  const nodes = violation.nodes.map((node) => {
    const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
    return `    - ${node.target.join(' ')}\n      ${summary}`;
  });
  return `[${where}] ${violation.id} (${violation.impact}): ${violation.help}\n${nodes.join('\n')}`;
}

/**
 * One axe run on the page as it is now, every rule but the card drawing's insides. `axe.run` in the page itself
 * (legacy mode) rather than `runPartial`: that one writes out every node of every rule, passes included, with
 * its selector, and carries it all to a blank page opened for each scan to merge it — most of a scan's time for
 * an app without frames (decision 053). The report is the same; only its violations are used, so axe spends no
 * selectors on the passes (`resultTypes`).
 */
function analyze(page: Page) {
  return (
    new AxeBuilder({ page })
      .setLegacyMode()
      // Inside a card's drawing axe can only say "needs review" (text on a picture), at a large part of each
      // scan's time; the drawing itself (its role and name) and the link around it are still checked.
      .exclude('[data-slot="playing-card"] svg *')
      .options({
        resultTypes: ['violations'],
        rules: Object.fromEntries(EXPERIMENTAL_RULES.map((id) => [id, { enabled: true }])),
      })
      .analyze()
  );
}

/**
 * Runs axe on the page as it is now and returns the serious and critical violations, described. Every
 * violation (whatever its impact) is attached to the test's report as JSON under `where`.
 */
export async function blockingViolations(page: Page, where: string, testInfo: TestInfo): Promise<string[]> {
  // A step of its own, so that a report shows what each scan costs (decision 053).
  const results = await test.step(`axe ${where}`, () => analyze(page));
  if (results.violations.length > 0) {
    await testInfo.attach(`axe ${where}`, {
      body: JSON.stringify(results.violations, null, 2),
      contentType: 'application/json',
    });
  }
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => describe(where, violation));
}
