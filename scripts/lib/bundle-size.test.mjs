import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  entryScripts,
  measureEntry,
  measureRoutes,
  ROUTE_BUDGETS_KB,
  reportEntry,
  reportRoutes,
  routeModules,
} from './bundle-size.mjs';

const HTML = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-a1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-b2.js">
<link rel="stylesheet" crossorigin href="/assets/index-c3.css">
<link rel="icon" href="/favicon.svg">
<script src="/legacy.js"></script>
</head><body><div id="root"></div></body></html>`;

/** Varied text, so each file's gzip size differs with its length. */
const noise = (length, seed) => {
  let x = seed;
  return Array.from({ length }, () => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return String.fromCharCode(33 + (x % 90));
  }).join('');
};

function distWith(files) {
  const dist = mkdtempSync(join(tmpdir(), 'bundle-size-'));
  mkdirSync(join(dist, 'assets'));
  for (const [path, text] of Object.entries(files)) writeFileSync(join(dist, path), text);
  return dist;
}

describe('bundle size', () => {
  it('counts the module entry and modulepreloads, not stylesheets, icons or classic scripts', () => {
    expect(entryScripts(HTML)).toEqual(['/assets/index-a1.js', '/assets/vendor-b2.js']);
  });

  it('finds the entry the inline first-paint script starts (data-entry)', () => {
    const html =
      '<head><script data-entry="/assets/index-d4.js">startApp();</script><script src="/x.js"></script></head>';
    expect(entryScripts(html)).toEqual(['/assets/index-d4.js']);
  });

  it('sums the gzip sizes of those files', () => {
    const entry = noise(4000, 1);
    const vendor = noise(9000, 2);
    const css = noise(50_000, 3);
    const dist = distWith({
      'index.html': HTML,
      'assets/index-a1.js': entry,
      'assets/vendor-b2.js': vendor,
      'assets/index-c3.css': css,
    });
    const { files, totalGzip } = measureEntry(dist);
    expect(files.map((file) => file.path)).toEqual(['/assets/index-a1.js', '/assets/vendor-b2.js']);
    const expected = gzipSync(entry, { level: 9 }).length + gzipSync(vendor, { level: 9 }).length;
    expect(totalGzip).toBe(expected);
    // The stylesheet alone is heavier than both scripts: had it been counted, the total would show it.
    expect(totalGzip).toBeLessThan(gzipSync(css, { level: 9 }).length);
  });

  it('passes at or under the budget and fails above it', () => {
    const measured = { files: [{ path: '/assets/index-a1.js', bytes: 9000, gzip: 5000 }], totalGzip: 5000 };
    expect(reportEntry(measured, 5).ok).toBe(true);
    const over = reportEntry(measured, 4.999);
    expect(over.ok).toBe(false);
    expect(over.text).toContain('OVER');
  });

  it('refuses an index.html that loads no module script', () => {
    const dist = distWith({ 'index.html': '<!doctype html><title>x</title>' });
    expect(() => measureEntry(dist)).toThrow('loads no module script');
  });
});

describe('each route’s own chunks', () => {
  const router = readFileSync(join(import.meta.dirname, '../../packages/web/src/app/router.tsx'), 'utf8');

  it('reads every route of the router, each with a budget', () => {
    const routes = routeModules(router);
    expect(routes.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/login', '/', '/weekly', '*']),
    );
    // One per `path:` in the router: none is missed by the pattern.
    expect(routes).toHaveLength([...router.matchAll(/\bpath:\s*'/g)].length);
    for (const { path } of routes) expect(ROUTE_BUDGETS_KB[path], path).toBeGreaterThan(0);
  });

  it('counts the page’s chunk and its static imports, not the entry nor what it loads later', () => {
    const page = `import{t}from"./shared-s1.js";import"./side-s2.js";import{a}from"./index-a1.js";import("./later-l1.js");${noise(3000, 4)}`;
    const files = {
      'assets/weekly-page-p1.js': page,
      'assets/shared-s1.js': noise(2000, 5),
      'assets/side-s2.js': noise(1000, 6),
      'assets/later-l1.js': noise(40_000, 7),
      'assets/index-a1.js': noise(40_000, 8),
    };
    const dist = distWith({ 'index.html': HTML, ...files });
    const source = `{ path: '/weekly', element: page(() => import('../pages/weekly/weekly-page'), 'WeeklyPage') }`;
    const [weekly] = measureRoutes(dist, source, { '/weekly': 10 });
    const counted = ['assets/weekly-page-p1.js', 'assets/shared-s1.js', 'assets/side-s2.js'];
    expect(weekly).toMatchObject({ path: '/weekly', chunks: 3, ok: true });
    expect(weekly.gzip).toBe(
      counted.reduce((sum, name) => sum + gzipSync(files[name], { level: 9 }).length, 0),
    );
    expect(measureRoutes(dist, source, { '/weekly': 1 })[0].ok).toBe(false);
    const unbudgeted = reportRoutes(measureRoutes(dist, source, {}));
    expect(unbudgeted.ok).toBe(false);
    expect(unbudgeted.text).toContain('budget none');
  });
});
