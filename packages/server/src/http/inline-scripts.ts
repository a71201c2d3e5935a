import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The Content-Security-Policy sources ('sha256-…') of every inline script in a page: the web build
 * writes its first-paint script into index.html (web `vite-first-paint.ts`), and the policy allows that
 * exact text and nothing else inline. Read from the built page, so a changed script cannot drift from
 * the hash the server sends.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc\s*=/.test(attributes) || body === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The hashes of the built index.html's inline scripts; none when the web app is not built. */
export function builtInlineScriptHashes(webDistDir: string): string[] {
  const indexFile = join(webDistDir, 'index.html');
  return existsSync(indexFile) ? inlineScriptHashes(readFileSync(indexFile, 'utf8')) : [];
}
