import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../src/http/inline-scripts.js';
import { useTestApp } from './helpers/test-app.js';
import { useWebDist } from './helpers/web-dist.js';

const FIRST_PAINT = 'document.documentElement.dataset.shellPath = location.pathname;\n';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const page = `<!doctype html><head><script>${FIRST_PAINT}</script>
<script async type="module" src="/assets/index-abc.js"></script></head><body></body>`;

describe('inline script hashes', () => {
  it('hashes each inline script and skips scripts loaded from a file', () => {
    expect(inlineScriptHashes(page)).toEqual([sha256(FIRST_PAINT)]);
    expect(inlineScriptHashes('<script src="/a.js"></script><script></script>')).toEqual([]);
  });

  describe('through the app', () => {
    const dist = useWebDist('csp', { 'index.html': page });
    const suite = useTestApp({ env: { WEB_DIST_DIR: dist } });

    it("allows the built page's inline first-paint script by its hash, and no other inline script", async () => {
      const response = await suite.app.inject({
        method: 'GET',
        url: '/login',
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(200);
      const scriptSrc = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
      expect(scriptSrc?.split(' ')).toEqual(["'self'", sha256(FIRST_PAINT)]);
    });
  });
});
