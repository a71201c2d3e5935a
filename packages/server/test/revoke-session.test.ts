import { describe, expect, it } from 'vitest';
import { ORIGIN, signIn, signUp, type TestUser } from './helpers/app.js';
import { call } from './helpers/credits.js';
import { testDatabaseKind } from './helpers/database.js';
import { useTestApp } from './helpers/test-app.js';

const suite = useTestApp();

const revoke = (caller: TestUser, token: string) =>
  suite.app.inject({
    method: 'POST',
    url: '/api/auth/revoke-session',
    headers: { origin: ORIGIN, cookie: caller.cookie },
    payload: { token },
  });

/** The tokens of a user's sessions, as better-auth lists them to their owner. */
async function sessionTokens(user: TestUser): Promise<string[]> {
  const response = await call(suite.app, 'GET', '/api/auth/list-sessions', user.cookie);
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }[]>().map((session) => session.token);
}

describe(`revoking a session on ${testDatabaseKind}`, () => {
  it("answers another user's token exactly as an unknown one, and ends nothing", async () => {
    const caller = await signUp(suite.app, { name: 'Caller' });
    const other = await signUp(suite.app, { name: 'Other' });
    const [othersToken] = await sessionTokens(other);
    if (!othersToken) throw new Error('the other user has no session');

    const others = await revoke(caller, othersToken);
    const unknown = await revoke(caller, 'no-session-has-this-token-00000');
    expect(others.statusCode).toBe(unknown.statusCode);
    expect(others.body).toBe(unknown.body);
    expect(others.headers['set-cookie']).toEqual(unknown.headers['set-cookie']);
    expect(await sessionTokens(other)).toEqual([othersToken]);
  });

  it("ends the caller's own other session", async () => {
    const caller = await signUp(suite.app, { name: 'Caller' });
    const second = { ...caller, cookie: await signIn(suite.app, { email: caller.email }) };
    const tokens = await sessionTokens(caller);
    expect(tokens).toHaveLength(2);
    const secondToken = tokens.find((token) => second.cookie.includes(token));
    if (!secondToken) throw new Error('the second session is not listed');
    expect((await revoke(caller, secondToken)).statusCode).toBe(200);
    expect(await sessionTokens(caller)).toHaveLength(1);
    expect((await call(suite.app, 'GET', '/api/me', second.cookie)).json()).toBeNull();
  });
});
