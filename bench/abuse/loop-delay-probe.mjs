// Preloaded into the built server by `npm run bench:abuse` (node --import this-file dist/main.js), so the
// server's own code is unchanged: it samples the server's event-loop delay (perf_hooks, a 10 ms timer,
// the rate at which the bench polls /api/health) and answers the figures as JSON on 127.0.0.1 at
// LOOP_DELAY_PROBE_PORT. A request to /reset starts a new window. Nothing is done without that variable.
import { createServer } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const port = Number(process.env.LOOP_DELAY_PROBE_PORT ?? '');
// The server's own loop: a worker thread started with the process's execArgv would preload this file too.
if (isMainThread && Number.isInteger(port) && port > 0) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const ms = (nanoseconds) => nanoseconds / 1e6;
  const probe = createServer((request, response) => {
    const figures = {
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
      samples: histogram.count,
    };
    if (request.url === '/reset') histogram.reset();
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(figures));
  });
  probe.listen(port, '127.0.0.1');
  // The server decides when the process ends, as without the probe.
  probe.unref();
}
