import { ACCESS_DENIED } from '@cardology/contract/auth';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREMIUM_REQUIRED } from '../src/auth/route-access.js';
import type { Database } from '../src/db/client.js';
import { type Roles, signUpPremium, signUpRoles } from './helpers/accounts.js';
import { buildTestApp, PASSWORD, signIn, type TestUser, uniqueEmail } from './helpers/app.js';
import { call } from './helpers/credits.js';
import { createTestDatabase, testDatabaseKind } from './helpers/database.js';
import { addConnection, BIRTHDATE, createOwnedRows, type OwnedRows } from './helpers/owned-rows.js';
import { type CatalogRoute, routeCatalog, routeKey } from './helpers/route-catalog.js';
import { rowsOfUser } from './helpers/table-digest.js';
import { instantVoice, memoryStorage } from './narration/fakes.js';

// The authorization matrix (docs/api.md "How access is tested"): every route the app registers, read
// from the app itself, is called as nobody, as a plain user, as a premium user and as the admin, and
// every route that names a row is called by one user on another's row.

type RouteCall = { url: string; body?: unknown };
type Recipe = {
  /** A request on `own`'s rows that the route's allowed callers may make (admin routes act on `other`). */
  call(own: OwnedRows, other: OwnedRows): RouteCall;
  /** The request names one of `own`'s rows: sent by someone else, it must be a 404 that changes nothing. */
  owned?: true;
  /** It ends the session it is sent with, so it is sent with a session of its own. */
  endsSession?: true;
  /** It uses up a row (a delete): the allowed caller's try gets a fresh one. */
  fresh?(own: OwnedRows): Promise<OwnedRows>;
};

const PERSON = { birthdate: BIRTHDATE, age: 35 };

/**
 * How to call each route. A route the app registers without a recipe here fails the first test: add
 * its recipe (and, if it names a row, `owned`) to keep the matrix complete.
 */
const RECIPES: Record<string, Recipe> = {
  'POST /api/auth/sign-up/email': {
    call: () => ({
      url: '/api/auth/sign-up/email',
      body: { name: 'New', email: uniqueEmail(), password: PASSWORD },
    }),
  },
  'POST /api/auth/sign-in/email': {
    call: (own) => ({ url: '/api/auth/sign-in/email', body: { email: own.user.email, password: PASSWORD } }),
  },
  'POST /api/auth/sign-out': { call: () => ({ url: '/api/auth/sign-out', body: {} }), endsSession: true },
  'GET /api/auth/get-session': { call: () => ({ url: '/api/auth/get-session' }) },
  'GET /api/auth/list-sessions': { call: () => ({ url: '/api/auth/list-sessions' }) },
  'POST /api/auth/revoke-session': {
    call: (own) => ({ url: '/api/auth/revoke-session', body: { token: own.otherSessionToken } }),
  },
  'POST /api/auth/revoke-other-sessions': {
    call: () => ({ url: '/api/auth/revoke-other-sessions', body: {} }),
  },
  'POST /api/auth/revoke-sessions': {
    call: () => ({ url: '/api/auth/revoke-sessions', body: {} }),
    endsSession: true,
  },
  'POST /api/auth/update-user': {
    call: (own) => ({ url: '/api/auth/update-user', body: { name: own.user.name } }),
  },
  'POST /api/auth/change-password': {
    call: () => ({
      url: '/api/auth/change-password',
      body: { currentPassword: PASSWORD, newPassword: PASSWORD },
    }),
    endsSession: true,
  },
  'GET /api/health': { call: () => ({ url: '/api/health' }) },
  'GET /api/me': { call: () => ({ url: '/api/me' }) },
  'PATCH /api/me': {
    call: (own) => ({ url: '/api/me', body: { name: own.user.name, birthdate: '02/28/1990' } }),
  },
  'GET /api/connections': { call: () => ({ url: '/api/connections' }) },
  'POST /api/connections': {
    call: () => ({ url: '/api/connections', body: { name: 'Dee', birthdate: BIRTHDATE } }),
  },
  'DELETE /api/connections/:id': {
    call: (own) => ({ url: `/api/connections/${own.connectionId}` }),
    owned: true,
    fresh: async (own) => ({ ...own, connectionId: (await addConnection(app, own.user)).id }),
  },
  'POST /api/card-reading': { call: () => ({ url: '/api/card-reading', body: PERSON }) },
  'POST /api/weekly-spread': { call: () => ({ url: '/api/weekly-spread', body: PERSON }) },
  'POST /api/seven-week-spread': { call: () => ({ url: '/api/seven-week-spread', body: PERSON }) },
  'POST /api/seven-year-spread': { call: () => ({ url: '/api/seven-year-spread', body: PERSON }) },
  'GET /api/card-relationships': { call: () => ({ url: '/api/card-relationships' }) },
  'POST /api/name-card': { call: () => ({ url: '/api/name-card', body: { name: 'Ada' } }) },
  'POST /api/combination-card': {
    call: () => ({ url: '/api/combination-card', body: { card1: 1, card2: 51 } }),
  },
  'GET /api/todays-card': { call: () => ({ url: '/api/todays-card' }) },
  'POST /api/saved-readings': {
    call: (own) => ({ url: '/api/saved-readings', body: { sessionId: own.aiSessionId } }),
    owned: true,
  },
  'GET /api/saved-readings': { call: () => ({ url: '/api/saved-readings' }) },
  'DELETE /api/saved-readings/:id': {
    call: (own) => ({ url: `/api/saved-readings/${own.savedReadingId}` }),
    owned: true,
  },
  'GET /api/in-your-cards': { call: () => ({ url: '/api/in-your-cards' }) },
  'GET /api/pairs': { call: (own) => ({ url: `/api/pairs?a=me&b=${own.connectionId}` }), owned: true },
  'POST /api/credit-requests': { call: () => ({ url: '/api/credit-requests', body: {} }) },
  'GET /api/credit-requests': { call: () => ({ url: '/api/credit-requests' }) },
  'GET /api/admin/status': { call: () => ({ url: '/api/admin/status' }) },
  'GET /api/admin/credit-requests': { call: () => ({ url: '/api/admin/credit-requests' }) },
  'POST /api/admin/credit-requests/:id/approve': {
    call: (_own, other) => ({
      url: `/api/admin/credit-requests/${other.creditRequestId}/approve`,
      body: { grant_amount: 5 },
    }),
  },
  'POST /api/admin/credit-requests/:id/deny': {
    call: (own) => ({ url: `/api/admin/credit-requests/${own.creditRequestId}/deny`, body: {} }),
  },
  'GET /api/admin/users': { call: () => ({ url: '/api/admin/users?q=a&page=1' }) },
  'GET /api/admin/users/:id': { call: (_own, other) => ({ url: `/api/admin/users/${other.user.id}` }) },
  'PUT /api/admin/users/:id/credits': {
    call: (_own, other) => ({
      url: `/api/admin/users/${other.user.id}/credits`,
      body: { new_credit_total: 100 },
    }),
  },
  'PUT /api/admin/users/:id/premium': {
    call: (_own, other) => ({ url: `/api/admin/users/${other.user.id}/premium`, body: { is_premium: true } }),
  },
  'PUT /api/admin/users/:id/admin': {
    call: (_own, other) => ({ url: `/api/admin/users/${other.user.id}/admin`, body: { is_admin: false } }),
  },
  'POST /api/ai/reading': {
    call: (own) => ({
      url: '/api/ai/reading',
      body: { spreadType: 'weekly', person: { name: own.user.name, birthdate: BIRTHDATE } },
    }),
  },
  'POST /api/ai/chat': {
    call: (own) => ({ url: '/api/ai/chat', body: { sessionId: own.aiSessionId, message: 'And love?' } }),
    owned: true,
  },
  'GET /api/ai/sessions/:id': {
    call: (own) => ({ url: `/api/ai/sessions/${own.aiSessionId}` }),
    owned: true,
  },
  'POST /api/tts': {
    call: (own) => ({ url: '/api/tts', body: { sessionId: own.aiSessionId } }),
    owned: true,
  },
  'GET /api/audio/:file': { call: (own) => ({ url: own.audioUrl }), owned: true },
  'POST /api/tts/combine': {
    call: (own) => ({ url: '/api/tts/combine', body: { filePaths: [own.audioFile] } }),
    owned: true,
  },
  'GET /api/calendar': { call: () => ({ url: '/api/calendar' }) },
  'POST /api/calendar': { call: () => ({ url: '/api/calendar' }) },
  'PATCH /api/calendar': { call: () => ({ url: '/api/calendar', body: { include_people: true } }) },
  'DELETE /api/calendar': { call: () => ({ url: '/api/calendar' }) },
  'GET /api/calendar/download.ics': {
    call: () => ({ url: '/api/calendar/download.ics?include_people=true' }),
  },
  'GET /api/calendar/feed/:file': { call: (own) => ({ url: `/api/calendar/feed/${own.calendarFeedFile}` }) },
  'GET /api/share/todays-card.png': {
    call: (own) => ({ url: `/api/share/todays-card.png?person=${own.connectionId}` }),
    owned: true,
  },
  'GET /api/share/reading.png': {
    call: (own) => ({ url: `/api/share/reading.png?type=weekly&person=${own.connectionId}` }),
    owned: true,
  },
};

let database: Database;
let app: FastifyInstance;
let catalog: CatalogRoute[];
let roles: Roles;
/** A (the premium user) and B: two users with a row of every kind. */
let rowsA: OwnedRows;
let rowsB: OwnedRows;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, { voice: instantVoice(), audioStorage: memoryStorage().storage });
  catalog = await routeCatalog(app);
  roles = await signUpRoles(app, database.db);
  rowsA = await createOwnedRows(app, database.db, roles.premium);
  rowsB = await createOwnedRows(app, database.db, await signUpPremium(app, database.db, { name: 'Bea' }));
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

function recipeOf(route: CatalogRoute): Recipe {
  const recipe = RECIPES[routeKey(route)];
  if (!recipe) throw new Error(`No recipe for ${routeKey(route)}`);
  return recipe;
}

function send(
  route: CatalogRoute,
  request: RouteCall,
  cookie: string | undefined,
): Promise<LightMyRequestResponse> {
  return call(app, route.method, request.url, cookie, request.body);
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
  ];
}

describe(`the authorization matrix on ${testDatabaseKind}`, () => {
  it('knows how to call every route the app registers, and nothing else', () => {
    const registered = catalog.map(routeKey).sort();
    const missing = registered.filter((key) => !(key in RECIPES));
    const stale = Object.keys(RECIPES).filter((key) => !registered.includes(key));
    expect(
      missing,
      'Add a recipe to RECIPES in test/authorization-matrix.test.ts for each new route',
    ).toEqual([]);
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
    const before = await rowsOfUser(database.db, rowsB.user.id);
    for (const route of owned) {
      // B's row, asked for with A's session.
      const response = await send(route, recipeOf(route).call(rowsB, rowsA), rowsA.user.cookie);
      expect(response.statusCode, `${routeKey(route)}: ${response.body}`).toBe(404);
    }
    expect(await rowsOfUser(database.db, rowsB.user.id)).toEqual(before);
  });

  it("cannot end B's session from A's", async () => {
    const before = await rowsOfUser(database.db, rowsB.user.id);
    const route = { method: 'POST', url: '/api/auth/revoke-session', access: 'user' } as const;
    const response = await send(
      route,
      { url: route.url, body: { token: rowsB.otherSessionToken } },
      rowsA.user.cookie,
    );
    expect(response.statusCode).toBeLessThan(500);
    expect(await rowsOfUser(database.db, rowsB.user.id)).toEqual(before);
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
      const own = recipe.fresh ? await recipe.fresh(signedIn) : signedIn;
      const caller = callerOf(route);
      const response = await send(route, recipe.call(own, rowsB), cookies.get(caller) ?? caller.cookie);
      if (recipe.endsSession) cookies.set(caller, await signIn(app, { email: caller.email }));
      const what = `${routeKey(route)}: ${response.statusCode} ${response.body.slice(0, 200)}`;
      if (recipe.owned) expect(response.statusCode, what).toBeLessThan(300);
      expect([401, 403], what).not.toContain(response.statusCode);
      expect(response.statusCode, what).toBeLessThan(500);
    }
  });
});
