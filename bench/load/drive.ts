/**
 * Drives the visit (workload.ts) at a server with autocannon for a bounded time and records, per
 * route, every answer's status and latency, and the requests that timed out.
 */
import type { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import type { Lap, Step } from './workload.js';

/** The subset of autocannon's results used here (the package ships no types). */
interface CannonResult {
  requests: { total: number };
  duration: number;
  errors: number;
  timeouts: number;
}
/** A request of autocannon's `requests` list, with the visit's step it comes from. */
interface CannonRequest {
  method: string;
  path: string;
  /** null skips the request and ends the lap. */
  setupRequest: (request: Record<string, unknown>, lap: Lap) => Record<string, unknown> | null;
  onResponse: (status: number, body: string, lap: Lap) => void;
  step: Step;
}
type Instance = EventEmitter & PromiseLike<CannonResult>;
type Autocannon = (options: Record<string, unknown>) => Instance;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface RouteFigures {
  step: Step;
  /** Milliseconds, one per answer. */
  latencies: number[];
  /** Answers that were not 2xx, by status. */
  failures: Map<number, number>;
  /** Requests that got no answer: timed out (or their connection broke). */
  timeouts: number;
}

export interface DriveResult {
  routes: RouteFigures[];
  seconds: number;
  /** Socket errors and timeouts that could not be tied to a route. */
  unattributedErrors: number;
}

export interface DriveOptions {
  url: string;
  origin: string;
  /** Session cookies of the seeded users; each lap of the visit uses one at random. */
  cookies: readonly string[];
  visit: readonly Step[];
  connections: number;
  seconds: number;
  /** Stops each connection after this many visits, even before `seconds` are up (for short checks). */
  laps?: number;
  /** Per request; an answer slower than this counts as a timeout. */
  timeoutS?: number;
}

/** What a lap sends for `step`: a user's cookie (chosen at the visit's first step), the origin and the body. */
function outgoing(
  request: Record<string, unknown>,
  step: Step,
  firstStep: boolean,
  lap: Lap,
  options: DriveOptions,
): Record<string, unknown> {
  if (firstStep) lap.cookie = options.cookies[Math.floor(Math.random() * options.cookies.length)] ?? '';
  const body = step.body?.(lap);
  return {
    ...request,
    headers: {
      origin: options.origin,
      cookie: lap.cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
}

/** Starts autocannon on the visit's requests, for the options' time (or laps) and connections. */
function start(options: DriveOptions, requests: CannonRequest[]): Instance {
  return autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    ...(options.laps ? { maxConnectionRequests: options.laps * options.visit.length } : {}),
    timeout: options.timeoutS ?? 10,
    initialContext: { cookie: '' } satisfies Lap,
    requests,
  });
}

export async function drive(options: DriveOptions): Promise<DriveResult> {
  const figures = new Map<string, RouteFigures>(
    options.visit.map((step) => [step.route, { step, latencies: [], failures: new Map(), timeouts: 0 }]),
  );
  const figuresOf = (step: Step) => figures.get(step.route) as RouteFigures;
  // onResponse runs just before autocannon's 'response' event for the same answer, with no turn of
  // the event loop between: it says which route the latency belongs to.
  let answered: Step | undefined;
  // The request each lap is waiting for. A lap sending its next one while still waiting means that
  // one got no answer (autocannon moves on after a timeout or a broken connection).
  const waiting = new Map<Lap, Step>();
  let unanswered = 0;

  const requests: CannonRequest[] = options.visit.map((step, index) => ({
    method: step.method,
    path: step.path,
    step,
    setupRequest: (request, lap) => {
      const lost = waiting.get(lap);
      if (lost) {
        figuresOf(lost).timeouts += 1;
        unanswered += 1;
      }
      if (step.canSend && !step.canSend(lap)) {
        waiting.delete(lap);
        return null;
      }
      waiting.set(lap, step);
      return outgoing(request, step, index === 0, lap, options);
    },
    onResponse: (status, body, lap) => {
      waiting.delete(lap);
      answered = step;
      if (status >= 200 && status < 300) step.onAnswer?.(body, lap);
    },
  }));

  const instance = start(options, requests);
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (!answered) return;
    const route = figuresOf(answered);
    answered = undefined;
    route.latencies.push(ms);
    if (status < 200 || status >= 300) route.failures.set(status, (route.failures.get(status) ?? 0) + 1);
  });
  const result = await instance;
  return {
    routes: [...figures.values()],
    seconds: result.duration,
    // A lap's last request lost: its next lap is a new object, so it shows here.
    unattributedErrors: Math.max(0, result.errors - unanswered),
  };
}
