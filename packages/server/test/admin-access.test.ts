import { ACCESS_DENIED } from '@cardology/contract/auth';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { session, user } from '../src/db/schema.js';
import { SESSION_COOKIE, signUp, type TestUser } from './helpers/app.js';
import { call, type Method } from './helpers/credits.js';
import { testDatabaseKind } from './helpers/database.js';
import { useTestApp } from './helpers/test-app.js';

let plain: TestUser;
/** Pending requests of two users (one each), for the deny and approve routes. */
let requestId: string;
let otherRequestId: string;

const suite = useTestApp({ signUpAdmin: true });

beforeAll(async () => {
  plain = await signUp(suite.app, { name: 'Plain' });
  const filed = await call(suite.app, 'POST', '/api/credit-requests', plain.cookie, {});
  requestId = filed.json<{ id: string }>().id;
  const other = await signUp(suite.app, { name: 'Other' });
  otherRequestId = (await call(suite.app, 'POST', '/api/credit-requests', other.cookie, {})).json<{
    id: string;
  }>().id;
});

type Route = { method: Method; url: () => string; body?: unknown };

const ADMIN_ROUTES: Route[] = [
  { method: 'GET', url: () => '/api/admin/credit-requests' },
  { method: 'GET', url: () => '/api/admin/users?q=plain&page=1' },
  { method: 'GET', url: () => `/api/admin/users/${plain.id}` },
  { method: 'PUT', url: () => `/api/admin/users/${plain.id}/credits`, body: { new_credit_total: 5 } },
  { method: 'PUT', url: () => `/api/admin/users/${plain.id}/premium`, body: { is_premium: false } },
  { method: 'PUT', url: () => `/api/admin/users/${plain.id}/admin`, body: { is_admin: false } },
  { method: 'POST', url: () => `/api/admin/credit-requests/${requestId}/deny`, body: {} },
  {
    method: 'POST',
    url: () => `/api/admin/credit-requests/${otherRequestId}/approve`,
    body: { grant_amount: 1 },
  },
];
const USER_ROUTES: Route[] = [
  { method: 'GET', url: () => '/api/credit-requests' },
  { method: 'POST', url: () => '/api/credit-requests', body: {} },
];
const describeRoute = (route: Route) => `${route.method} ${route.url()}`;

describe(`credit and admin route access on ${testDatabaseKind}`, () => {
  it('answers 401 to anonymous callers on every route but the status', async () => {
    for (const route of [...ADMIN_ROUTES, ...USER_ROUTES]) {
      const response = await call(suite.app, route.method, route.url(), undefined, route.body);
      expect(response.statusCode, describeRoute(route)).toBe(401);
    }
  });

  it('answers 403 to a plain user on every admin route, and changes nothing', async () => {
    for (const route of ADMIN_ROUTES) {
      const response = await call(suite.app, route.method, route.url(), plain.cookie, route.body);
      expect(response.statusCode, describeRoute(route)).toBe(403);
      expect(response.json()).toEqual({ error: ACCESS_DENIED });
    }
    const own = await call(suite.app, 'GET', '/api/credit-requests', plain.cookie);
    expect(own.json()).toEqual([expect.objectContaining({ id: requestId, status: 'pending' })]);
  });

  it('lets the admin through every admin route', async () => {
    const statuses = [];
    for (const route of ADMIN_ROUTES) {
      const response = await call(suite.app, route.method, route.url(), suite.admin.cookie, route.body);
      statuses.push(response.statusCode);
      expect(response.statusCode, `${describeRoute(route)}: ${response.body}`).toBeLessThan(300);
    }
    expect(statuses).toHaveLength(ADMIN_ROUTES.length);
  });

  it('answers the admin status to anyone, never 401 or 403', async () => {
    const status = (cookie?: string) => call(suite.app, 'GET', '/api/admin/status', cookie);
    for (const [cookie, isAdmin] of [
      [undefined, false],
      [`${SESSION_COOKIE}=forged.value`, false],
      [plain.cookie, false],
      [suite.admin.cookie, true],
    ] as const) {
      const response = await status(cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ isAdmin });
    }
  });

  it('gives new accounts UUID ids', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(suite.admin.id).toMatch(uuid);
    expect(plain.id).toMatch(uuid);
  });
});

describe(`better-auth's admin endpoints on ${testDatabaseKind}`, () => {
  const roleOf = async (id: string) =>
    (await suite.db.select({ role: user.role }).from(user).where(eq(user.id, id)))[0]?.role ?? null;
  const sessionCount = async (id: string) =>
    (await suite.db.select().from(session).where(eq(session.userId, id))).length;

  it('refuses set-role and impersonate-user to an admin, in any spelling, and changes nothing', async () => {
    const roleBefore = await roleOf(plain.id);
    expect(roleBefore ?? '').not.toContain('admin');
    const sessionsBefore = await sessionCount(plain.id);
    const attempts: Array<[string, unknown]> = [
      ['/api/auth/admin/set-role', { userId: plain.id, role: 'admin' }],
      ['/api/auth/admin/set-role/', { userId: plain.id, role: 'admin' }],
      ['/api/auth//admin/set-role', { userId: plain.id, role: 'admin' }],
      ['/api/auth/%61dmin/set-role', { userId: plain.id, role: 'admin' }],
      ['/api/auth/admin/impersonate-user', { userId: plain.id }],
      ['/api/auth/admin/ban-user', { userId: plain.id }],
      ['/api/auth/admin/set-user-password', { userId: plain.id, newPassword: 'another password 1' }],
      ['/api/auth/admin/create-user', { email: 'made@example.com', password: 'password 12345', name: 'M' }],
      ['/api/auth/admin/remove-user', { userId: plain.id }],
    ];
    for (const [url, body] of attempts) {
      const response = await call(suite.app, 'POST', url, suite.admin.cookie, body);
      expect(response.statusCode, `${url}: ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.json(), url).toEqual(expect.objectContaining({ error: expect.any(String) }));
    }
    const list = await call(suite.app, 'GET', '/api/auth/admin/list-users', suite.admin.cookie);
    expect(list.statusCode).toBe(404);

    expect(await roleOf(plain.id)).toBe(roleBefore);
    expect(await sessionCount(plain.id)).toBe(sessionsBefore);
    const impersonated = await suite.db
      .select()
      .from(session)
      .where(eq(session.impersonatedBy, suite.admin.id));
    expect(impersonated).toHaveLength(0);
    const [banned] = await suite.db.select({ banned: user.banned }).from(user).where(eq(user.id, plain.id));
    expect(banned?.banned).toBe(false);
    expect(await suite.db.select().from(user).where(eq(user.email, 'made@example.com'))).toHaveLength(0);
    // The plain user still signs in with their own password and still works.
    expect((await call(suite.app, 'GET', '/api/credit-requests', plain.cookie)).statusCode).toBe(200);
  });
});
