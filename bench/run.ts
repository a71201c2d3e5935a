/**
 * `npm run bench`: the engine micro-benchmarks, the HTTP benchmark of the Product API, the
 * assistant's time to first and last byte (bench/ai-bench.ts), the offline voice's narration
 * figures (bench/narration-bench.ts), the journal at 5,000 entries (bench/journal-bench.ts) and sign-up's time
 * for a new and an existing address (bench/sign-up-timing.ts).
 * Figures are printed, never asserted (targets: each signed-in route at ≥ 0.6 of the bare route).
 *
 * `npm run bench -- --smoke` (or BENCH_SMOKE=1): every benchmark for a moment — these six, then
 * `npm run bench:abuse` and `npm run load` in their smoke modes (both start the built server) and 50 daily-card
 * reminders (`npm run bench:reminders` sends 10,000) — so a
 * benchmark the code has left behind fails CI (.ci/run) in seconds, not minutes. A smoke run checks
 * that each part runs and its requests are answered as it expects; its figures mean little.
 */
import { runEngineBench } from '../packages/engine/bench/engine-bench.js';
import { runAbuseBench } from './abuse.js';
import { runAiBench } from './ai-bench.js';
import { runHttpBench } from './http-bench.js';
import { runJournalBench } from './journal-bench.js';
import { runLoadBench } from './load.js';
import { runNarrationBench } from './narration-bench.js';
import { printRemindersFigures, runRemindersBench } from './reminders-bench.js';
import { runSignUpTimingBench } from './sign-up-timing.js';
import { isSmoke } from './smoke.js';

const smoke = isSmoke();
const section = () => console.log('');

await runEngineBench({ smoke });
section();
await runHttpBench(smoke ? { durationS: 1, warmUpS: 0, connections: 2 } : {});
section();
await runAiBench(smoke ? { runs: 1 } : {});
section();
await runNarrationBench({ smoke });
section();
await runJournalBench({ smoke });
section();
await runSignUpTimingBench({ smoke });
if (smoke) {
  section();
  await runAbuseBench({ smoke });
  section();
  await runLoadBench({ smoke });
  section();
  // 10,000 reminders take minutes: `npm run bench:reminders` prints those figures; the smoke sends 50.
  const reminders = await runRemindersBench(50);
  printRemindersFigures(reminders);
  if (reminders.sent !== reminders.reminders)
    throw new Error('the reminders benchmark sent fewer reminders than were due');
}
