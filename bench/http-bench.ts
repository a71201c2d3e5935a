/**
 * HTTP benchmark of the Product API. The server (bench/http-bench-server.ts: the real app with helmet,
 * origin check, guards and zod validation, on a fresh in-memory PGlite, signed-up first user = premium)
 * runs in a child process; autocannon loads it from this one over 127.0.0.1. Each target gets a short
 * warm-up, then a fixed measured time; any non-2xx answer or socket error fails the run.
 *
 * (a), the baseline, is a bench-only POST route on the same app instance returning a constant small
 * JSON: it pays for the same hooks (helmet headers, origin check, JSON body parsing) but for no
 * session, engine or large body. (a') is the same route answering a yearly reading's JSON encoded
 * once: the cost of moving 15 kB, with none of the work. Ratios compare each target with (a), twice:
 * by requests/s, and by the server's CPU time per request, which is steadier when other work shares
 * the machine. (c) asks for one person's reading again and again (served from the route's reading
 * cache after the first); (c') for 5,000 people at random, more than the cache holds, so most
 * requests compute and serialise a new reading. (e) and (e') repeat (c) and (c') on a bench-only copy of
 * the route whose responses Fastify's own serializer writes (fast-json-stringify from the zod schema's
 * JSON Schema), the alternative weighed in docs/decisions/009-serializer.md.
 *
 * Run alone: node --conditions=source --import tsx bench/http-bench.ts
 */
import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { BenchServerReady } from './http-bench-server.js';

/** The subset of autocannon's results used here (the package ships no types). */
interface CannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<CannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface HttpFigure {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Server CPU time (user + system) per request. */
  cpuMicrosPerRequest: number;
  bytesPerResponse: number;
  /** Requests/s relative to the baseline (a). */
  ratio: number | null;
  /** Baseline CPU per request relative to this target's. */
  cpuRatio: number | null;
}

export interface HttpBenchOptions {
  /** Seconds measured per target (after the warm-up). */
  durationS?: number;
  /** Seconds of load before each measured run; 0 skips it. */
  warmUpS?: number;
  connections?: number;
}

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Several bodies, one picked at random for each request. */
  bodies?: unknown[];
  signedIn: boolean;
  /** Served by the empty Fastify instead of the app. */
  empty?: boolean;
  /** Compared with the baseline. */
  compared: boolean;
}

const PERSON = { birthdate: '02/28/1990', age: 34 };

/** 5,000 different people and ages (never Dec 31), far more than the server remembers readings for. */
function manyPeople(): unknown[] {
  return Array.from({ length: 5_000 }, (_, i) => ({
    birthdate: `${(i % 12) + 1}/${(i % 28) + 1}/${1920 + (i % 90)}`,
    age: (i * 7) % 121,
  }));
}

const BASELINE = '(a) bare POST route, constant JSON, same app';
const TARGETS: Target[] = [
  {
    name: '(ref) empty Fastify, same options, same route',
    method: 'POST',
    path: '/bench/bare',
    body: PERSON,
    signedIn: false,
    empty: true,
    compared: false,
  },
  { name: BASELINE, method: 'POST', path: '/bench/bare', body: PERSON, signedIn: false, compared: false },
  {
    name: "(a') same as (a), answering a yearly reading's JSON encoded once",
    method: 'POST',
    path: '/bench/bare-reading',
    body: PERSON,
    signedIn: false,
    compared: true,
  },
  {
    name: '(b) GET /api/todays-card, signed in',
    method: 'GET',
    path: '/api/todays-card',
    signedIn: true,
    compared: true,
  },
  {
    name: '(c) POST /api/card-reading, signed in, one person',
    method: 'POST',
    path: '/api/card-reading',
    body: PERSON,
    signedIn: true,
    compared: true,
  },
  {
    name: "(c') POST /api/card-reading, signed in, 5,000 people at random",
    method: 'POST',
    path: '/api/card-reading',
    bodies: manyPeople(),
    signedIn: true,
    compared: true,
  },
  {
    name: '(d) GET /api/card-relationships, signed in',
    method: 'GET',
    path: '/api/card-relationships',
    signedIn: true,
    compared: true,
  },
  {
    name: "(e) as (c), Fastify's own serializer (fast-json-stringify)",
    method: 'POST',
    path: '/bench/schema-serialized/card-reading',
    body: PERSON,
    signedIn: true,
    compared: true,
  },
  {
    name: "(e') as (c'), Fastify's own serializer (fast-json-stringify)",
    method: 'POST',
    path: '/bench/schema-serialized/card-reading',
    bodies: manyPeople(),
    signedIn: true,
    compared: true,
  },
];

function headersFor(target: Target, cookie: string): Record<string, string> {
  return {
    ...(target.signedIn ? { cookie } : {}),
    ...(target.method === 'POST' ? { 'content-type': 'application/json' } : {}),
  };
}

function fire(base: string, target: Target, cookie: string, durationS: number, connections: number) {
  const headers = headersFor(target, cookie);
  return autocannon({
    url: `${base}${target.path}`,
    method: target.method,
    headers,
    ...(target.body !== undefined ? { body: JSON.stringify(target.body) } : {}),
    ...(target.bodies ? { requests: [{ setupRequest: randomBody(target.bodies) }] } : {}),
    connections,
    duration: durationS,
    timeout: 10,
  });
}

/** autocannon's per-request hook: the same request with a body drawn at random. */
function randomBody(bodies: unknown[]) {
  const texts = bodies.map((body) => JSON.stringify(body));
  return (request: Record<string, unknown>) => ({
    ...request,
    body: texts[Math.floor(Math.random() * texts.length)],
  });
}

/** One request first: it must answer 200, and gives the response size. */
async function probe(base: string, target: Target, cookie: string): Promise<number> {
  const body = target.bodies?.[0] ?? target.body;
  const response = await fetch(`${base}${target.path}`, {
    method: target.method,
    headers: headersFor(target, cookie),
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const bytes = (await response.arrayBuffer()).byteLength;
  if (response.status !== 200) throw new Error(`${target.name}: status ${response.status}`);
  return bytes;
}

async function startServer(): Promise<{ child: ChildProcess; ready: BenchServerReady }> {
  const child = fork(fileURLToPath(new URL('./http-bench-server.ts', import.meta.url)), {
    execArgv: ['--conditions=source', '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [ready] = (await Promise.race([
    once(child, 'message'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`bench server exited with ${code}`);
    }),
  ])) as [BenchServerReady];
  return { child, ready };
}

async function serverCpuMicros(child: ChildProcess): Promise<number> {
  child.send({ type: 'cpu' });
  const [reply] = (await once(child, 'message')) as [{ type: 'cpu'; micros: number }];
  return reply.micros;
}

export async function runHttpBench(options: HttpBenchOptions = {}): Promise<HttpFigure[]> {
  const durationS = options.durationS ?? 5;
  const warmUpS = options.warmUpS ?? 2;
  const connections = options.connections ?? 10;
  const { child, ready } = await startServer();
  try {
    const figures: HttpFigure[] = [];
    let baseline: HttpFigure | undefined;
    for (const target of TARGETS) {
      const base = target.empty ? ready.emptyUrl : ready.url;
      const bytes = await probe(base, target, ready.cookie);
      if (warmUpS > 0) await fire(base, target, ready.cookie, warmUpS, connections);
      const cpuBefore = await serverCpuMicros(child);
      const result = await fire(base, target, ready.cookie, durationS, connections);
      const cpu = (await serverCpuMicros(child)) - cpuBefore;
      if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
        throw new Error(
          `${target.name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
        );
      }
      const figure: HttpFigure = {
        name: target.name,
        requestsPerSecond: result.requests.average,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        cpuMicrosPerRequest: cpu / Math.max(1, result.requests.total),
        bytesPerResponse: bytes,
        ratio: null,
        cpuRatio: null,
      };
      if (target.name === BASELINE) baseline = figure;
      if (target.compared && baseline) {
        figure.ratio = figure.requestsPerSecond / baseline.requestsPerSecond;
        figure.cpuRatio = baseline.cpuMicrosPerRequest / figure.cpuMicrosPerRequest;
      }
      figures.push(figure);
    }
    printTable(figures, { durationS, connections });
    return figures;
  } finally {
    child.send({ type: 'stop' });
    await once(child, 'exit');
  }
}

function printTable(
  figures: HttpFigure[],
  { durationS, connections }: { durationS: number; connections: number },
) {
  const width = Math.max(...figures.map((f) => f.name.length));
  const columns = [
    ['req/s', 8],
    ['p50 ms', 7],
    ['p99 ms', 7],
    ['CPU µs/req', 10],
    ['bytes', 7],
    ['ratio', 6],
    ['CPU ratio', 9],
  ] as const;
  console.log(
    `HTTP (server in a child process; autocannon, ${connections} connections, ${durationS} s per target, 127.0.0.1)`,
  );
  console.log(`  ${'target'.padEnd(width)}  ${columns.map(([title, w]) => title.padStart(w)).join('  ')}`);
  for (const f of figures) {
    const cells = [
      Math.round(f.requestsPerSecond).toLocaleString('en-US'),
      f.p50Ms.toFixed(1),
      f.p99Ms.toFixed(1),
      f.cpuMicrosPerRequest.toFixed(0),
      f.bytesPerResponse.toLocaleString('en-US'),
      f.ratio === null ? '' : f.ratio.toFixed(2),
      f.cpuRatio === null ? '' : f.cpuRatio.toFixed(2),
    ];
    console.log(
      `  ${f.name.padEnd(width)}  ${cells.map((cell, i) => cell.padStart(columns[i]?.[1] ?? 0)).join('  ')}`,
    );
  }
  console.log(
    '  ratio: req/s of the target / req/s of (a); CPU ratio: CPU per request of (a) / of the target.',
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await runHttpBench();
}
