import { CREDIT_REQUEST_ALREADY_PENDING, NOTES_TOO_LONG } from '@cardology/contract/credits';
import { NOTES_MAX_LENGTH } from '@cardology/contract/limits';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditRequests } from '../src/db/schema.js';
import { signUp } from './helpers/app.js';
import { call } from './helpers/credits.js';
import { testDatabaseKind } from './helpers/database.js';
import { useTestApp } from './helpers/test-app.js';

type OwnRequest = { id: string; status: string; user_notes: string | null; requested_at: string };

const suite = useTestApp({ signUpAdmin: true });

const submit = (cookie: string | undefined, body: unknown = {}) =>
  call(suite.app, 'POST', '/api/credit-requests', cookie, body);
const listOwn = (cookie?: string) => call(suite.app, 'GET', '/api/credit-requests', cookie);
const rowsOf = (userId: string) =>
  suite.db.select().from(creditRequests).where(eq(creditRequests.userId, userId));

describe(`credit requests on ${testDatabaseKind}`, () => {
  it('asks for a session', async () => {
    expect((await submit(undefined)).statusCode).toBe(401);
    expect((await listOwn()).statusCode).toBe(401);
  });

  it('files a pending request with the trimmed note, and lists it', async () => {
    const someone = await signUp(suite.app);
    const response = await submit(someone.cookie, { user_notes: '  For the weekly spread  ' });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<OwnRequest>();
    expect(created).toMatchObject({ status: 'pending', user_notes: 'For the weekly spread' });
    expect((await listOwn(someone.cookie)).json()).toEqual([created]);
  });

  it('keeps one pending request per user: the second is 409', async () => {
    const someone = await signUp(suite.app);
    expect((await submit(someone.cookie)).statusCode).toBe(201);
    const second = await submit(someone.cookie, { user_notes: 'again' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: CREDIT_REQUEST_ALREADY_PENDING });
    expect(await rowsOf(someone.id)).toHaveLength(1);
  });

  it('makes one row of parallel submissions', async () => {
    const someone = await signUp(suite.app);
    const responses = await Promise.all(Array.from({ length: 5 }, () => submit(someone.cookie)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await rowsOf(someone.id)).toHaveLength(1);
  });

  it('lets a user ask again once the request is answered, and lists newest first', async () => {
    const someone = await signUp(suite.app);
    const first = (await submit(someone.cookie, { user_notes: 'first' })).json<OwnRequest>();
    const denied = await call(
      suite.app,
      'POST',
      `/api/admin/credit-requests/${first.id}/deny`,
      suite.admin.cookie,
      {},
    );
    expect(denied.statusCode, denied.body).toBe(200);
    const second = await submit(someone.cookie, { user_notes: 'second' });
    expect(second.statusCode).toBe(201);
    const notes = (await listOwn(someone.cookie)).json<OwnRequest[]>().map((request) => request.user_notes);
    expect(notes).toEqual(['second', 'first']);
  });

  it('shows a user only their own requests, and takes the requester from the session', async () => {
    const alice = await signUp(suite.app);
    const bob = await signUp(suite.app);
    await submit(alice.cookie, { user_notes: 'alice', user_id: bob.id });
    expect((await listOwn(bob.cookie)).json()).toEqual([]);
    expect((await listOwn(alice.cookie)).json<OwnRequest[]>().map((request) => request.user_notes)).toEqual([
      'alice',
    ]);
    expect(await rowsOf(bob.id)).toHaveLength(0);
  });

  // Control characters never reach the rule: the body rule removes them (clean-text.test.ts).
  it('refuses notes that are too long or not text, storing nothing', async () => {
    const someone = await signUp(suite.app);
    const huge = await submit(someone.cookie, { user_notes: 'x'.repeat(100 * 1024) });
    expect(huge.statusCode).toBe(413); // past the body limit before any schema
    const large = await submit(someone.cookie, { user_notes: 'x'.repeat(8 * 1024) });
    expect(large.statusCode).toBe(400);
    expect(large.json()).toEqual({ error: NOTES_TOO_LONG });
    const tooLong = await submit(someone.cookie, { user_notes: 'x'.repeat(NOTES_MAX_LENGTH + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ error: NOTES_TOO_LONG });
    expect((await submit(someone.cookie, { user_notes: 42 })).statusCode).toBe(400);
    expect((await submit(someone.cookie, null)).statusCode).toBe(400);
    expect((await submit(someone.cookie, 'text')).statusCode).toBe(400);
    expect(await rowsOf(someone.id)).toHaveLength(0);
    const exact = await submit(someone.cookie, { user_notes: 'é'.repeat(NOTES_MAX_LENGTH) });
    expect(exact.statusCode).toBe(201);
  });
});
