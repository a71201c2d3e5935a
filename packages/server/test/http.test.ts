import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NOTES_MAX_LENGTH } from '@cardology/contract/limits';
import { BODY_TOO_LARGE } from '@cardology/contract/rate-limits';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../src/app.js';
import { NOTES_BODY_LIMIT, SMALL_BODY_LIMIT } from '../src/http/body-limits.js';
import {
  buildTestApp,
  ORIGIN,
  PASSWORD,
  signInRequest,
  signUp,
  type TestUser,
  uniqueEmail,
} from './helpers/app.js';
import { testDatabaseKind } from './helpers/database.js';
import { useTestApp } from './helpers/test-app.js';

let someone: TestUser;

const suite = useTestApp({ env: { TRUSTED_ORIGINS: 'https://cards.example.com' } });

beforeAll(async () => {
  suite.app.get('/api/test/crash', { config: { access: 'public' } }, async () => {
    throw new Error('connection string postgres://secret@db/internal');
  });
  someone = await signUp(suite.app, { name: 'Sam' });
});

const validProfile = { name: 'Sam', birthdate: '03/04/1990' };

describe(`origin check on ${testDatabaseKind}`, () => {
  it('refuses a state-changing /api request from a foreign origin with 403', async () => {
    const response = await suite.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: someone.cookie, origin: 'https://evil.example' },
      payload: validProfile,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Invalid origin' });
  });

  it("refuses better-auth's sign-in from a foreign origin", async () => {
    const response = await suite.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example' },
      payload: { email: someone.email, password: PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'Invalid origin' });
    expect(response.cookies).toHaveLength(0);
  });

  it('refuses the literal origin "null" (sandboxed frames)', async () => {
    const response = await suite.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: someone.cookie, origin: 'null' },
      payload: validProfile,
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts the public URL, TRUSTED_ORIGINS entries and a missing Origin', async () => {
    for (const origin of [ORIGIN, 'https://cards.example.com', undefined]) {
      const response = await suite.app.inject({
        method: 'PATCH',
        url: '/api/me',
        headers: { cookie: someone.cookie, ...(origin ? { origin } : {}) },
        payload: validProfile,
      });
      expect(response.statusCode, String(origin)).toBe(200);
    }
  });

  it('lets GET requests through whatever their Origin', async () => {
    const response = await suite.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: someone.cookie, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('trusts the Vite dev server only in development', async () => {
    const vite = 'http://localhost:5173';
    const patch = (target: FastifyInstance) =>
      target.inject({
        method: 'PATCH',
        url: '/api/me',
        headers: { cookie: someone.cookie, origin: vite },
        payload: validProfile,
      });
    expect((await patch(suite.app)).statusCode).toBe(403);
    const dev = await buildTestApp(suite.db, { env: { NODE_ENV: 'development' } });
    try {
      expect((await patch(dev)).statusCode).toBe(200);
    } finally {
      await dev.close();
    }
  });
});

describe(`bad input on ${testDatabaseKind}`, () => {
  it('answers malformed JSON with 400', async () => {
    for (const url of ['/api/me', '/api/auth/sign-in/email']) {
      const response = await suite.app.inject({
        method: url === '/api/me' ? 'PATCH' : 'POST',
        url,
        headers: { cookie: someone.cookie, 'content-type': 'application/json' },
        payload: '{"name": "Sam", ',
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ error: 'Malformed JSON body.' });
    }
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await suite.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: someone.cookie, 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('error');
  });

  /** A JSON body of exactly `bytes` bytes: `fields` plus a padding field that fills the rest. */
  const bodyOfSize = (fields: Record<string, unknown>, bytes: number) => {
    const bare = JSON.stringify({ ...fields, padding: '' });
    return JSON.stringify({ ...fields, padding: 'x'.repeat(bytes - bare.length) });
  };
  const sendJson = (method: 'PATCH' | 'POST', url: string, payload: string, cookie = someone.cookie) =>
    suite.app.inject({
      method,
      url,
      headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
      payload,
    });

  it.each([
    ['a small body (profile)', 'PATCH', '/api/me', () => validProfile, SMALL_BODY_LIMIT, 200],
    [
      'a note (credit request)',
      'POST',
      '/api/credit-requests',
      () => ({ user_notes: 'Please' }),
      NOTES_BODY_LIMIT,
      201,
    ],
    [
      'anything else (sign-in)',
      'POST',
      '/api/auth/sign-in/email',
      () => ({ email: someone.email, password: PASSWORD }),
      BODY_LIMIT,
      200,
    ],
  ] as const)(
    'takes %s up to its limit and answers one byte more with 413',
    async (_kind, method, url, fields, limit, status) => {
      const over = await sendJson(method, url, bodyOfSize(fields(), limit + 1));
      expect(over.statusCode).toBe(413);
      expect(over.json()).toEqual({ error: BODY_TOO_LARGE });
      expect((await sendJson(method, url, bodyOfSize(fields(), limit))).statusCode).toBe(status);
    },
  );

  it('leaves a note route room for its longest note with every character escaped', async () => {
    const escaped = `{"user_notes":"${'\\u00e9'.repeat(NOTES_MAX_LENGTH)}"}`;
    expect(escaped.length).toBeGreaterThan(SMALL_BODY_LIMIT);
    const requester = await signUp(suite.app, { name: 'Requester' });
    const response = await sendJson('POST', '/api/credit-requests', escaped, requester.cookie);
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['text/plain', 'name=Sam'],
    ['application/x-www-form-urlencoded', 'name=Sam&birthdate=03%2F04%2F1990'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nSam\r\n--x--',
    ],
  ])('answers a %s body with 415', async (contentType, payload) => {
    for (const [method, url] of [
      ['PATCH', '/api/me'],
      ['POST', '/api/auth/sign-in/email'],
    ] as const) {
      const response = await suite.app.inject({
        method,
        url,
        headers: { cookie: someone.cookie, 'content-type': contentType },
        payload,
      });
      expect(response.statusCode, url).toBe(415);
      expect(response.json()).toEqual({ error: 'Content-Type must be application/json.' });
    }
  });

  it('answers wrong field types with 400 and a plain message', async () => {
    const response = await suite.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: ORIGIN },
      payload: { email: 42, password: ['x'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Please enter a valid email address.' });

    const noName = await suite.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN },
      payload: { email: uniqueEmail(), password: PASSWORD },
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ error: 'Please enter your name' });
  });

  it('answers unknown /api routes with 404 JSON, whatever the method', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope'],
      ['PUT', '/api/me'],
      ['GET', '/api'],
    ] as const) {
      const response = await suite.app.inject({ method, url, headers: { accept: 'text/html' } });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found.' });
    }
  });

  it('answers an unknown /api/auth endpoint with 404 and an error field', async () => {
    const response = await suite.app.inject({ method: 'GET', url: '/api/auth/no-such-endpoint' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'Not found.' });
  });

  it('answers an unexpected failure with 500 and no internals', async () => {
    const response = await suite.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal Server Error' });
    expect(response.body).not.toContain('secret');
  });

  it('keeps serving after all of the above', async () => {
    const response = await suite.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });
});

describe(`rate limit on ${testDatabaseKind}`, () => {
  it('refuses the 6th sign-in from one address within the window, not another address', async () => {
    const limited = await buildTestApp(suite.db, {
      env: { AUTH_RATE_LIMIT_MAX: '5', AUTH_RATE_LIMIT_WINDOW_S: '60' },
    });
    try {
      // Addresses no other test uses, so counters left by other tests cannot interfere.
      const attacker = '203.0.113.7';
      const bystander = '203.0.113.8';
      for (let attempt = 1; attempt <= 5; attempt++) {
        const response = await signInRequest(
          limited,
          { email: someone.email, password: 'wrong password' },
          attacker,
        );
        expect(response.statusCode, `attempt ${attempt}`).toBe(401);
      }
      const sixth = await signInRequest(limited, { email: someone.email, password: PASSWORD }, attacker);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toMatchObject({ error: expect.any(String) });
      expect(sixth.cookies).toHaveLength(0);

      // Claiming another address in X-Forwarded-For does not help: TRUST_PROXY is off.
      const spoofed = await limited.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: ORIGIN, 'x-forwarded-for': '198.51.100.1' },
        payload: { email: someone.email, password: PASSWORD },
        remoteAddress: attacker,
      });
      expect(spoofed.statusCode).toBe(429);

      const other = await signInRequest(limited, { email: someone.email, password: PASSWORD }, bystander);
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('limits sign-ups the same way', async () => {
    const limited = await buildTestApp(suite.db, { env: { AUTH_RATE_LIMIT_MAX: '2' } });
    try {
      const address = '203.0.113.9';
      const signUpFrom = () =>
        limited.inject({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          headers: { origin: ORIGIN },
          payload: { name: 'Bot', email: uniqueEmail('bot'), password: PASSWORD },
          remoteAddress: address,
        });
      expect((await signUpFrom()).statusCode).toBe(200);
      expect((await signUpFrom()).statusCode).toBe(200);
      expect((await signUpFrom()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('shares the count between app instances on one database (several processes)', async () => {
    const env = { AUTH_RATE_LIMIT_MAX: '3' };
    const first = await buildTestApp(suite.db, { env });
    const second = await buildTestApp(suite.db, { env });
    try {
      const address = '203.0.113.10';
      const wrong = { email: someone.email, password: 'wrong password' };
      expect((await signInRequest(first, wrong, address)).statusCode).toBe(401);
      expect((await signInRequest(second, wrong, address)).statusCode).toBe(401);
      expect((await signInRequest(first, wrong, address)).statusCode).toBe(401);
      expect((await signInRequest(second, wrong, address)).statusCode).toBe(429);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('behind a trusted proxy, keys on the forwarded client address', async () => {
    const proxied = await buildTestApp(suite.db, {
      env: { AUTH_RATE_LIMIT_MAX: '1', TRUST_PROXY: 'true' },
    });
    try {
      const from = (client: string) =>
        proxied.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { origin: ORIGIN, 'x-forwarded-for': client },
          payload: { email: someone.email, password: 'wrong password' },
          remoteAddress: '10.0.0.1',
        });
      expect((await from('198.51.100.20')).statusCode).toBe(401);
      expect((await from('198.51.100.20')).statusCode).toBe(429);
      expect((await from('198.51.100.21')).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});

describe('security headers', () => {
  it('sends a Content-Security-Policy for a same-origin SPA', async () => {
    const response = await suite.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("media-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('turns off every powerful browser feature the app does not use, on every response', async () => {
    for (const url of ['/api/health', '/api/nowhere', '/profile']) {
      const response = await suite.app.inject({ method: 'GET', url });
      const policy = String(response.headers['permissions-policy']);
      for (const feature of [
        'camera',
        'microphone',
        'geolocation',
        'payment',
        'usb',
        'serial',
        'bluetooth',
        'hid',
        'midi',
        'display-capture',
        'accelerometer',
        'gyroscope',
        'magnetometer',
        'xr-spatial-tracking',
      ]) {
        expect(policy, `${url}: ${feature}`).toContain(`${feature}=()`);
      }
      // What the app uses: sharing a picture (share-file.ts) and copying a link (feed-url-field.tsx).
      expect(policy).toContain('web-share=(self)');
      expect(policy).toContain('clipboard-write=(self)');
    }
  });

  it('sends HSTS and upgrades requests only when the app is served over https', async () => {
    const headersOf = async (env: Record<string, string>, forwardedProto?: string) => {
      const app = await buildTestApp(suite.db, { env: { NODE_ENV: 'production', ...env } });
      try {
        const response = await app.inject({
          method: 'GET',
          url: '/api/health',
          headers: forwardedProto ? { 'x-forwarded-proto': forwardedProto } : {},
        });
        return {
          hsts: response.headers['strict-transport-security'],
          upgrades: String(response.headers['content-security-policy']).includes('upgrade-insecure-requests'),
        };
      } finally {
        await app.close();
      }
    };
    // Plain http (the default PUBLIC_URL, or a LAN address): neither.
    expect(await headersOf({})).toEqual({ hsts: undefined, upgrades: false });
    // A forwarded protocol counts only from a trusted proxy.
    expect(await headersOf({}, 'https')).toEqual({ hsts: undefined, upgrades: false });
    const https = { hsts: 'max-age=31536000; includeSubDomains', upgrades: true };
    expect(await headersOf({ TRUST_PROXY: '1' }, 'https')).toEqual(https);
    expect(await headersOf({ PUBLIC_URL: 'https://cards.example.com' })).toEqual(https);
  });
});

describe('web app serving', () => {
  it('without a build, answers page requests with a note to run the web build', async () => {
    const response = await suite.app.inject({
      method: 'GET',
      url: '/yearly',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('npm run build -w @cardology/web');
  });

  it('with a build, serves files, falls back to index.html for client routes, keeps /api JSON', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'cardology-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Cardology</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log("app")');
    const web = await buildTestApp(suite.db, { env: { WEB_DIST_DIR: dist } });
    try {
      const root = await web.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(root.statusCode).toBe(200);
      expect(root.body).toContain('<title>Cardology</title>');

      const deep = await web.inject({
        method: 'GET',
        url: '/glossary/A%E2%99%A5',
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
      expect(deep.statusCode).toBe(200);
      expect(deep.headers['content-type']).toMatch(/^text\/html/);
      expect(deep.body).toContain('<div id="root"></div>');
      expect(deep.headers['cache-control']).toBe('no-cache');

      const asset = await web.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.body).toBe('console.log("app")');
      expect(asset.headers['cache-control']).toContain('immutable');

      const missingAsset = await web.inject({
        method: 'GET',
        url: '/assets/missing.js',
        headers: { accept: '*/*' },
      });
      expect(missingAsset.statusCode).toBe(404);

      const api = await web.inject({ method: 'GET', url: '/api/unknown', headers: { accept: 'text/html' } });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ error: 'Not found.' });

      // A hand-edited address Fastify cannot decode still opens the app, which shows its own not-found state.
      const badPage = await web.inject({
        method: 'GET',
        url: '/glossary/%E0%A4%A',
        headers: { accept: 'text/html' },
      });
      expect(badPage.statusCode).toBe(200);
      expect(badPage.body).toContain('<div id="root"></div>');
      const badApi = await web.inject({
        method: 'GET',
        url: '/api/%E0%A4%A',
        headers: { accept: 'application/json' },
      });
      expect(badApi.statusCode).toBe(400);
      expect(badApi.json()).toEqual({ error: 'Malformed URL.' });
    } finally {
      await web.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
