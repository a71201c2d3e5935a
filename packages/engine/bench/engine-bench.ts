/**
 * Engine micro-benchmarks: how many full readings per second one core produces, texts included (by
 * reference, as the readings return them). Run alone with
 *   node --conditions=source --import tsx packages/engine/bench/engine-bench.ts
 * or through the root `npm run bench`, which calls runEngineBench().
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { CivilDate } from '../src/dates.js';
import { addDays, fromEpochDay } from '../src/dates.js';
import { buildGlossary } from '../src/glossary.js';
import { sevenWeekReading } from '../src/readings/seven-week.js';
import { sevenYearReading } from '../src/readings/seven-year.js';
import { weeklyReading } from '../src/readings/weekly.js';
import { yearlyReading } from '../src/readings/yearly.js';
import { todaysCard } from '../src/todays-card.js';

export interface BenchFigure {
  value: number;
  unit: 'ops/s' | 'ms';
}

/** About a second per case, as five windows: the machine is shared, so the best window is reported. */
const FULL = { warmUpNs: 200_000_000n, windowNs: 200_000_000n, windows: 5 };
/** `npm run bench -- --smoke`: every case runs, for a moment (the figures mean little). */
const SMOKE = { warmUpNs: 10_000_000n, windowNs: 10_000_000n, windows: 1 };
type Timing = typeof FULL;
const BATCH = 4096;

export interface EngineBenchOptions {
  smoke?: boolean;
}

/**
 * Calls `run(i)` in batches for the timing's windows (five of ~200 ms, after a warm-up) and returns the calls per second
 * of the fastest window, the one least disturbed by other processes. Each call's result feeds a checksum
 * so the optimiser cannot drop the work.
 */
function opsPerSecond(timing: Timing, run: (i: number) => unknown): BenchFigure {
  let sink = 0;
  let i = 0;
  const window = (budget: bigint): number => {
    const start = process.hrtime.bigint();
    let calls = 0;
    let elapsed = 0n;
    while (elapsed < budget) {
      for (let b = 0; b < BATCH; b++) sink += run(i++) === undefined ? 0 : 1;
      calls += BATCH;
      elapsed = process.hrtime.bigint() - start;
    }
    return (calls * 1e9) / Number(elapsed);
  };
  window(timing.warmUpNs);
  let best = 0;
  for (let w = 0; w < timing.windows; w++) best = Math.max(best, window(timing.windowNs));
  if (sink === 0) throw new Error('benchmark produced nothing');
  return { value: Math.round(best), unit: 'ops/s' };
}

/** 4,096 varied people (birthdates 1920..2019, never Dec 31), ages and target dates, cycled through. */
function inputs() {
  const people: { birthdate: CivilDate; age: number; date: CivilDate }[] = [];
  let seed = 12345;
  const next = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % n;
  };
  while (people.length < BATCH) {
    const birthdate = fromEpochDay(-18_262 + next(36_500)); // 1920-01-01 + up to 100 years
    if (birthdate.month === 12 && birthdate.day === 31) continue;
    const age = next(100);
    people.push({ birthdate, age, date: addDays(birthdate, age * 365 + next(365)) });
  }
  return people;
}

/**
 * First glossary() call in a fresh Node process (same flags as this one, so tsx and the source condition
 * apply): module loading is excluded, and every lazily built table is still cold.
 */
async function coldGlossaryMillis(): Promise<BenchFigure> {
  const glossaryModule = new URL('../src/glossary.ts', import.meta.url).href;
  const code = `
    const { glossary } = await import(${JSON.stringify(glossaryModule)});
    const start = process.hrtime.bigint();
    const built = glossary();
    const ns = process.hrtime.bigint() - start;
    console.log(JSON.stringify({ ns: Number(ns), cards: Object.keys(built.cards).length }));`;
  const { stdout } = await promisify(execFile)(process.execPath, [
    ...process.execArgv,
    '--input-type=module',
    '--eval',
    code,
  ]);
  const { ns, cards } = JSON.parse(stdout) as { ns: number; cards: number };
  if (cards !== 52) throw new Error(`glossary had ${cards} cards`);
  return { value: ns / 1e6, unit: 'ms' };
}

function millis(run: () => unknown): BenchFigure {
  const start = process.hrtime.bigint();
  run();
  return { value: Number(process.hrtime.bigint() - start) / 1e6, unit: 'ms' };
}

export async function runEngineBench(options: EngineBenchOptions = {}): Promise<Record<string, BenchFigure>> {
  const timing = options.smoke ? SMOKE : FULL;
  const people = inputs();
  const person = (i: number) => people[i & (BATCH - 1)] as (typeof people)[number];
  const unwrap = <T>(result: { ok: true; value: T } | { ok: false; error: string }): T => {
    if (!result.ok) throw new Error(result.error);
    return result.value;
  };
  const figures: Record<string, BenchFigure> = {};
  figures['glossary build, cold (first call, fresh process)'] = await coldGlossaryMillis();
  figures['glossary build, warm caches (buildGlossary)'] = millis(buildGlossary);
  figures['yearly readings'] = opsPerSecond(timing, (i) => {
    const p = person(i);
    return unwrap(yearlyReading({ birthdate: p.birthdate, age: p.age })).yearly_spread;
  });
  figures['weekly readings'] = opsPerSecond(timing, (i) => {
    const p = person(i);
    return unwrap(weeklyReading({ birthdate: p.birthdate, date: p.date })).weekly_spread;
  });
  figures['7-week readings'] = opsPerSecond(timing, (i) => {
    const p = person(i);
    return unwrap(sevenWeekReading({ birthdate: p.birthdate, date: p.date })).seven_week_spread;
  });
  figures['7-year readings'] = opsPerSecond(timing, (i) => {
    const p = person(i);
    return unwrap(sevenYearReading({ birthdate: p.birthdate, date: p.date })).seven_year_spread;
  });
  figures["today's card"] = opsPerSecond(timing, (i) => todaysCard(person(i).date).life_spread);
  printTable(figures, timing);
  return figures;
}

function printTable(figures: Record<string, BenchFigure>, timing: Timing): void {
  const width = Math.max(...Object.keys(figures).map((name) => name.length));
  const windowMs = Number(timing.windowNs / 1_000_000n);
  console.log(
    `engine (one core, texts by reference; best of ${timing.windows} × ${windowMs} ms window${timing.windows > 1 ? 's' : ''})`,
  );
  for (const [name, { value, unit }] of Object.entries(figures)) {
    const shown = unit === 'ms' ? value.toFixed(2) : Math.round(value).toLocaleString('en-US');
    console.log(`  ${name.padEnd(width)}  ${shown.padStart(12)} ${unit}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await runEngineBench();
}
