/**
 * `npm run bench`: the engine micro-benchmarks, then the HTTP benchmark of the Product API.
 * Figures are printed, never asserted (targets: each signed-in route at ≥ 0.6 of the bare route).
 */
import { runEngineBench } from '../packages/engine/bench/engine-bench.js';
import { runHttpBench } from './http-bench.js';

await runEngineBench();
console.log('');
await runHttpBench();
