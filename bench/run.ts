/**
 * `npm run bench`: the engine micro-benchmarks, the HTTP benchmark of the Product API, the
 * assistant's time to first and last byte (bench/ai-bench.ts), then the offline voice's narration
 * figures (bench/narration-bench.ts).
 * Figures are printed, never asserted (targets: each signed-in route at ≥ 0.6 of the bare route).
 */
import { runEngineBench } from '../packages/engine/bench/engine-bench.js';
import { runAiBench } from './ai-bench.js';
import { runHttpBench } from './http-bench.js';
import { runNarrationBench } from './narration-bench.js';

await runEngineBench();
console.log('');
await runHttpBench();
console.log('');
await runAiBench();
console.log('');
await runNarrationBench();
