import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.js';
import { useWebDist } from './helpers/web-dist.js';

// The installable app's files as the web build writes them (docs/decisions/021-pwa.md): the service
// worker and the manifest at the root, beside index.html, and hashed assets under assets/.
const dist = useWebDist('pwa', {
  'index.html': '<!doctype html><title>Cardology</title>',
  'sw.js': 'self.addEventListener("fetch", () => {});',
  'manifest.webmanifest': JSON.stringify({ name: 'Cardology' }),
  'assets/entry-abc123.js': 'console.log("entry");',
});
const suite = useTestApp({ env: { WEB_DIST_DIR: dist } });

describe('the installable app files', () => {
  it('sends the service worker as JavaScript revalidated on every visit, so a new version is found', async () => {
    const response = await suite.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends the manifest with its own type, revalidated too', async () => {
    const response = await suite.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps hashed assets immutable, which the service worker precaches by their hashed names', async () => {
    const response = await suite.app.inject({ method: 'GET', url: '/assets/entry-abc123.js' });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
