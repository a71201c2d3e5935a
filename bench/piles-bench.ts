// What one account's piles cost (docs/decisions/031-account-piles.md): the calendar feed at the people cap
// (the render, the longest hold of the event loop; its ETag is now a digest the database computes, measured by
// `npm run bench:abuse`), "in your cards" over every person. Figures printed, never asserted. Run: node --conditions=source --import tsx bench/piles-bench.ts
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PEOPLE_MAX } from '@cardology/contract/account-piles';
import { inYourCards } from '@cardology/engine/connections/index';
import type { CivilDate } from '@cardology/engine/dates';
import { type CalendarSource, renderCalendarOf } from '../packages/server/src/services/calendar.js';

const TODAY = { year: 2026, month: 11, day: 26 } as CivilDate;

/** PEOPLE_MAX people with birthdates spread over the year and over ages 1..90, no Joker. */
const people = Array.from({ length: PEOPLE_MAX }, (_, i) => ({
  ref: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  name: `Person${i} Surname`,
  birthdate: { year: 1936 + (i % 90), month: 1 + (i % 12), day: 1 + (i % 28) } as CivilDate,
}));
const me = { ref: 'me', name: 'Me', birthdate: { year: 1980, month: 6, day: 15 } as CivilDate };
const source: CalendarSource = { ownerId: 'owner', includePeople: true, own: me, people };

async function timed<T>(label: string, runs: number, work: () => T | Promise<T>): Promise<T> {
  let result = await work(); // warm-up
  const started = process.hrtime.bigint();
  for (let i = 0; i < runs; i++) result = await work();
  const ms = Number(process.hrtime.bigint() - started) / 1e6 / runs;
  console.log(`${label}: ${ms.toFixed(1)} ms per run (${runs} runs)`);
  return result;
}

/** The event loop's delay while `work` runs: its p99 and max, in ms. */
async function loopDelayDuring(work: () => Promise<unknown>): Promise<string> {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  await work();
  delay.disable();
  return `p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms, max ${(delay.max / 1e6).toFixed(1)} ms`;
}

console.log(
  `event loop delay, idle for 2 s (the machine's own noise): ${await loopDelayDuring(() => new Promise((r) => setTimeout(r, 2000)))}`,
);
const ics = await timed(`render the feed of ${PEOPLE_MAX} people`, 3, () =>
  renderCalendarOf(source, TODAY, new Date()),
);
const rendering = await loopDelayDuring(() => renderCalendarOf(source, TODAY, new Date()));
console.log(`  event loop delay while rendering: ${rendering}`);
const events = (ics.match(/BEGIN:VEVENT/g) ?? []).length;
console.log(`  feed size: ${(Buffer.byteLength(ics) / 1e6).toFixed(2)} MB, ${events} events`);

await timed(`in your cards over ${PEOPLE_MAX} people`, 5, () => inYourCards(me, people, TODAY));
