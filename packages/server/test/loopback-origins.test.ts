import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { RawEnv } from '../src/env.js';
import { refusedOriginMessage } from '../src/http/refused-origin-warning.js';
import { PASSWORD, sessionCookieOf, testEnv, uniqueEmail } from './helpers/app.js';
import { testDatabaseKind } from './helpers/database.js';
import { useTestDatabase } from './helpers/test-app.js';

const LOOPBACK = ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'];
const LAN = 'http://192.168.1.5:3000';

const suite = useTestDatabase();

/** An app whose warn-level log lines are kept, as JSON objects. */
async function appWithLog(env: RawEnv): Promise<{ app: FastifyInstance; warnings: () => string[] }> {
  const lines: string[] = [];
  const app = await buildApp({
    db: suite.db,
    env: testEnv({ LOG_LEVEL: 'warn', PORT: '3000', ...env }),
    logStream: { write: (line) => lines.push(line) },
  });
  const warnings = () =>
    lines.map((line) => JSON.parse(line) as { level: number; msg: string }).map(({ msg }) => msg);
  return { app, warnings };
}

function signUpFrom(app: FastifyInstance, origin: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin },
    payload: { name: 'Newcomer', email: uniqueEmail('loopback'), password: PASSWORD },
  });
}

function patchProfileFrom(app: FastifyInstance, origin: string, cookie: string) {
  return app.inject({
    method: 'PATCH',
    url: '/api/me',
    headers: { origin, cookie },
    payload: { name: 'Newcomer', birthdate: '03/04/1990' },
  });
}

describe(`without PUBLIC_URL on ${testDatabaseKind}`, () => {
  let local: Awaited<ReturnType<typeof appWithLog>>;

  beforeAll(async () => {
    local = await appWithLog({ PUBLIC_URL: '' });
  });

  afterAll(async () => {
    await local?.app.close();
  });

  it.each(LOOPBACK)('signs up and saves a profile from %s', async (origin) => {
    const signUp = await signUpFrom(local.app, origin);
    expect(signUp.statusCode, signUp.body).toBe(200);
    const patch = await patchProfileFrom(local.app, origin, sessionCookieOf(signUp));
    expect(patch.statusCode, patch.body).toBe(200);
  });

  it('refuses another host with 403 and says once per origin to set PUBLIC_URL', async () => {
    const before = local.warnings().length;
    for (let i = 0; i < 3; i++) {
      const response = await signUpFrom(local.app, LAN);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'Invalid origin' });
    }
    expect((await signUpFrom(local.app, 'https://tunnel.example.net')).statusCode).toBe(403);
    expect(local.warnings().slice(before)).toEqual([
      refusedOriginMessage(LAN),
      refusedOriginMessage('https://tunnel.example.net'),
    ]);
    expect(refusedOriginMessage(LAN)).toBe(
      'Refused a request from http://192.168.1.5:3000: set PUBLIC_URL to the address people open (see README)',
    );
  });

  it('refuses a loopback address on another port', async () => {
    expect((await signUpFrom(local.app, 'http://127.0.0.1:3001')).statusCode).toBe(403);
  });
});

describe(`with PUBLIC_URL on ${testDatabaseKind}`, () => {
  let pinned: Awaited<ReturnType<typeof appWithLog>>;

  beforeAll(async () => {
    pinned = await appWithLog({
      PUBLIC_URL: 'https://cards.example.com',
      TRUSTED_ORIGINS: 'https://staff.example.com',
    });
  });

  afterAll(async () => {
    await pinned?.app.close();
  });

  it('accepts only PUBLIC_URL and TRUSTED_ORIGINS', async () => {
    for (const origin of ['https://cards.example.com', 'https://staff.example.com']) {
      expect((await signUpFrom(pinned.app, origin)).statusCode, origin).toBe(200);
    }
    for (const origin of LOOPBACK) {
      expect((await signUpFrom(pinned.app, origin)).statusCode, origin).toBe(403);
    }
  });

  it('logs no PUBLIC_URL advice, since it is set', async () => {
    expect((await signUpFrom(pinned.app, LAN)).statusCode).toBe(403);
    expect(pinned.warnings()).toEqual([]);
  });
});
