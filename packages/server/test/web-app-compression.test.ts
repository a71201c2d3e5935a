import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.js';
import { useWebDist } from './helpers/web-dist.js';

// A small build folder shaped like the web build's: each text file with its .br and .gz copies,
// except one asset that has none (the build skips files too small to gain from compression).
const INDEX = '<!doctype html><title>Cardology</title><div id="root"></div>';
const SCRIPT = 'console.log("entry");'.repeat(40);
const UNCOMPRESSED = 'console.log("tiny")';

/** The file at `path` with its .br and .gz copies. */
function withCopies(path: string, text: string): Record<string, string | Uint8Array> {
  return { [path]: text, [`${path}.br`]: brotliCompressSync(text), [`${path}.gz`]: gzipSync(text) };
}

const dist = useWebDist('compressed', {
  ...withCopies('index.html', INDEX),
  ...withCopies('assets/entry-abc123.js', SCRIPT),
  'assets/tiny-def456.js': UNCOMPRESSED,
});
const suite = useTestApp({ env: { WEB_DIST_DIR: dist } });

const get = (url: string, acceptEncoding?: string) =>
  suite.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html,*/*', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

function varyNames(response: LightMyRequestResponse): string[] {
  return String(response.headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
}

describe('pre-compressed static files', () => {
  it.each([
    ['a hashed script', '/assets/entry-abc123.js', SCRIPT, /^text\/javascript|^application\/javascript/],
    ['index.html', '/', INDEX, /^text\/html/],
    ['the client-route fallback', '/yearly', INDEX, /^text\/html/],
  ])('sends the brotli copy of %s to a client that accepts br', async (_what, url, text, type) => {
    const response = await get(url, 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(type);
    expect(varyNames(response)).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(text);
  });

  it.each([
    ['a hashed script', '/assets/entry-abc123.js', SCRIPT],
    ['the client-route fallback', '/glossary/A%E2%99%A5', INDEX],
  ])('sends the gzip copy of %s to a client that accepts only gzip', async (_what, url, text) => {
    const response = await get(url, 'gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(varyNames(response)).toContain('accept-encoding');
    expect(gunzipSync(response.rawPayload).toString()).toBe(text);
  });

  it.each([
    ['no Accept-Encoding', undefined],
    ['only identity', 'identity'],
  ])('sends the plain file to a client with %s', async (_what, acceptEncoding) => {
    for (const [url, text] of [
      ['/assets/entry-abc123.js', SCRIPT],
      ['/profile', INDEX],
    ] as const) {
      const response = await get(url, acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(text);
    }
  });

  it('falls back to the plain file when a file has no compressed copy, still varying on Accept-Encoding', async () => {
    const response = await get('/assets/tiny-def456.js', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(varyNames(response)).toContain('accept-encoding');
    expect(response.body).toBe(UNCOMPRESSED);
  });

  it('keeps the cache rules: hashed assets immutable, index.html revalidated', async () => {
    const asset = await get('/assets/entry-abc123.js', 'br');
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await get('/', 'br');
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
