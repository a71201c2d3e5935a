import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorForLog, requestForLog } from '../src/lib/log-privacy.js';
import { ORIGIN, signUp, signUpRequest, type TestUser, uniqueEmail } from './helpers/app.js';
import { testDatabaseKind } from './helpers/database.js';
import { useTestApp } from './helpers/test-app.js';

let admin: TestUser;
const lines: string[] = [];
const suite = useTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => lines.push(line) } });

const NAME = 'Zelda Quillfeather';
const PERSON = 'Odalys Brightwater';
const BIRTHDATE_US = '07/04/1991';
const BIRTHDATE_ISO = '1991-07-04';
const EMAIL = uniqueEmail('zelda.quill');

beforeAll(async () => {
  // A route that fails in the database with the person's details as the query's values, as a bug
  // in any route could: the error reaches the log as a 500.
  suite.app.post(
    '/api/test-failing-query',
    { config: { access: 'public' } },
    async () => await suite.db.execute(sql`SELECT ${BIRTHDATE_ISO}::date, ${PERSON}::int, ${EMAIL}::uuid`),
  );
  admin = await signUp(suite.app, { name: 'Admin' });
});

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  suite.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

describe(`server log on ${testDatabaseKind}`, () => {
  it('holds no name, birthdate or e-mail from failing requests that carried them', async () => {
    const zelda = await signUp(suite.app, { name: NAME, email: EMAIL });
    expect((await signUpRequest(suite.app, { name: NAME, email: EMAIL })).statusCode).toBe(422);
    const wrongPassword = await send('POST', '/api/auth/sign-in/email', undefined, {
      email: EMAIL,
      password: 'not the password',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(
      (await send('PATCH', '/api/me', zelda.cookie, { name: NAME, birthdate: '02/30/1991' })).statusCode,
    ).toBe(400);
    expect(
      (await send('POST', '/api/connections', zelda.cookie, { name: PERSON, birthdate: '2999-07-04' }))
        .statusCode,
    ).toBe(400);
    // An admin's search by e-mail: the query string is not logged.
    const search = await send('GET', `/api/admin/users?q=${encodeURIComponent(EMAIL)}`, admin.cookie);
    expect(search.statusCode).toBe(200);
    expect((await send('POST', '/api/test-failing-query')).statusCode).toBe(500);

    const log = lines.join('');
    // The lines are there: the requests and the failure were logged, just not the details.
    expect(log).toContain('"url":"/api/admin/users"');
    expect(log).toContain('unhandled error');
    expect(log).toContain('[redacted]');
    const emailWithoutPlus = EMAIL.split('@')[0] ?? EMAIL;
    for (const secret of [NAME, 'Quillfeather', PERSON, BIRTHDATE_US, BIRTHDATE_ISO, emailWithoutPlus]) {
      expect(log, `the log names ${secret}`).not.toContain(secret);
    }
    expect(log).not.toContain(encodeURIComponent(EMAIL));
  });
});

describe(`server log of the journal on ${testDatabaseKind}`, () => {
  const NOTE = 'Marigold confession beneath the Saturn moon';
  const SEARCH = 'marigold confession';

  it('holds no journal text and no search text, from good requests and refused ones', async () => {
    lines.length = 0;
    const writer = await signUp(suite.app, { name: 'Writer' });
    expect(
      (await send('PATCH', '/api/me', writer.cookie, { name: 'Writer', birthdate: BIRTHDATE_US })).statusCode,
    ).toBe(200);
    const entry = await send('POST', '/api/journal', writer.cookie, { date: '2020-01-01', text: NOTE });
    expect(entry.statusCode).toBe(201);
    // Refused: a future date, an over-long search, a broken cursor, all with the words in the request.
    expect(
      (await send('POST', '/api/journal', writer.cookie, { date: '2999-01-01', text: NOTE })).statusCode,
    ).toBe(400);
    for (const url of [
      `/api/journal?q=${encodeURIComponent(SEARCH)}`,
      `/api/journal?q=${encodeURIComponent(SEARCH)}&cursor=broken`,
      `/api/journal?q=${encodeURIComponent(`${SEARCH} `.repeat(30))}`,
      `/api/journal?planet=Venus&q=${encodeURIComponent(SEARCH)}`,
    ]) {
      expect((await send('GET', url, writer.cookie)).statusCode).toBeLessThan(500);
    }
    const log = lines.join('');
    expect(log).toContain('"url":"/api/journal"');
    for (const secret of ['Marigold', 'marigold', 'confession']) {
      expect(log, `the log holds ${secret}`).not.toContain(secret);
    }
  });

  it('redacts a search in a URL an error quotes', () => {
    const error = new Error(
      `could not read /api/journal?planet=Venus&q=${encodeURIComponent(SEARCH)}&cursor=x`,
    );
    const logged = JSON.stringify(errorForLog(error));
    expect(logged).toContain('q=[redacted]&cursor=x');
    expect(logged).not.toContain('marigold');
  });
});

// Issue 22 item 5: the database keeps only hashes of feed and reset tokens, so the log must not be the
// weakest copy; an audio link's signature is a credential too.
const FEED_TOKEN = 'Fe3dT0kenAbCdEfGhIjKlMnOpQrStUvWxYz012345';
const RESET_TOKEN = 'ReSeTt0kenAbCdEfGhIjKl';
const AUDIO_SIG = 'S1gnatureAbCdEfGhIjKlMnOpQrStUvWxYz0123456';
const SECRETS = [FEED_TOKEN, RESET_TOKEN, AUDIO_SIG];

const fakeRequest = (url: string) =>
  ({ method: 'GET', url, host: 'localhost', ip: '127.0.0.1' }) as FastifyRequest;

describe('request lines and errors without tokens or signatures', () => {
  it.each([
    [`/api/calendar/feed/${FEED_TOKEN}.ics`, '/api/calendar/feed/[redacted]'],
    [`/api/auth/reset-password/${RESET_TOKEN}`, '/api/auth/reset-password/[redacted]'],
    [
      `/api/auth/reset-password/${RESET_TOKEN}?callbackURL=%2Freset-password`,
      '/api/auth/reset-password/[redacted]',
    ],
    [`/api/auth/reset-password?token=${RESET_TOKEN}`, '/api/auth/reset-password'],
    [`/api/audio/a.mp3?exp=1&sig=${AUDIO_SIG}`, '/api/audio/a.mp3'],
    ['/api/calendar/feed', '/api/calendar/feed'],
  ])('logs %s as %s', (url, logged) => {
    expect(requestForLog(fakeRequest(url)).url).toBe(logged);
  });

  it('redacts them from error messages, stacks and causes', () => {
    const error = new Error(`'/api/calendar/feed/${FEED_TOKEN}%ZZ.ics' is not a valid url component`, {
      cause: new Error(
        `GET /api/auth/reset-password/${RESET_TOKEN} then /reset-password?token=${RESET_TOKEN}&x=1 and /api/audio/b.mp3?sig=${AUDIO_SIG}`,
      ),
    });
    const logged = JSON.stringify(errorForLog(error));
    for (const secret of SECRETS) expect(logged).not.toContain(secret);
    expect(logged).toContain('/api/calendar/feed/[redacted]');
    expect(logged).toContain('token=[redacted]&x=1');
    expect(logged).toContain('sig=[redacted]');
  });

  it('keeps them out of the log of requests that carried them', async () => {
    lines.length = 0;
    for (const url of [
      `/api/calendar/feed/${FEED_TOKEN}.ics`,
      `/api/calendar/feed/${FEED_TOKEN}%ZZ.ics`,
      `/api/auth/reset-password/${RESET_TOKEN}?callbackURL=%2Freset-password`,
      `/api/audio/a.mp3?exp=1&sig=${AUDIO_SIG}`,
    ]) {
      expect((await send('GET', url, admin.cookie)).statusCode).toBeLessThan(500);
    }
    const reset = await send('POST', `/api/auth/reset-password?token=${RESET_TOKEN}`, undefined, {
      newPassword: 'a new horse battery',
    });
    expect(reset.statusCode).toBeLessThan(500);
    const log = lines.join('');
    expect(log).toContain('/api/calendar/feed/[redacted]');
    for (const secret of SECRETS) expect(log, `the log holds ${secret}`).not.toContain(secret);
  });
});
