import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { buildTestApp } from './helpers/app.js';
import { createTestDatabase } from './helpers/database.js';

// The installable app's files as the web build writes them (docs/decisions/021-pwa.md): the service
// worker and the manifest at the root, beside index.html, and hashed assets under assets/.
let database: Database;
let app: FastifyInstance;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'cardology-dist-pwa-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Cardology</title>');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'Cardology' }));
  writeFileSync(join(dist, 'assets', 'entry-abc123.js'), 'console.log("entry");');
  database = await createTestDatabase();
  app = await buildTestApp(database.db, { env: { WEB_DIST_DIR: dist } });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the installable app files', () => {
  it('sends the service worker as JavaScript revalidated on every visit, so a new version is found', async () => {
    const response = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends the manifest with its own type, revalidated too', async () => {
    const response = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps hashed assets immutable, which the service worker precaches by their hashed names', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/entry-abc123.js' });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
