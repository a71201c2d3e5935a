// Issue 26, item 5 for the contract's messages: nothing left half-translated. Each language has exactly the
// English keys, the same placeholders, no empty text, and every key is used by some code (a message nobody
// sends is dead weight in three languages). A plural (issue 32) is one key in the forms of its language: exactly
// the categories `Intl.PluralRules` gives it (en one/other; es and pt-BR one/many/other; ru one/few/many/other).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@cardology/contract/languages';
import { EN_MESSAGES } from '@cardology/contract/messages/en';
import { MESSAGE_CATALOGS } from '@cardology/contract/messages/translate';
import { describe, expect, it } from 'vitest';

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] as string).sort();
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;
const englishKeys = Object.keys(EN_MESSAGES).sort();
/** Each key once: a plural by its base (`WAIT_MINUTES`), as code asks for it. */
const messageKeys = [...new Set(englishKeys.map((key) => key.replace(PLURAL_FORM, '')))].sort();
const pluralBases = messageKeys.filter((key) => !Object.hasOwn(EN_MESSAGES, key));
const single = (keys: string[]) => keys.filter((key) => !PLURAL_FORM.test(key));
const formsOf = (catalog: Record<string, string>, base: string) =>
  Object.keys(catalog)
    .filter((key) => key.replace(PLURAL_FORM, '') === base && PLURAL_FORM.test(key))
    .map((key) => key.slice(base.length + 1))
    .sort();
const english = EN_MESSAGES as Record<string, string>;
/** The English a language's key translates: a plural form's is English's `_other` (English has one/other only). */
const englishOf = (key: string) => english[key] ?? english[key.replace(PLURAL_FORM, '_other')] ?? '';

/**
 * A message's placeholders as the test compares them. A plural form may spell its number ("a minute", "un minuto")
 * or write it ("{{count}} минуту": Russian's `one` is 1, 21, 31…), so `count` is left out of a plural form's.
 */
const placeholdersOf = (key: string, text = ''): string =>
  placeholders(text)
    .filter((name) => !PLURAL_FORM.test(key) || name !== 'count')
    .join();

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
  for (const language of LANGUAGES) {
    const catalog = MESSAGE_CATALOGS[language] as Record<string, string>;

    it(`${language}: has every English key and no other, each plural in its language's forms`, () => {
      expect(single(Object.keys(catalog)).sort()).toEqual(single(englishKeys));
      const categories = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
      expect(pluralBases.length).toBeGreaterThan(0);
      for (const base of pluralBases) expect(formsOf(catalog, base), base).toEqual(categories);
    });

    it(`${language}: keeps each message’s placeholders, and writes something`, () => {
      const keys = Object.keys(catalog);
      const differing = keys.filter(
        (key) => placeholdersOf(key, catalog[key]) !== placeholdersOf(key, englishOf(key)),
      );
      expect(differing).toEqual([]);
      expect(keys.filter((key) => !catalog[key]?.trim())).toEqual([]);
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
    const unused = messageKeys.filter((key) => {
      const uses = code.match(new RegExp(`\\b${key}\\b`, 'g'))?.length ?? 0;
      return uses < (code.includes(`export const ${key} `) ? 2 : 1);
    });
    expect(unused).toEqual([]);
  });
});
