import { TEXT_NOT_STORABLE } from '@cardology/contract/clean-text';
import { READER_DATE_HEADER } from '@cardology/contract/reader-date';
import { hashPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { account, profiles, user as userTable } from '../src/db/schema.js';
import { makePremium, type Roles } from './helpers/accounts.js';
import { ORIGIN, PASSWORD, signIn } from './helpers/app.js';
import { testDatabaseKind } from './helpers/database.js';
import { EDGE_READER_DATES } from './helpers/edge-dates.js';
import {
  type HostileBody,
  hostileBody,
  hostileQuery,
  hostileSegment,
  mutatedBody,
  mutatedQuery,
} from './helpers/hostile-input.js';
import { badTextRequests, LONE_SURROGATES, nulRequests } from './helpers/nul-requests.js';
import { type OwnedRows, signUpRolesWithRows } from './helpers/owned-rows.js';
import {
  type CatalogRoute,
  fillPath,
  pathParams,
  routeCatalog,
  routeKey,
  splitUrl,
} from './helpers/route-catalog.js';
import { RECIPES } from './helpers/route-recipes.js';
import { watchedTableDigest } from './helpers/table-digest.js';
import { useTestApp } from './helpers/test-app.js';
import { instantVoice, memoryStorage } from './narration/fakes.js';

// Random and hostile requests at every route the app registers (docs/api.md "How access is tested"), as
// nobody, a plain user, a premium user and the admin: no answer may be a 5xx, every refusal says why in
// `{ error }`, and a batch of refused requests leaves every table as it was.

/**
 * Requests per route, spread over the four callers: 200 by default (about 12,000 requests), what `npm test` runs,
 * since the full fuzz was a fifth of the unit run's time (docs/decisions/053-test-time.md). `.ci/run` keeps the
 * hardening issue's 1,000 (about 60,000 requests, a few minutes on two cores) with FUZZ_RUNS=1000 on its first
 * pass (PGlite) and 200 on its second (Node 24, PostgreSQL); FUZZ_RUNS sets any other count (docs/api.md
 * "How access is tested").
 */
const RUNS = fuzzRuns(process.env.FUZZ_RUNS, 200);
/** Requests between two database digests. */
const BATCH = 10;
/** Counters that change on refused requests by design (better-auth's sign-in limit, the API limit). */
const COUNTER_TABLES = ['rate_limit', 'rate_counters'];

/**
 * FUZZ_REPLAY="POST /api/auth/reset-password=-936928989" replays a failure a run printed: that route's
 * batches come from the printed seed (the other routes as usual).
 */
function replaySeed(route: CatalogRoute): { seed?: number } {
  const [key, seed] = (process.env.FUZZ_REPLAY ?? '').split('=');
  return key === routeKey(route) && seed !== undefined ? { seed: Number(seed) } : {};
}

function fuzzRuns(setting: string | undefined, fallback: number): number {
  if (setting === undefined || setting === '') return fallback;
  const runs = Number(setting);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`FUZZ_RUNS must be a whole number above 0, not "${setting}"`);
  return runs;
}

type Caller = 'anonymous' | 'plain' | 'premium' | 'admin';
/** `readerDate`: a Reader-Date header at the ends of the calendar or past them, on some requests. */
type FuzzRequest = {
  caller: Caller;
  path: string;
  query: string;
  body: HostileBody;
  readerDate?: string | null;
};

let catalog: CatalogRoute[];
let roles: Roles;
const cookies = new Map<Caller, string>();
const audio = memoryStorage();
/** The premium caller's rows and another user's. */
let own: OwnedRows;
let other: OwnedRows;
let ids: string[];
/** The tables' digest, computed again only after a write (helpers/table-digest.ts says why that detects the same). */
let tables: Awaited<ReturnType<typeof watchedTableDigest>>;

/** The share routes are fuzzed for their input, not their pictures: "drawing" one costs nothing. */
const pngSignature = async () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const suite = useTestApp({
  voice: instantVoice(),
  audioStorage: audio.storage,
  shareRender: pngSignature,
  // The assistant's hourly limits stay reachable: a 429 is an answer too. The per-account sign-in
  // lockout does not: fuzzed wrong passwords would lock the suite's own callers out of signing in again
  // after a fuzzed sign-out (test/sign-in-limits.test.ts tests the lockout).
  env: { AI_READINGS_PER_HOUR: '30', AI_CHAT_PER_HOUR: '30', SIGN_IN_ACCOUNT_MAX_FAILURES: '1000000' },
});

beforeAll(async () => {
  catalog = await routeCatalog(suite.app);
  ({ roles, own, other } = await signUpRolesWithRows(suite.app, suite.db));
  ids = [own, other].flatMap((rows) => [
    rows.user.id,
    rows.connectionId,
    rows.aiSessionId,
    rows.savedReadingId,
    rows.audioFile,
    rows.creditRequestId,
    rows.calendarFeedFile,
    rows.journalEntryId,
  ]);
  await signInAll();
  tables = await watchedTableDigest(suite.db, COUNTER_TABLES);
}, 120_000);

const callers = () => ({ plain: roles.plain, premium: roles.premium, admin: roles.admin });

/** Fresh sessions for the three signed-in callers. */
async function signInAll(): Promise<void> {
  for (const [caller, user] of Object.entries(callers())) {
    cookies.set(caller as Caller, await signIn(suite.app, { email: user.email }));
  }
}

/**
 * A fuzzed sign-out, revoke, password change or suspension may have ended a caller's session: sign in
 * again then (lifting the suspension first).
 * A fuzzed change-password whose new password is valid really changes it (the current one was right):
 * put the suite's password back first, so later batches still sign in.
 */
async function restoreEndedSessions(): Promise<void> {
  for (const [caller, user] of Object.entries(callers())) {
    const cookie = cookies.get(caller as Caller);
    const current = await suite.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: cookie ? { cookie } : {},
    });
    if (current.json() !== null) continue;
    // A fuzzed suspension (PUT /api/admin/users/:id/suspension) may have ended it: lift that first.
    await suite.db
      .update(userTable)
      .set({ banned: false, banReason: null, banExpires: null })
      .where(eq(userTable.id, user.id));
    await suite.db
      .update(account)
      .set({ password: await hashPassword(PASSWORD) })
      .where(and(eq(account.userId, user.id), eq(account.providerId, 'credential')));
    cookies.set(caller as Caller, await signIn(suite.app, { email: user.email }));
  }
}

/**
 * Batches of requests for one route, either all built from hostile parts, or all its valid request
 * (helpers/route-recipes.ts, on the premium user's rows or another user's) taken apart field by field.
 * The hostile batches are mostly refused outright, so their digests are compared more often.
 */
function batchFor(route: CatalogRoute): fc.Arbitrary<FuzzRequest[]> {
  const recipe = RECIPES[routeKey(route)];
  // Taken apart, DELETE /api/me's valid request (the right password) would delete the callers' accounts,
  // and every route after it would be fuzzed as nobody: it gets hostile requests only.
  const examples = recipe && !recipe.deletesAccount ? [recipe.call(own, other), recipe.call(other, own)] : [];
  const params = pathParams(route.url);
  const hostilePath =
    params.length === 0
      ? fc.constant(route.url)
      : fc
          .tuple(...params.map(() => hostileSegment(ids)))
          .map((values) =>
            fillPath(route.url, Object.fromEntries(params.map((name, i) => [name, values[i] ?? '']))),
          );
  // A quarter of the requests: the header refused would stop most of them before the rest of the input.
  const readerDate = fc.oneof(
    { weight: 3, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.constantFrom(...EDGE_READER_DATES) },
  );
  const hostile = fc.record({
    caller: fc.constantFrom<Caller>('anonymous', 'plain', 'premium', 'admin'),
    path: hostilePath,
    query: hostileQuery(ids),
    body: route.method === 'GET' ? fc.constant({}) : hostileBody(ids),
    readerDate,
  });
  const batchOf = (request: fc.Arbitrary<FuzzRequest>) =>
    fc.array(request, { minLength: BATCH, maxLength: BATCH });
  const example = examples[0];
  if (!example) return batchOf(hostile);
  const taken = fc.record({
    caller: fc.constantFrom<Caller>('anonymous', 'plain', 'premium', 'admin'),
    path: fc.oneof(hostilePath, fc.constantFrom(...examples.map((one) => splitUrl(one.url).path))),
    query: mutatedQuery(splitUrl(example.url).query, ids),
    body: route.method === 'GET' ? fc.constant({}) : mutatedBody(example.body, ids),
    readerDate,
  });
  return fc.oneof(batchOf(hostile), batchOf(taken));
}

function send(route: CatalogRoute, request: FuzzRequest): Promise<LightMyRequestResponse> {
  const cookie = cookies.get(request.caller);
  return suite.app.inject({
    method: route.method,
    url: `${request.path}${request.query}`,
    headers: {
      origin: ORIGIN,
      ...(cookie ? { cookie } : {}),
      ...(request.body.contentType ? { 'content-type': request.body.contentType } : {}),
      ...(request.readerDate ? { [READER_DATE_HEADER]: request.readerDate } : {}),
    },
    ...(request.body.text === undefined ? {} : { payload: request.body.text }),
  });
}

/**
 * What a refusal says: the JSON `error` (better-auth's carry their code and message too), or, for a route that
 * answers a page of its own (the unsubscribe link's kind page, decision 008), the page's heading.
 */
function refusalWords(response: LightMyRequestResponse): string | null {
  if (String(response.headers['content-type'] ?? '').startsWith('text/html'))
    return /<h1>([^<]+)<\/h1>/.exec(response.body)?.[1] ?? null;
  try {
    const error = (response.json() as { error?: unknown } | null)?.error;
    return typeof error === 'string' ? error : null;
  } catch {
    return null;
  }
}

/** A 400 answered by a route's own page (its body is a form the page never reads as text). */
const isKindPageRefusal = (response: LightMyRequestResponse) =>
  response.statusCode === 400 && String(response.headers['content-type'] ?? '').startsWith('text/html');

/** A refusal must say why, in words: never a 5xx, never a refusal without words. */
function refusalProblem(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
  if (response.statusCode < 400) return null;
  const words = refusalWords(response);
  return words && words.trim() !== '' ? null : `no words in the refusal: ${response.body.slice(0, 300)}`;
}

const digest = () => tables.digest();
/** Batches wholly refused, whose digests were compared (printed, to show the check ran). */
let comparedBatches = 0;

const storedAudio = () => [...audio.files.keys()].sort().join('\n');

/**
 * One batch: every request answered below 500 with a reason for each refusal; when all were refused,
 * the tables and the stored audio are as they were before it.
 */
async function batchHolds(route: CatalogRoute, batch: readonly FuzzRequest[]): Promise<void> {
  const tablesBefore = await digest();
  const audioBefore = storedAudio();
  let allRefused = true;
  for (const request of batch) {
    const response = await send(route, request);
    const problem = refusalProblem(response);
    if (problem)
      throw new Error(
        `${route.method} ${request.path}${request.query} as ${request.caller}` +
          (request.readerDate ? ` (Reader-Date ${request.readerDate})` : '') +
          ` with body ${JSON.stringify(request.body.text?.slice(0, 300) ?? null)}: ${problem}`,
      );
    if (response.statusCode < 400) allRefused = false;
  }
  if (!allRefused) return;
  const tablesAfter = await digest();
  expect(tablesAfter, `${routeKey(route)}: refused requests changed a table`).toEqual(tablesBefore);
  comparedBatches += 1;
  expect(storedAudio(), `${routeKey(route)}: refused requests changed the stored audio`).toBe(audioBefore);
}

describe(`every route under random and hostile input on ${testDatabaseKind}`, () => {
  // Through the write counter too: had the update not bumped it, the kept digest would have come back unchanged.
  it('notices one changed field in any table (the digest the batches are checked with)', async () => {
    const before = await digest();
    await makePremium(suite.db, roles.plain.id);
    const after = await digest();
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(
      Object.entries(after)
        .filter(([table, value]) => before[table] !== value)
        .map(([table]) => table),
    ).toEqual(['profiles']);
    // Plain again for the fuzz (the row's updated_at keeps the change, which the digest rightly sees).
    await suite.db.update(profiles).set({ isPremium: false }).where(eq(profiles.id, roles.plain.id));
  });

  it(
    `answers no 5xx and changes nothing when refusing, ${RUNS} requests per route`,
    async () => {
      const failures: string[] = [];
      const took: [string, number][] = [];
      const started = Date.now();
      for (const route of catalog) {
        const routeStarted = Date.now();
        const property = fc.asyncProperty(batchFor(route), (batch) => batchHolds(route, batch));
        const result = await fc.check(property, {
          numRuns: Math.ceil(RUNS / BATCH),
          endOnFailure: true,
          ...replaySeed(route),
        });
        if (result.failed) {
          const failure = `${routeKey(route)} (seed ${result.seed}): ${String(result.errorInstance)}`;
          // At once as well, so a long run that is stopped still shows what it found.
          console.error(`route fuzz: ${failure}`);
          failures.push(failure);
        }
        if (route.url.startsWith('/api/auth/') || RECIPES[routeKey(route)]?.suspendsAccount)
          await restoreEndedSessions();
        took.push([routeKey(route), Date.now() - routeStarted]);
      }
      const slowest = took.sort((a, b) => b[1] - a[1]).slice(0, 5);
      console.info(
        `route fuzz: ${catalog.length} routes × ${Math.ceil(RUNS / BATCH) * BATCH} requests in ${Date.now() - started} ms;`,
        `${comparedBatches} wholly refused batches left every table as it was (${tables.computed()} digests computed);`,
        `slowest: ${slowest.map(([key, ms]) => `${key} ${ms} ms`).join(', ')}`,
      );
      expect(failures).toEqual([]);
      // Every caller can still sign in: no fuzzed request deleted an account, so no route was fuzzed as nobody.
      await restoreEndedSessions();
      // Nothing in any body reached the prototype every object shares.
      expect(Object.keys(Object.prototype)).toEqual([]);
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    },
    120_000 + RUNS * 2_000,
  );

  it('answers a NUL byte in any one place of any route as bad input, never a 5xx', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const route of catalog) {
      const recipe = RECIPES[routeKey(route)];
      // The valid request would delete the caller's account; without it every request is refused.
      const valid = recipe?.deletesAccount ? undefined : recipe?.call(own, other);
      const caller: Caller = route.access === 'admin' ? 'admin' : 'premium';
      for (const request of nulRequests(route, valid, { onlyOwnFields: recipe?.endsSession })) {
        const problem = refusalProblem(await send(route, { caller, ...request }));
        if (problem) failures.push(`${routeKey(route)} with a NUL in ${request.where}: ${problem}`);
        sent += 1;
        if (recipe?.endsSession) await restoreEndedSessions();
      }
      if (route.url.startsWith('/api/auth/') || recipe?.suspendsAccount) await restoreEndedSessions();
    }
    console.info(`NUL sweep: ${sent} requests over ${catalog.length} routes`);
    expect(failures).toEqual([]);
  }, 600_000);

  it('refuses a lone surrogate in any one body field of any route with a 400 in words, never a 5xx', async () => {
    const failures: string[] = [];
    let sent = 0;
    // A fuzzed admin request (PUT /api/admin/users/<the premium caller>/premium, its body mutated to false)
    // may have taken the premium caller's premium away, and premium routes would answer 403 before the
    // body is read; this sweep is about the body.
    await makePremium(suite.db, roles.premium.id);
    for (const route of catalog) {
      const recipe = RECIPES[routeKey(route)];
      const valid = recipe?.deletesAccount ? undefined : recipe?.call(own, other);
      const caller: Caller = route.access === 'admin' ? 'admin' : 'premium';
      for (const bad of LONE_SURROGATES) {
        for (const request of badTextRequests(route, valid, bad, { onlyOwnFields: recipe?.endsSession })) {
          const response = await send(route, { caller, ...request });
          const where = `${routeKey(route)} with ${JSON.stringify(bad.text)} in ${request.where}`;
          // In a body it is refused before the route runs; in a path or a query it is only bytes.
          const refusedAsText =
            !request.where.startsWith('body') ||
            (response.statusCode === 400 && refusalWords(response) === TEXT_NOT_STORABLE) ||
            isKindPageRefusal(response);
          if (!refusedAsText)
            failures.push(`${where}: answered ${response.statusCode} ${response.body.slice(0, 200)}`);
          const problem = refusalProblem(response);
          if (problem) failures.push(`${where}: ${problem}`);
          sent += 1;
          if (recipe?.endsSession && response.statusCode < 400) await restoreEndedSessions();
        }
      }
      if (route.url.startsWith('/api/auth/')) await restoreEndedSessions();
    }
    console.info(`lone surrogate sweep: ${sent} requests over ${catalog.length} routes`);
    expect(failures).toEqual([]);
  }, 600_000);
});
