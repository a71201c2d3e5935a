// A worker thread of `npm run bench:abuse` (plain JavaScript: a worker does not get the TypeScript
// loader). It asks GET /api/health again and again, ~intervalMs after each answer, and keeps how long
// each took: what another reader of a busy server waits. In its own thread so that the bench's main
// thread, busy reading the hammered route's answers, never delays a measurement. Posts 'ready' once
// a first answer (not counted: it opens the connection) has come, stops on any message, and posts back
// { latencies: ms[], failures } (failures: answers not 200, or none within timeoutMs).
import { parentPort, workerData } from 'node:worker_threads';

const { url, intervalMs, timeoutMs } = workerData;
let stopping = false;
parentPort?.once('message', () => {
  stopping = true;
});

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const figures = { latencies: [], failures: 0 };
await fetch(url).then((response) => response.arrayBuffer());
parentPort?.postMessage('ready');
while (!stopping) {
  const start = performance.now();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    if (response.status === 200) figures.latencies.push(performance.now() - start);
    else figures.failures += 1;
  } catch {
    figures.failures += 1;
  }
  await pause(intervalMs);
}
parentPort?.postMessage(figures);
