import {
  CREDIT_TOTAL_TOO_LARGE,
  creditsGranted,
  INVALID_GRANT,
  REQUEST_NOT_PENDING,
  requestDecided,
} from '@cardology/contract/admin';
import { CREDIT_TOTAL_MAX } from '@cardology/contract/limits';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditRequests } from '../src/db/schema.js';
import { grantKeyOf } from '../src/services/admin-credit-requests.js';
import { signUp, type TestUser } from './helpers/app.js';
import { english } from './helpers/catalogued-text.js';
import { balanceOf, call, expectLedgerMatchesBalance, ledgerRowsOf } from './helpers/credits.js';
import { testDatabaseKind } from './helpers/database.js';
import { useTestApp } from './helpers/test-app.js';

type Pending = { id: string; user_id: string; profile: { email: string; tts_credits: number } };

/** A new user with one pending request; returns both. */
const suite = useTestApp({ signUpAdmin: true });

async function pendingRequest(notes = 'please'): Promise<{ requester: TestUser; requestId: string }> {
  const requester = await signUp(suite.app, { name: 'Requester' });
  const response = await call(suite.app, 'POST', '/api/credit-requests', requester.cookie, {
    user_notes: notes,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { requester, requestId: response.json<{ id: string }>().id };
}

const approve = (requestId: string, body: unknown = { grant_amount: 100 }, cookie = suite.admin.cookie) =>
  call(suite.app, 'POST', `/api/admin/credit-requests/${requestId}/approve`, cookie, body);
const deny = (requestId: string, body: unknown = {}, cookie = suite.admin.cookie) =>
  call(suite.app, 'POST', `/api/admin/credit-requests/${requestId}/deny`, cookie, body);

async function requestRow(requestId: string) {
  const [row] = await suite.db.select().from(creditRequests).where(eq(creditRequests.id, requestId));
  return row;
}

describe(`admin credit requests on ${testDatabaseKind}`, () => {
  it('lists pending requests oldest first, with the profile', async () => {
    const first = await pendingRequest('first');
    const second = await pendingRequest('second');
    const response = await call(suite.app, 'GET', '/api/admin/credit-requests', suite.admin.cookie);
    expect(response.statusCode).toBe(200);
    const ids = response.json<Pending[]>().map((request) => request.id);
    expect(ids.indexOf(first.requestId)).toBeLessThan(ids.indexOf(second.requestId));
    const listed = response.json<Pending[]>().find((request) => request.id === first.requestId);
    expect(listed).toMatchObject({
      user_id: first.requester.id,
      status: 'pending',
      user_notes: 'first',
      profile: {
        id: first.requester.id,
        username: 'Requester',
        email: first.requester.email,
        tts_credits: 0,
      },
    });
    await deny(first.requestId);
    const after = (await call(suite.app, 'GET', '/api/admin/credit-requests', suite.admin.cookie)).json<
      Pending[]
    >();
    expect(after.map((request) => request.id)).not.toContain(first.requestId);
  });

  it('approves: grants through the ledger and records who, when and why', async () => {
    const { requester, requestId } = await pendingRequest();
    const response = await approve(requestId, { grant_amount: '150', admin_notes: 'enjoy' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: english(creditsGranted(150, requester.id, 150)),
      status_message: english(requestDecided(requestId, 'approved')),
      new_total: 150,
    });
    expect(await requestRow(requestId)).toMatchObject({
      status: 'approved',
      creditsGranted: 150,
      adminNotes: 'enjoy',
      resolvedByAdminId: suite.admin.id,
      resolvedAt: expect.any(Date),
    });
    const rows = await ledgerRowsOf(suite.db, requester.id);
    expect(rows).toEqual([
      expect.objectContaining({
        delta: 150,
        reason: 'grant',
        actorId: suite.admin.id,
        notes: 'enjoy',
        idempotencyKey: grantKeyOf(requestId),
      }),
    ]);
    const own = await call(suite.app, 'GET', '/api/credit-requests', requester.cookie);
    expect(own.json()).toEqual([expect.objectContaining({ status: 'approved', credits_granted: 150 })]);
    await expectLedgerMatchesBalance(suite.db, requester.id);
  });

  it('grants once when approve is fired five times at once', async () => {
    const { requester, requestId } = await pendingRequest();
    const responses = await Promise.all(Array.from({ length: 5 }, () => approve(requestId)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await balanceOf(suite.db, requester.id)).toBe(100);
    expect(await ledgerRowsOf(suite.db, requester.id)).toHaveLength(1);
    await expectLedgerMatchesBalance(suite.db, requester.id);
  });

  it('lets exactly one of a racing approve and deny win', async () => {
    const { requester, requestId } = await pendingRequest();
    const [approved, denied] = await Promise.all([approve(requestId), deny(requestId)]);
    expect([approved.statusCode, denied.statusCode].sort()).toEqual([200, 409]);
    const row = await requestRow(requestId);
    expect(row?.status).toBe(approved.statusCode === 200 ? 'approved' : 'denied');
    expect(await balanceOf(suite.db, requester.id)).toBe(approved.statusCode === 200 ? 100 : 0);
    await expectLedgerMatchesBalance(suite.db, requester.id);
  });

  it('refuses to approve a denied request and leaves the balance alone', async () => {
    const { requester, requestId } = await pendingRequest();
    const denied = await deny(requestId, { admin_notes: 'not now' });
    expect(denied.json()).toEqual({ message: english(requestDecided(requestId, 'denied')) });
    const response = await approve(requestId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: REQUEST_NOT_PENDING });
    expect((await deny(requestId)).statusCode).toBe(409);
    expect(await requestRow(requestId)).toMatchObject({
      status: 'denied',
      adminNotes: 'not now',
      creditsGranted: null,
      resolvedByAdminId: suite.admin.id,
    });
    expect(await balanceOf(suite.db, requester.id)).toBe(0);
    await expectLedgerMatchesBalance(suite.db, requester.id);
  });

  it('answers 404 for an unknown or malformed request id', async () => {
    for (const id of [crypto.randomUUID(), 'not-a-uuid', '1%27%20OR%201=1']) {
      for (const response of [await approve(id), await deny(id)]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: REQUEST_NOT_PENDING });
      }
    }
  });

  it('refuses a bad grant amount and changes nothing', async () => {
    const { requester, requestId } = await pendingRequest();
    for (const grant_amount of [0, -5, 1.5, '1e3', 'abc', null, 2 ** 31, '', true]) {
      const response = await approve(requestId, { grant_amount });
      expect(response.statusCode, String(grant_amount)).toBe(400);
    }
    expect((await approve(requestId, { grant_amount: 0 })).json()).toEqual({ error: INVALID_GRANT });
    expect((await approve(requestId, { grant_amount: CREDIT_TOTAL_MAX + 1 })).json()).toEqual({
      error: CREDIT_TOTAL_TOO_LARGE,
    });
    expect((await approve(requestId, { grant_amount: 10, admin_notes: 'x'.repeat(1001) })).statusCode).toBe(
      400,
    );
    expect((await requestRow(requestId))?.status).toBe('pending');
    expect(await ledgerRowsOf(suite.db, requester.id)).toHaveLength(0);
  });

  it('leaves the request pending when the grant would pass the highest total', async () => {
    const { requester, requestId } = await pendingRequest();
    const set = await call(suite.app, 'PUT', `/api/admin/users/${requester.id}/credits`, suite.admin.cookie, {
      new_credit_total: CREDIT_TOTAL_MAX,
    });
    expect(set.statusCode, set.body).toBe(200);
    const response = await approve(requestId, { grant_amount: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: CREDIT_TOTAL_TOO_LARGE });
    expect((await requestRow(requestId))?.status).toBe('pending');
    expect(await balanceOf(suite.db, requester.id)).toBe(CREDIT_TOTAL_MAX);
    await expectLedgerMatchesBalance(suite.db, requester.id);
  });
});
