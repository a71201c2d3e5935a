import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { entryScripts, measureEntry, reportEntry } from './bundle-size.mjs';

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
