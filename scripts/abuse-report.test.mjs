// The abuse benchmark's verdicts and smoke checks (bench/abuse/report.ts, bench/abuse.ts): a route the
// server refuses once its limits land is shown with its answers, not thrown; a smoke fails only when the
// harness stops measuring (a route skipped or unanswered, a 5xx, no health figure), never on latency.
import { describe, expect, it } from 'vitest';
import { formatAbuseReport, verdictOf } from '../bench/abuse/report.ts';
import { ABUSE_ROUTES } from '../bench/abuse/routes.ts';
import { smokeProblems } from '../bench/abuse.ts';

const quickLoop = { p50: 1, p99: 5, max: 9, samples: 500 };
const row = (name, statuses, latencies, extra = {}) => ({
  name,
  statuses: new Map(statuses),
  seconds: 5,
  health: { latencies, failures: 0 },
  databaseHealth: { latencies, failures: 0 },
  loop: quickLoop,
  ...extra,
});
const HEADER = {
  database: 'PGlite',
  concurrency: 4,
  seconds: 5,
  people: 500,
  notes: 5000,
  noteLength: 10000,
  load: { before: '1 1 1', after: '1 1 1' },
};
const [narration, combineRepeated, combineOnce] = ABUSE_ROUTES;

describe('the abuse benchmark report', () => {
  it('passes a row only when health p99 and loop p99 are both under 50 ms', () => {
    const quick = Array.from({ length: 100 }, () => 3);
    expect(verdictOf(row('a', [[200, 10]], quick))).toBe('pass');
    expect(verdictOf(row('a', [[200, 10]], [...quick, 400, 400]))).toBe('FAIL');
    expect(verdictOf(row('a', [[200, 10]], quick, { loop: { ...quickLoop, p99: 80 } }))).toBe('FAIL');
    expect(verdictOf(row('a', [], [], { skipped: 'no chunk was narrated' }))).toBe('not run');
  });

  it('shows refusals with their count and first error instead of failing', () => {
    const refused = row(combineRepeated.name, [[400, 12]], [2, 3], { firstRefusal: '400 Each chunk once.' });
    const text = formatAbuseReport([refused], HEADER);
    expect(text).toContain('12 × 400; first: 400 Each chunk once.');
    expect(text).toMatch(/ 0 +5\.0 .* pass /);
    expect(text).toContain('on PGlite;');
  });
});

describe('the abuse benchmark smoke', () => {
  it('accepts a refusal where one is expected, and every other route answered 2xx', () => {
    const rows = [
      row(narration.name, [[200, 2]], [4]),
      row(combineRepeated.name, [[400, 3]], [4]),
      row(combineOnce.name, [[200, 3]], [4]),
    ];
    expect(smokeProblems(rows)).toEqual([]);
  });

  it('fails on a route with no 2xx, a 5xx, no answer, a skipped row or no health figure', () => {
    const problems = smokeProblems([
      row(narration.name, [[429, 2]], [4]),
      row(
        combineOnce.name,
        [
          [200, 1],
          [500, 1],
          ['no answer', 1],
        ],
        [4],
      ),
      row(combineRepeated.name, [], [], { skipped: 'no chunk was narrated' }),
      row('(idle: nothing hammered)', [], []),
    ]);
    expect(problems).toEqual([
      `${narration.name}: no 2xx answer`,
      `${combineOnce.name}: 1 × 500, 1 × no answer`,
      `${combineRepeated.name}: not run (no chunk was narrated)`,
      '(idle: nothing hammered): no health answer measured',
    ]);
  });
});
