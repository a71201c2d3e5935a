import { TEXT_NOT_STORABLE } from '@cardology/contract/clean-text';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { aiSessions, aiUsage } from '../src/db/schema.js';
import { signUpPremium } from './helpers/accounts.js';
import { ORIGIN, type TestUser } from './helpers/app.js';
import { testDatabaseKind } from './helpers/database.js';
import { tableDigest } from './helpers/table-digest.js';
import { useTestApp } from './helpers/test-app.js';

// Issue 22 item 4: a NUL or a lone surrogate in any text is refused with a 400 in plain words before a route
// runs, so nothing is stored and no allowance is taken. Every field of every route: the route fuzz's sweep.

const suite = useTestApp({ signUpAdmin: true });
let premium: TestUser;
let connectionId: string;
let sessionId: string;

const ADA = { name: 'Ada', birthdate: '1990-02-28' };
/** A lone high surrogate, a lone low one, and a NUL, each inside a word. */
const UNSTORABLE = ['N\ud800x', 'N\udc00x', 'N\u0000x'];

const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, cookie: string, payload: unknown) =>
  suite.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
    // JSON.stringify writes a lone surrogate as its escape (\ud800), as a browser's would.
    payload: JSON.stringify(payload),
  });

beforeAll(async () => {
  premium = await signUpPremium(suite.app, suite.db, { name: 'Paying' });
  const added = await send('POST', '/api/connections', premium.cookie, ADA);
  connectionId = added.json().id;
  const reading = await send('POST', '/api/ai/reading', premium.cookie, {
    spreadType: 'weekly',
    person: ADA,
  });
  sessionId = JSON.parse(reading.body.split('\n')[0] ?? '{}').sessionId;
});

/** Each route that stores text or hands it to a model, with the text in one of its fields. */
function requestsWith(text: string): [string, 'POST' | 'PUT' | 'PATCH', string, unknown, 'user' | 'admin'][] {
  return [
    [
      'sign-up name',
      'POST',
      '/api/auth/sign-up/email',
      { name: text, email: 'x@example.com', password: 'correct horse battery' },
      'user',
    ],
    ['account name', 'POST', '/api/auth/update-user', { name: text }, 'user'],
    ['profile name', 'PATCH', '/api/me', { name: text, birthdate: '02/28/1990' }, 'user'],
    ['new person', 'POST', '/api/connections', { name: text, birthdate: ADA.birthdate }, 'user'],
    [
      'person renamed',
      'PUT',
      `/api/connections/${connectionId}`,
      { name: text, birthdate: ADA.birthdate },
      'user',
    ],
    ['name card', 'POST', '/api/name-card', { name: text }, 'user'],
    [
      'AI reading person',
      'POST',
      '/api/ai/reading',
      { spreadType: 'weekly', person: { name: text, birthdate: ADA.birthdate } },
      'user',
    ],
    ['chat message', 'POST', '/api/ai/chat', { sessionId, message: `What about ${text}?` }, 'user'],
    ['credit request notes', 'POST', '/api/credit-requests', { user_notes: text }, 'user'],
    [
      'a field name',
      'POST',
      '/api/connections',
      { name: 'Dee', birthdate: ADA.birthdate, [text]: 1 },
      'user',
    ],
    [
      'admin notes',
      'POST',
      '/api/admin/credit-requests/00000000-0000-4000-8000-000000000000/deny',
      { admin_notes: text },
      'admin',
    ],
  ];
}

describe(`text that cannot be stored, on ${testDatabaseKind}`, () => {
  it.each(UNSTORABLE)(
    'refuses %j in every text field with a 400 in words, changing nothing',
    async (text) => {
      const before = await tableDigest(suite.db, ['rate_limit', 'rate_counters']);
      for (const [what, method, url, payload, caller] of requestsWith(text)) {
        const cookie = caller === 'admin' ? suite.admin.cookie : premium.cookie;
        const response = await send(method, url, cookie, payload);
        expect(response.statusCode, `${what}: ${response.body}`).toBe(400);
        expect(response.json(), what).toEqual({ error: TEXT_NOT_STORABLE });
      }
      // No person, session, credit request or allowance taken: every table as it was.
      expect(await tableDigest(suite.db, ['rate_limit', 'rate_counters'])).toEqual(before);
    },
  );

  it('refuses a NUL in any query string with the same 400, in one place for every route (better-auth included)', async () => {
    const asked: Array<[string, 'GET' | 'POST', string, string | undefined]> = [
      ['admin search', 'GET', '/api/admin/users?q=a%00b', suite.admin.cookie],
      ['reset token', 'POST', '/api/auth/reset-password?token=%00', undefined],
      ['a field no route reads', 'GET', '/api/in-your-cards?whatever=%00', premium.cookie],
      ['a key', 'GET', '/api/in-your-cards?a%00b=1', premium.cookie],
    ];
    for (const [what, method, url, cookie] of asked) {
      const response = await suite.app.inject({
        method,
        url,
        headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}), 'content-type': 'application/json' },
        ...(method === 'POST' ? { payload: JSON.stringify({ newPassword: 'a new password 123' }) } : {}),
      });
      expect({ what, status: response.statusCode, body: response.json() }).toEqual({
        what,
        status: 400,
        body: { error: TEXT_NOT_STORABLE },
      });
    }
  });

  it('still takes an emoji (a well-formed pair) in a name', async () => {
    const response = await send('POST', '/api/connections', premium.cookie, {
      name: 'Dee 🌙',
      birthdate: ADA.birthdate,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().name).toBe('Dee 🌙');
  });
});

/** A CHECK that fails every insert or update of the table's rows, as a full disk or a lost connection would. */
async function whileStoringFails(table: 'ai_sessions', run: () => Promise<void>): Promise<void> {
  await suite.db.execute(
    sql.raw(`ALTER TABLE ${table} ADD CONSTRAINT test_store_fails CHECK (false) NOT VALID`),
  );
  try {
    await run();
  } finally {
    await suite.db.execute(sql.raw(`ALTER TABLE ${table} DROP CONSTRAINT test_store_fails`));
  }
}

const usageOf = async (user: TestUser) =>
  (await suite.db.select().from(aiUsage).where(sql`${aiUsage.userId} = ${user.id}`)).length;

describe(`an allowance for a turn that could not be stored, on ${testDatabaseKind}`, () => {
  it('is given back when the reading’s session cannot be stored', async () => {
    const before = await usageOf(premium);
    const sessions = await suite.db.$count(aiSessions);
    await whileStoringFails('ai_sessions', async () => {
      const response = await send('POST', '/api/ai/reading', premium.cookie, {
        spreadType: 'weekly',
        person: ADA,
      });
      expect(response.statusCode).toBe(500);
    });
    expect(await usageOf(premium)).toBe(before);
    expect(await suite.db.$count(aiSessions)).toBe(sessions);
  });

  it('is given back when the chat turn cannot be stored, and the stream says so', async () => {
    const before = await usageOf(premium);
    await whileStoringFails('ai_sessions', async () => {
      const response = await send('POST', '/api/ai/chat', premium.cookie, {
        sessionId,
        message: 'And love?',
      });
      expect(response.statusCode).toBe(200);
      const last = JSON.parse(response.body.trim().split('\n').at(-1) ?? '{}');
      expect(last.type).toBe('error');
    });
    expect(await usageOf(premium)).toBe(before);
    // A turn that is stored keeps its allowance.
    const stored = await send('POST', '/api/ai/chat', premium.cookie, { sessionId, message: 'And love?' });
    expect(stored.body).toContain('"type":"done"');
    expect(await usageOf(premium)).toBe(before + 1);
  });
});
