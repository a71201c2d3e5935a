import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD } from '../src/http/api-compression.js';
import { signUp, type TestUser } from './helpers/app.js';
import { testDatabaseKind } from './helpers/database.js';
import { useTestApp } from './helpers/test-app.js';
import { useWebDist } from './helpers/web-dist.js';

let user: TestUser;
const bigScript = `console.log(${JSON.stringify('x'.repeat(4 * COMPRESSION_THRESHOLD))});\n`;
const webDist = useWebDist('compression', {
  'index.html': '<!doctype html><title>Cardology</title>',
  'assets/app.js': bigScript,
});

const suite = useTestApp({ env: { WEB_DIST_DIR: webDist } });

beforeAll(async () => {
  user = await signUp(suite.app);
});

function get(url: string, acceptEncoding?: string) {
  return suite.app.inject({
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
    const response = await suite.app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(bigScript);
  });
});
