// Issue 26, item 5 for the contract's messages: nothing left half-translated. Each language has exactly the
// English keys, the same placeholders, no empty text, and every key is used by some code (a message nobody
// sends is dead weight in three languages).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@cardology/contract/languages';
import { EN_MESSAGES } from '@cardology/contract/messages/en';
import { MESSAGE_CATALOGS } from '@cardology/contract/messages/translate';
import { describe, expect, it } from 'vitest';

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] as string).sort();
const englishKeys = Object.keys(EN_MESSAGES).sort();

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(path, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

describe('the contract’s message catalogs', () => {
  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    const catalog = MESSAGE_CATALOGS[language] as Record<string, string>;

    it(`${language}: has every English key and no other`, () => {
      expect(Object.keys(catalog).sort()).toEqual(englishKeys);
    });

    it(`${language}: keeps each message’s placeholders, and writes something`, () => {
      const differing = englishKeys.filter(
        (key) =>
          placeholders(catalog[key] ?? '').join() !==
          placeholders(EN_MESSAGES[key as keyof typeof EN_MESSAGES]).join(),
      );
      expect(differing).toEqual([]);
      expect(englishKeys.filter((key) => !catalog[key]?.trim())).toEqual([]);
    });
  }

  it('has no key that no code uses', () => {
    const root = join(import.meta.dirname, '../..');
    const code = ['contract/src', 'server/src', 'web/src', 'engine/src']
      .flatMap((dir) => sourceFiles(join(root, dir)))
      .filter((file) => !file.includes(join('contract', 'src', 'messages')))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    // A constant counts when its name appears once more than its definition; a template when code reads it.
    const unused = englishKeys.filter((key) => {
      const uses = code.match(new RegExp(`\\b${key}\\b`, 'g'))?.length ?? 0;
      return uses < (code.includes(`export const ${key} `) ? 2 : 1);
    });
    expect(unused).toEqual([]);
  });
});
