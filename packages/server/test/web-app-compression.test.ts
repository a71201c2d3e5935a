import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { buildTestApp } from './helpers/app.js';
import { createTestDatabase } from './helpers/database.js';

// A small build folder shaped like the web build's: each text file with its .br and .gz copies,
// except one asset that has none (the build skips files too small to gain from compression).
const INDEX = '<!doctype html><title>Cardology</title><div id="root"></div>';
const SCRIPT = 'console.log("entry");'.repeat(40);
const UNCOMPRESSED = 'console.log("tiny")';

let database: Database;
let app: FastifyInstance;
let dist: string;

function writeWithCopies(path: string, text: string): void {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'cardology-dist-compressed-'));
  mkdirSync(join(dist, 'assets'));
  writeWithCopies(join(dist, 'index.html'), INDEX);
  writeWithCopies(join(dist, 'assets', 'entry-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'tiny-def456.js'), UNCOMPRESSED);
  database = await createTestDatabase();
  app = await buildTestApp(database.db, { env: { WEB_DIST_DIR: dist } });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
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
