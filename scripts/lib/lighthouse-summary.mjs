// Turns a Lighthouse result (LHR) into the row `npm run lighthouse` prints, refusing results that
// did not measure the page asked for.

const score = (category) => (category?.score == null ? 'n/a' : String(Math.round(category.score * 100)));
const seconds = (audit) =>
  audit?.numericValue == null ? 'n/a' : `${(audit.numericValue / 1000).toFixed(2)} s`;
const millis = (audit) => (audit?.numericValue == null ? 'n/a' : `${Math.round(audit.numericValue)} ms`);
const plain = (audit) => (audit?.numericValue == null ? 'n/a' : audit.numericValue.toFixed(3));

/**
 * The page's scores and metrics. Throws when Lighthouse failed to load the page or ended on
 * another path (a signed-in page that lands on /login means the session cookie was not sent).
 */
export function summarize(path, url, lhr) {
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== new URL(url).pathname) {
    throw new Error(
      `${url} ended on ${landed}${landed === '/login' ? ': the session cookie was not passed' : ''}.`,
    );
  }
  const { audits, categories } = lhr;
  return {
    page: path,
    performance: score(categories.performance),
    accessibility: score(categories.accessibility),
    fcp: seconds(audits['first-contentful-paint']),
    lcp: seconds(audits['largest-contentful-paint']),
    tbt: millis(audits['total-blocking-time']),
    cls: plain(audits['cumulative-layout-shift']),
    // Lighthouse's CPU benchmark of this machine during the run: simulated times scale with it, so a
    // busy machine (a low index) reports slower pages than the same build on an idle one.
    cpu: String(lhr.environment?.benchmarkIndex == null ? 'n/a' : Math.round(lhr.environment.benchmarkIndex)),
  };
}

const COLUMNS = [
  ['page', 'page'],
  ['performance', 'performance'],
  ['accessibility', 'accessibility'],
  ['fcp', 'FCP'],
  ['lcp', 'LCP'],
  ['tbt', 'TBT'],
  ['cls', 'CLS'],
  ['cpu', 'CPU index'],
];

/** A Markdown table, so the output can be pasted into the decision record as it is. */
export function formatTable(rows) {
  const widths = COLUMNS.map(([key, title]) => Math.max(title.length, ...rows.map((row) => row[key].length)));
  const line = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  return [
    line(COLUMNS.map(([, title]) => title)),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map((row) => line(COLUMNS.map(([key]) => row[key]))),
  ].join('\n');
}
