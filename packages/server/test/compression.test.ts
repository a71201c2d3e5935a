import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { COMPRESSION_THRESHOLD } from '../src/http/api-compression.js';
import { buildTestApp, signUp, type TestUser } from './helpers/app.js';
import { createTestDatabase, testDatabaseKind } from './helpers/database.js';

let database: Database;
let app: FastifyInstance;
let user: TestUser;
const webDist = mkdtempSync(join(tmpdir(), 'cardology-web-dist-'));
const bigScript = `console.log(${JSON.stringify('x'.repeat(4 * COMPRESSION_THRESHOLD))});\n`;

beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Cardology</title>');
  writeFileSync(join(webDist, 'assets', 'app.js'), bigScript);
  database = await createTestDatabase();
  app = await buildTestApp(database.db, { env: { WEB_DIST_DIR: webDist } });
  user = await signUp(app);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

function get(url: string, acceptEncoding?: string) {
  return app.inject({
    method: 'GET',
    url,
    headers: { cookie: user.cookie, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });
}

describe(`API compression on ${testDatabaseKind}`, () => {
  it('sends the glossary uncompressed when the client accepts no encoding', async () => {
    const response = await get('/api/card-relationships');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    expect(() => response.json()).not.toThrow();
  });

  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ])(
    'compresses the glossary for Accept-Encoding: %s as %s, to the same JSON',
    async (accept, encoding, decode) => {
      const plain = await get('/api/card-relationships');
      const response = await get('/api/card-relationships', accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      const decoded = decode(response.rawPayload);
      expect(decoded.equals(plain.rawPayload)).toBe(true);
      expect(JSON.parse(decoded.toString('utf8'))).toEqual(plain.json());
    },
  );

  it('leaves a reply under the threshold plain', async () => {
    const response = await get('/api/health', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ ok: true });
  });

  it('sends plain JSON when only identity is accepted', async () => {
    const response = await get('/api/card-relationships', 'identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(() => response.json()).not.toThrow();
  });

  it('leaves the web app files to the web app', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(bigScript);
  });
});
