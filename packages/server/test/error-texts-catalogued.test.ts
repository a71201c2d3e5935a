// Issue 26, item 2: the server answers errors in the request's language. It translates `{ error }` in one hook
// (http/request-language.ts) by finding the English text in the contract's catalogs, so a message thrown
// anywhere that the catalogs do not hold would reach an es or pt-BR reader in English. This finds every text
// the engine returns as a refusal (`err(…)`) and every one the server throws or sends as `{ error }`, and asks
// that each be a catalogued message (the engine's refusals reach readers through valueOr400 and the schemas).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { translateMessage } from '@cardology/contract/messages/translate';
import { describe, expect, it } from 'vitest';

const PACKAGES = join(import.meta.dirname, '../..');

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(path, out);
    else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) out.push(path);
  }
  return out;
}

const files = ['engine/src', 'server/src', 'contract/src'].flatMap((dir) => sourceFiles(join(PACKAGES, dir)));
const code = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
/** Where answers are made: the engine's refusals and the server's errors. */
const answering = [...code].filter(([file]) => !file.includes(join('contract', 'src')));

/** The calls whose message reaches a reader: the engine's `err(…)`, `httpError(status, …)`, `{ error: … }`. */
const MESSAGE_ARGUMENT = [
  /\berr\(\s*([^()]*(?:\([^()]*\))?[^()]*)\)/g,
  /\bhttpError\(\s*\d{3}\s*,\s*([^()]*(?:\([^()]*\))?[^()]*)\)/g,
  /\bsend\(\{\s*error:\s*([^,}]*)/g,
];
const LITERAL = /'([^'\\]*)'|"([^"\\]*)"|`([^`\\$]*)`/g;
// Not after a dot: HTTP_MESSAGES.NOT_FOUND is the catalogue itself.
const CONSTANT = /(?<![.\w])[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g;

function messageArguments(): { file: string; argument: string }[] {
  return answering.flatMap(([file, text]) =>
    MESSAGE_ARGUMENT.flatMap((pattern) =>
      [...text.matchAll(pattern)].map((match) => ({ file, argument: match[1] ?? '' })),
    ),
  );
}

/** The English value of a constant, read from the module that exports it (or its literal, if local). */
async function englishOf(name: string, usedIn: string): Promise<string | undefined> {
  const exporter = [...code].find(([, text]) => new RegExp(`export const ${name}\\b`).test(text));
  if (exporter) {
    const module = (await import(exporter[0])) as Record<string, unknown>;
    const value = module[name];
    return typeof value === 'string' ? value : undefined;
  }
  const local = new RegExp(`const ${name}\\s*=\\s*(?:'([^']*)'|\`([^\`$]*)\`)`).exec(code.get(usedIn) ?? '');
  return local ? (local[1] ?? local[2]) : undefined;
}

const untranslated = (text: string) => translateMessage('es', text) === text;

describe('every error text a reader can be answered', () => {
  it('was found: the scan sees the engine’s refusals and the server’s errors', () => {
    const all = messageArguments().map((found) => found.argument);
    expect(all).toContain('JOKER_ERROR');
    expect(all).toContain('SIGN_IN_REQUIRED');
    expect(all.length).toBeGreaterThan(80);
  });

  it('is a literal the contract’s catalogs hold', () => {
    const literals = messageArguments().flatMap(({ file, argument }) =>
      [...argument.matchAll(LITERAL)]
        .map((match) => match[1] ?? match[2] ?? match[3] ?? '')
        .filter((text) => /[a-z]{2}/.test(text))
        .map((text) => `${file.slice(PACKAGES.length)}: ${text}`),
    );
    expect(literals.filter((found) => untranslated(found.split(': ').slice(1).join(': ')))).toEqual([]);
  });

  it('is a constant whose English the contract’s catalogs hold', async () => {
    const missing: string[] = [];
    for (const { file, argument } of messageArguments()) {
      // A constant's name inside quotes ('FST_ERR_BAD_URL') is a code compared with, not a message.
      for (const [name] of argument.replace(LITERAL, '').matchAll(CONSTANT)) {
        if (argument.includes(`${name}.`)) continue;
        const value = await englishOf(name, file);
        if (value === undefined) missing.push(`${file.slice(PACKAGES.length)}: ${name} (no text found)`);
        else if (untranslated(value)) missing.push(`${file.slice(PACKAGES.length)}: ${name} = ${value}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
