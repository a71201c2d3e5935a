import { ACCESS_DENIED } from '@cardology/contract/auth';
import { READER_DATE_HEADER } from '@cardology/contract/reader-date';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { PREMIUM_REQUIRED } from '../src/auth/route-access.js';
import type { Roles } from './helpers/accounts.js';
import { buildTestApp, ORIGIN, signIn, signUp, type TestUser, uniqueEmail } from './helpers/app.js';
import { isEnglishCatalogText } from './helpers/catalogued-text.js';
import { call } from './helpers/credits.js';
import { testDatabaseKind } from './helpers/database.js';
import { dateVariants, EDGE_READER_DATES } from './helpers/edge-dates.js';
import { type OwnedRows, signUpRolesWithRows } from './helpers/owned-rows.js';
import type { RouteCall } from './helpers/route-call.js';
import { type CatalogRoute, routeCatalog, routeKey } from './helpers/route-catalog.js';
import { RECIPES, type Recipe } from './helpers/route-recipes.js';
import { rowsOfUser } from './helpers/table-digest.js';
import { useTestApp } from './helpers/test-app.js';
import { instantVoice, memoryStorage } from './narration/fakes.js';

// The authorization matrix (docs/api.md "How access is tested"): every route the app registers, read
// from the app itself, is called as nobody, as a plain user, as a premium user and as the admin, and
// every route that names a row is called by one user on another's row (recipes: helpers/route-recipes.ts).

let catalog: CatalogRoute[];
let roles: Roles;
/** A (the premium user) and B: two users with a row of every kind. */
let rowsA: OwnedRows;
let rowsB: OwnedRows;

const suite = useTestApp({
  voice: instantVoice(),
  audioStorage: memoryStorage().storage,
  // Access is what is tested here; share.test.ts looks at the pictures.
  shareRender: async () => new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
});

beforeAll(async () => {
  catalog = await routeCatalog(suite.app);
  ({ roles, own: rowsA, other: rowsB } = await signUpRolesWithRows(suite.app, suite.db));
}, 120_000);

function recipeOf(route: CatalogRoute): Recipe {
  const recipe = RECIPES[routeKey(route)];
  if (!recipe) throw new Error(`No recipe for ${routeKey(route)}`);
  return recipe;
}

/** The routes RECIPES has no way to call. */
const missingRecipes = (routes: readonly CatalogRoute[]) =>
  routes.map(routeKey).filter((key) => !(key in RECIPES));

function send(
  route: CatalogRoute,
  request: RouteCall,
  cookie: string | undefined,
): Promise<LightMyRequestResponse> {
  return call(suite.app, route.method, request.url, cookie, request.body);
}

/**
 * What is wrong with the answer to a date at the ends of the calendar or past them (issue 31): a 5xx; a date
 * past them let through; a refusal not in the contract's words.
 */
function dateAnswerProblem(response: LightMyRequestResponse, outside: boolean): string | null {
  const status = response.statusCode;
  if (status >= 500 || (outside && status !== 400))
    return `answered ${status}: ${response.body.slice(0, 200)}`;
  if (status < 400) return null;
  const error = (response.json() as { error?: unknown } | null)?.error;
  return typeof error === 'string' && isEnglishCatalogText(error)
    ? null
    : `refused without a catalogued message: ${response.body.slice(0, 200)}`;
}

/** New sessions for A and the admin: a test before may have ended theirs (sign-out, revoke-sessions). */
async function signInAgain(): Promise<{ reader: string; admin: string }> {
  return {
    reader: await signIn(suite.app, { email: rowsA.user.email }),
    admin: await signIn(suite.app, { email: roles.admin.email }),
  };
}

/** Routes that refuse callers below `level`. */
const routesAt =
  (...levels: CatalogRoute['access'][]) =>
  () =>
    catalog.filter((route) => levels.includes(route.access));

/** Every string by which one of B's rows could be recognised in an answer. */
function traceOf(rows: OwnedRows): string[] {
  return [
    rows.user.id,
    rows.user.email,
    rows.connectionId,
    rows.connectionName,
    rows.aiSessionId,
    rows.savedReadingId,
    rows.audioFile,
    rows.creditRequestId,
    rows.calendarFeedFile.replace(/\.ics$/, ''),
    rows.otherSessionToken,
    rows.journalEntryId,
    rows.journalText,
  ];
}

describe(`the authorization matrix on ${testDatabaseKind}`, () => {
  it('catalogues a route the moment it is registered, with its access', async () => {
    const grown = await buildTestApp(suite.db);
    grown.patch('/api/test/new/:id', { config: { access: 'premium' } }, async () => ({}));
    try {
      const added = (await routeCatalog(grown)).filter(
        (route) => !catalog.some((known) => routeKey(known) === routeKey(route)),
      );
      expect(added).toEqual([{ method: 'PATCH', url: '/api/test/new/:id', access: 'premium' }]);
      expect(missingRecipes(added)).toEqual(['PATCH /api/test/new/:id']);
    } finally {
      await grown.close();
    }
  });

  it('knows how to call every route the app registers, and nothing else', () => {
    const registered = catalog.map(routeKey).sort();
    const missing = missingRecipes(catalog);
    const stale = Object.keys(RECIPES).filter((key) => !registered.includes(key));
    expect(missing, 'Add a recipe to RECIPES in test/helpers/route-recipes.ts for each new route').toEqual(
      [],
    );
    expect(stale, 'These recipes name routes the app no longer registers: remove them').toEqual([]);
    // The catalogue comes from the running app: a sanity floor, so an empty catalogue cannot pass.
    expect(registered.length).toBeGreaterThanOrEqual(50);
  });

  it('answers 401 without a session on every user, premium and admin route', async () => {
    for (const route of routesAt('user', 'premium', 'admin')()) {
      const response = await send(route, recipeOf(route).call(rowsA, rowsB), undefined);
      expect(response.statusCode, routeKey(route)).toBe(401);
      expect(response.json(), routeKey(route)).toEqual(
        expect.objectContaining({ error: expect.any(String) }),
      );
    }
  });

  it('answers public and visitor routes without a session', async () => {
    for (const route of routesAt('public', 'visitor')()) {
      const response = await send(route, recipeOf(route).call(rowsA, rowsB), undefined);
      expect([401, 403], routeKey(route)).not.toContain(response.statusCode);
      expect(response.statusCode, routeKey(route)).toBeLessThan(500);
    }
  });

  it('answers 403 to a plain user on every premium route', async () => {
    for (const route of routesAt('premium')()) {
      const response = await send(route, recipeOf(route).call(rowsA, rowsB), roles.plain.cookie);
      expect({ route: routeKey(route), status: response.statusCode, body: response.json() }).toEqual({
        route: routeKey(route),
        status: 403,
        body: { error: PREMIUM_REQUIRED },
      });
    }
  });

  it('answers 403 to a plain and a premium user on every admin route', async () => {
    for (const caller of [roles.plain, roles.premium]) {
      for (const route of routesAt('admin')()) {
        const response = await send(route, recipeOf(route).call(rowsA, rowsB), caller.cookie);
        expect({ route: routeKey(route), status: response.statusCode, body: response.json() }).toEqual({
          route: routeKey(route),
          status: 403,
          body: { error: ACCESS_DENIED },
        });
      }
    }
  });

  it("answers 404 to A on each of B's rows, and B's rows stay as they were", async () => {
    const owned = catalog.filter((route) => recipeOf(route).owned);
    expect(owned.map(routeKey)).toEqual(
      expect.arrayContaining(['GET /api/ai/sessions/:id', 'GET /api/audio/:file']),
    );
    const before = await rowsOfUser(suite.db, rowsB.user.id);
    for (const route of owned) {
      // B's row, asked for with A's session.
      const response = await send(route, recipeOf(route).call(rowsB, rowsA), rowsA.user.cookie);
      expect(response.statusCode, `${routeKey(route)}: ${response.body}`).toBe(404);
    }
    expect(await rowsOfUser(suite.db, rowsB.user.id)).toEqual(before);
  });

  it("cannot end B's session from A's", async () => {
    const before = await rowsOfUser(suite.db, rowsB.user.id);
    const route = { method: 'POST', url: '/api/auth/revoke-session', access: 'user' } as const;
    const response = await send(
      route,
      { url: route.url, body: { token: rowsB.otherSessionToken } },
      rowsA.user.cookie,
    );
    expect(response.statusCode).toBeLessThan(500);
    expect(await rowsOfUser(suite.db, rowsB.user.id)).toEqual(before);
  });

  it("shows A none of B's rows on any route A may read", async () => {
    const readable = catalog.filter((route) => route.method === 'GET' && route.access !== 'admin');
    const trace = traceOf(rowsB);
    for (const route of readable) {
      const response = await send(route, recipeOf(route).call(rowsA, rowsB), rowsA.user.cookie);
      expect(response.statusCode, `${routeKey(route)}: ${response.body}`).toBeLessThan(300);
      const found = trace.filter((text) => response.body.includes(text));
      expect(found, routeKey(route)).toEqual([]);
    }
  });

  it('lets each route’s own callers through, each owned route with their own row', async () => {
    const callerOf = (route: CatalogRoute): TestUser => (route.access === 'admin' ? roles.admin : rowsA.user);
    // A route that ends sessions may end every session of the caller's: sign in again after it.
    const cookies = new Map<TestUser, string>();
    for (const route of catalog) {
      const recipe = recipeOf(route);
      const signedIn = {
        ...rowsA,
        user: { ...rowsA.user, cookie: cookies.get(rowsA.user) ?? rowsA.user.cookie },
      };
      const own = recipe.fresh ? await recipe.fresh(suite.app, signedIn) : signedIn;
      if (recipe.deletesAccount) {
        // A's account must outlive this loop: a new account of its own deletes itself.
        const leaver = await signUp(suite.app, { email: uniqueEmail('leaver') });
        const response = await send(route, recipe.call({ ...own, user: leaver }, rowsB), leaver.cookie);
        expect(response.statusCode, `${routeKey(route)}: ${response.body.slice(0, 200)}`).toBeLessThan(300);
        continue;
      }
      const caller = callerOf(route);
      const response = await send(route, recipe.call(own, rowsB), cookies.get(caller) ?? caller.cookie);
      if (recipe.endsSession) cookies.set(caller, await signIn(suite.app, { email: caller.email }));
      const what = `${routeKey(route)}: ${response.statusCode} ${response.body.slice(0, 200)}`;
      if (recipe.owned) expect(response.statusCode, what).toBeLessThan(300);
      expect([401, 403], what).not.toContain(response.statusCode);
      expect(response.statusCode, what).toBeLessThan(500);
    }
  });
  it('answers each date a route reads, at the ends of the calendar and past them, in words and never a 5xx', async () => {
    const fresh = await signInAgain();
    const problems: string[] = [];
    const read = new Set<string>();
    let sent = 0;
    for (const route of catalog) {
      const recipe = recipeOf(route);
      if (recipe.deletesAccount || recipe.endsSession || recipe.fresh) continue;
      const cookie = route.access === 'admin' ? fresh.admin : fresh.reader;
      for (const variant of dateVariants(recipe.call(rowsA, rowsB))) {
        read.add(routeKey(route));
        sent += 1;
        const problem = dateAnswerProblem(await send(route, variant.call, cookie), variant.outside);
        if (problem) problems.push(`${routeKey(route)} ${variant.where}: ${problem}`);
      }
    }
    // A suspension until 9999 is a fine answer; B is a reader again for what follows.
    await call(suite.app, 'DELETE', `/api/admin/users/${rowsB.user.id}/suspension`, fresh.admin);
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(read.size * 12);
    // The recipes send a date wherever a route reads one: the readings, the journal, people, the cards of a day.
    expect([...read].sort()).toEqual(
      expect.arrayContaining([
        'GET /api/journal',
        'POST /api/journal',
        'PUT /api/journal/:id',
        'POST /api/journal/reflection',
        'PATCH /api/me',
        'POST /api/connections',
        'PUT /api/connections/:id',
        'POST /api/card-reading',
        'POST /api/weekly-spread',
        'POST /api/seven-week-spread',
        'POST /api/seven-year-spread',
        'GET /api/todays-card',
        'GET /api/in-your-cards',
        'GET /api/pairs',
        'GET /api/share/todays-card.png',
        'GET /api/share/reading.png',
        'POST /api/ai/reading',
        'PUT /api/admin/users/:id/suspension',
      ]),
    );
  });

  // Every route at four dates: about 300 requests, past the 30 s default on a loaded 2-core machine.
  it('answers a Reader-Date at the ends of the calendar and past them in words on every route, never a 5xx', {
    timeout: 120_000,
  }, async () => {
    const fresh = await signInAgain();
    const problems: string[] = [];
    for (const route of catalog) {
      const recipe = recipeOf(route);
      // A delete would use up the row it names at the first date: a read or a write is enough to show the header read.
      if (route.method === 'DELETE' || recipe.deletesAccount || recipe.endsSession) continue;
      const cookie = route.access === 'admin' ? fresh.admin : fresh.reader;
      const { url, body } = recipe.call(rowsA, rowsB);
      for (const readerDate of EDGE_READER_DATES) {
        const response = await suite.app.inject({
          method: route.method,
          url,
          headers: {
            origin: ORIGIN,
            cookie,
            [READER_DATE_HEADER]: readerDate,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
        });
        // No route takes a date that is no one's today: a 2xx is a route that does not read the header.
        const problem = dateAnswerProblem(response, false);
        if (problem) problems.push(`${routeKey(route)} Reader-Date ${readerDate}: ${problem}`);
      }
    }
    await call(suite.app, 'DELETE', `/api/admin/users/${rowsB.user.id}/suspension`, fresh.admin);
    expect(problems).toEqual([]);
  });
});
