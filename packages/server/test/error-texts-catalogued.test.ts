// Issue 26, item 2, and issue 32, item 1: the server raises every error by its message's key and writes it in
// the request's language where it is answered (decision 044 § Messages by key); nothing is found by its English
// text. TypeScript already holds `httpError`'s and `sendError`'s keys to the catalog's; this finds what it
// cannot: a refusal of the engine (its `Result` carries the engine's own constant) the table of engine refusals
// lacks, a raw text sent as `{ error }`, and a schema of the contract whose message is not a key.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { engineRefusalKey } from '@cardology/contract/engine-refusals';
import { isMessageKey } from '@cardology/contract/messages/translate';
import { describe, expect, it } from 'vitest';

const PACKAGES = join(import.meta.dirname, '../..');

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(path, out);
    else if (/\.ts$/.test(entry.name) && !/\.(type-)?test\.ts$/.test(entry.name)) out.push(path);
  }
  return out;
}

const read = (dir: string) =>
  sourceFiles(join(PACKAGES, dir)).map((file) => [file, readFileSync(file, 'utf8')] as const);
const engine = read('engine/src');
const server = read('server/src');
const contract = read('contract/src').filter(([file]) => !file.includes(join('src', 'messages')));
const where = (file: string) => file.slice(PACKAGES.length);

// Not after a dot or inside quotes: a constant's name.
const CONSTANT = /(?<![.\w'])[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g;

/** The engine's value of a constant named in an `err(…)`, read from the engine module that exports it. */
async function engineValue(name: string): Promise<string | undefined> {
  const exporter = engine.find(([, text]) => new RegExp(`export const ${name}\\b`).test(text));
  if (!exporter) return undefined;
  const value = ((await import(exporter[0])) as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

describe('every error a reader can be answered is raised by its key', () => {
  it('the engine’s every refusal has its key in the table of engine refusals', async () => {
    const names = new Set(
      engine.flatMap(([, text]) =>
        [...text.matchAll(/\berr\(\s*([^()]*)\)/g)].flatMap((call) =>
          [...(call[1] ?? '').matchAll(CONSTANT)].map((m) => m[0]),
        ),
      ),
    );
    expect(names).toContain('JOKER_ERROR');
    const missing: string[] = [];
    for (const name of names) {
      const value = await engineValue(name);
      if (value === undefined || engineRefusalKey(value) === null) missing.push(`${name} = ${value}`);
    }
    expect(missing).toEqual([]);
  });

  it('the server sends no text as `{ error }`: a message by key (sendError, httpError) or a text written by key', () => {
    const raw = server.flatMap(([file, text]) =>
      [...text.matchAll(/\bsend\(\{\s*error:\s*([^,}]*)/g)]
        .map((match) => (match[1] ?? '').trim())
        .filter(
          (argument) =>
            !/^(message\(|textOf\(|messageText\(|typeof key === 'string' \? message\()/.test(argument),
        )
        // The readiness probe's reason is for operators and their monitors, not for readers.
        .filter(() => !file.endsWith(join('routes', 'health.ts')))
        .map((argument) => `${where(file)}: ${argument}`),
    );
    expect(raw).toEqual([]);
  });

  it('the contract’s schemas give every issue a message’s key', () => {
    const SCHEMA_MESSAGE =
      /(?:\b(?:error|message):\s*|\.(?:min|max|regex|refine|length)\([^,()]*(?:\([^()]*\))?[^,()]*,\s*)'([^']*)'/g;
    const found = contract.flatMap(([file, text]) =>
      [...text.matchAll(SCHEMA_MESSAGE)].map((match) => ({ file, text: match[1] ?? '' })),
    );
    expect(found.length).toBeGreaterThan(60);
    const notKeys = found
      .filter(({ text }) => !isMessageKey(text))
      .map(({ file, text }) => `${where(file)}: ${text}`);
    expect(notKeys).toEqual([]);
  });
});
