import { TEXT_NOT_STORABLE } from '@cardology/contract/clean-text';
import { IMAGE_INVALID } from '@cardology/contract/profile';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  aiSessions,
  aiUsage,
  creditRequests,
  journalEntries,
  profiles,
  user,
  userConnections,
} from '../src/db/schema.js';
import { signUpPremium } from './helpers/accounts.js';
import { ORIGIN, signUp, signUpRequest, type TestUser, uniqueEmail } from './helpers/app.js';
import { testDatabaseKind } from './helpers/database.js';
import { setBirthdate } from './helpers/profile.js';
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

// Issue 31 item 7: a lone CR ended a line where the reader saw none (the offline reflection's quote), and ANSI
// and other control characters were kept and written raw into export.md. The body rule now stores every text
// with LF line breaks and without C0 or C1 controls other than tab and newline, on every route.

/** A note with every kind of break and control: a lone CR, CRLF, ANSI colour, BEL, NEL (C1), DEL; and a tab. */
const HOSTILE_NOTE =
  'Ordinary day.\r## Heading\r[click](https://evil.example)\r\n\u001b[31mred\u001b[0m\u0007\u0085 end\u007f\tok';
const CLEAN_NOTE = 'Ordinary day.\n## Heading\n[click](https://evil.example)\n[31mred[0m end\tok';
/** Control characters other than tab and newline, a CR included. */
const CONTROL = /[^\P{Cc}\t\n]/u;

describe(`text with control characters or CR line breaks, on ${testDatabaseKind}`, () => {
  it('keeps a journal note with LF line breaks and no control characters, written and edited', async () => {
    const writer = await signUp(suite.app);
    await setBirthdate(suite.app, writer, '1990-02-28');
    const written = await send('POST', '/api/journal', writer.cookie, {
      date: '2024-01-10',
      text: HOSTILE_NOTE,
    });
    expect(written.statusCode, written.body).toBe(201);
    const { entry } = written.json<{ entry: { id: string; text: string } }>();
    expect(entry.text).toBe(CLEAN_NOTE);
    const edited = await send('PUT', `/api/journal/${entry.id}`, writer.cookie, {
      date: '2024-01-10',
      text: `${HOSTILE_NOTE}\r\nagain`,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [row] = await suite.db
      .select({ text: journalEntries.text })
      .from(journalEntries)
      .where(eq(journalEntries.id, entry.id));
    expect(row?.text).toBe(`${CLEAN_NOTE}\nagain`);
  });

  it('keeps a credit request’s note and the admin’s answer clean', async () => {
    const asker = await signUp(suite.app);
    const asked = await send('POST', '/api/credit-requests', asker.cookie, {
      user_notes: 'first line\r\nsecond\u0007 line\u009b',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const { id } = asked.json<{ id: string }>();
    const denied = await send('POST', `/api/admin/credit-requests/${id}/deny`, suite.admin.cookie, {
      admin_notes: 'Not\u001b[1m now\rsorry',
    });
    expect(denied.statusCode, denied.body).toBe(200);
    const [row] = await suite.db
      .select({ user: creditRequests.userNotes, admin: creditRequests.adminNotes })
      .from(creditRequests)
      .where(eq(creditRequests.id, id));
    expect(row).toEqual({ user: 'first line\nsecond line', admin: 'Not[1m now\nsorry' });
  });

  it('keeps names clean by every path, better-auth’s sign-up and update-user included', async () => {
    const named = await signUp(suite.app, { name: 'Bob\u0007 \u009fSmith\u001b[0m' });
    const nameOf = async (id: string) =>
      (await suite.db.select({ name: user.name }).from(user).where(eq(user.id, id)))[0]?.name;
    expect(await nameOf(named.id)).toBe('Bob Smith[0m');
    const updated = await send('POST', '/api/auth/update-user', named.cookie, { name: 'Ann\u0008ie\u007f' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await nameOf(named.id)).toBe('Annie');
    const profile = await send('PATCH', '/api/me', named.cookie, {
      name: 'Cy\u0085',
      birthdate: '02/28/1990',
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const [names] = await suite.db
      .select({ account: user.name, profile: profiles.username })
      .from(user)
      .innerJoin(profiles, eq(profiles.id, user.id))
      .where(eq(user.id, named.id));
    // The profile's name is its own (the account's stays as update-user left it).
    expect(names).toEqual({ account: 'Annie', profile: 'Cy' });
    const person = await send('POST', '/api/connections', named.cookie, {
      name: '\u001b[31mDee',
      birthdate: '1990-02-28',
    });
    expect(person.statusCode, person.body).toBe(201);
    const [row] = await suite.db
      .select({ name: userConnections.name })
      .from(userConnections)
      .where(eq(userConnections.id, person.json<{ id: string }>().id));
    expect(row?.name).toBe('[31mDee');
  });

  it('keeps a suspension’s reason clean', async () => {
    const target = await signUp(suite.app);
    const suspended = await send('PUT', `/api/admin/users/${target.id}/suspension`, suite.admin.cookie, {
      reason: 'spam\r\nand\u0007 more',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const [row] = await suite.db.select({ reason: user.banReason }).from(user).where(eq(user.id, target.id));
    expect(row?.reason).toBe('spam\nand more');
  });

  it('writes export.md without a raw control character, even from a note stored before the rule', async () => {
    const writer = await signUp(suite.app);
    await setBirthdate(suite.app, writer, '1990-02-28');
    // Straight into the table, as a note written before the body rule was.
    await suite.db
      .insert(journalEntries)
      .values({ userId: writer.id, entryDate: '2024-01-11', text: HOSTILE_NOTE });
    const exported = await suite.app.inject({
      method: 'GET',
      url: '/api/journal/export.md',
      headers: { origin: ORIGIN, cookie: writer.cookie },
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.body).toContain(CLEAN_NOTE);
    expect(CONTROL.test(exported.body)).toBe(false);
  });
});

// Issue 31 item 7: `image` took any string (`javascript:alert(1)`); the only URL the server keeps is https.
describe(`the account's image address, on ${testDatabaseKind}`, () => {
  const imageOf = async (id: string) =>
    (await suite.db.select({ image: user.image }).from(user).where(eq(user.id, id)))[0]?.image;

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'http://example.com/me.png',
    'data:image/png;base64,iVBORw0KGgo=',
    '//example.com/me.png',
    'me.png',
    'https://user:secret@example.com/me.png',
  ])('update-user refuses %j with a 400 in words and keeps nothing', async (image) => {
    const someone = await signUp(suite.app);
    const response = await send('POST', '/api/auth/update-user', someone.cookie, { image });
    expect({ status: response.statusCode, error: response.json().error }).toEqual({
      status: 400,
      error: IMAGE_INVALID,
    });
    expect(await imageOf(someone.id)).toBeNull();
  });

  it('sign-up refuses a javascript: image and creates no account', async () => {
    const email = uniqueEmail('image');
    const response = await suite.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN },
      payload: { name: 'Img', email, password: 'correct horse battery', image: 'javascript:alert(1)' },
    });
    expect({ status: response.statusCode, error: response.json().error }).toEqual({
      status: 400,
      error: IMAGE_INVALID,
    });
    expect(await suite.db.select().from(user).where(eq(user.email, email))).toEqual([]);
  });

  it('takes an https address, and null to clear it', async () => {
    const someone = await signUp(suite.app);
    const set = await send('POST', '/api/auth/update-user', someone.cookie, {
      image: 'https://example.com/me.png',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(await imageOf(someone.id)).toBe('https://example.com/me.png');
    const cleared = await send('POST', '/api/auth/update-user', someone.cookie, { image: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await imageOf(someone.id)).toBeNull();
    expect((await signUpRequest(suite.app, { email: uniqueEmail('plain') })).statusCode).toBe(200);
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
