// Issue 26 item 5: nothing half-translated. Every English key in each language, no key no source file uses, and
// the same placeholders and tags everywhere.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LANGUAGES } from '@cardology/contract/languages';
import { describe, expect, it } from 'vitest';
import type { Catalog } from './locales/en';
import { EN as ENTRY } from './locales/en';
import { admin } from './locales/en/admin';
import { assistant } from './locales/en/assistant';
import { birthdate } from './locales/en/birthdate';
import { cards } from './locales/en/cards';
import { checkMail } from './locales/en/check-mail';
import { home } from './locales/en/home';
import { journal } from './locales/en/journal';
import { people } from './locales/en/people';
import { readings } from './locales/en/readings';
import { settings } from './locales/en/settings';
import { flattenKeys } from './missing-keys';

/**
 * Every translated catalog folder, found by its name (`locales/<code>/index.ts`): a language's folder is tested
 * without a line here, and the first test fails when a folder and the contract's list disagree.
 */
const TRANSLATIONS: Readonly<Record<string, Catalog>> = Object.fromEntries(
  Object.entries(import.meta.glob<Catalog>('./locales/*/index.ts', { eager: true, import: 'CATALOG' }))
    .map(([path, catalog]) => [path.split('/')[2] ?? path, catalog] as const)
    .filter(([language]) => language !== 'en'),
);
/** Every English area, the entry's and those pages bring. */
const EN = {
  ...ENTRY,
  // sign-up's "Check your mail" comes with the login page's chunk, into the entry's auth area
  auth: { ...ENTRY.auth, signUp: { ...ENTRY.auth.signUp, checkMail } },
  home,
  readings,
  people,
  settings,
  journal,
  assistant,
  cards,
  admin,
  birthdate,
};
const SRC = join(import.meta.dirname, '..');

const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * English's keys as `language` must have them: a plural family of English ('x_one', 'x_other') becomes the
 * forms the language's own rules name (Intl.PluralRules: Russian's 'x_one', 'x_few', 'x_many', 'x_other'),
 * each with English's 'x_other' as the text whose placeholders it keeps.
 */
function expectedKeys(language: string): Map<string, string> {
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const expected = new Map<string, string>();
  for (const [key, text] of flattenKeys(EN)) {
    if (!PLURAL.test(key)) expected.set(key, text);
    else if (key.endsWith('_other'))
      for (const form of forms) expected.set(key.replace(PLURAL, `_${form}`), text);
  }
  return expected;
}

/**
 * i18next's exact-zero form ('x_zero'), which it tries first for a count of 0 in every language whatever its rules:
 * Portuguese's rules put 0 with 1 ('one': "1 ano"), where a reader says "0 anos".
 */
function exactZero(key: string, expected: Map<string, string>): boolean {
  return key.endsWith('_zero') && expected.has(key.replace(/_zero$/, '_other'));
}

/** `{{name}}` interpolations and `<1>` Trans tags, sorted, so a renamed or dropped one shows. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*[\w.]+\s*\}\}|<\/?\d+\s*\/?>/g)].map((match) => match[0]).sort();
}

/** The web's own source (catalogs and tests aside): where a used key is written as a string literal. */
function sourceText(): string {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter(
      (file) =>
        !relative('i18n/locales', file)
          .split(/[/\\]/)
          .every((part) => part !== '..'),
    )
    .map((file) => readFileSync(join(SRC, file), 'utf8'))
    .join('\n');
}

describe('the web catalogs', () => {
  it('lists every language the contract knows', () => {
    expect(Object.keys(TRANSLATIONS).sort()).toEqual(LANGUAGES.filter((l) => l !== 'en').sort());
  });

  for (const [language, catalog] of Object.entries(TRANSLATIONS)) {
    describe(language, () => {
      const expected = expectedKeys(language);
      const translated = flattenKeys(catalog);

      it('has every English key, each plural in the forms of its own rules, none empty', () => {
        expect([...expected.keys()].filter((key) => !translated.get(key))).toEqual([]);
      });

      it('has no key English lacks, nor a plural form its rules do not use', () => {
        expect(
          [...translated.keys()].filter((key) => !expected.has(key) && !exactZero(key, expected)),
        ).toEqual([]);
      });

      it('keeps the placeholders of a plural family in its exact-zero form', () => {
        const zeros = [...translated].filter(([key]) => exactZero(key, expected));
        const differing = zeros.filter(
          ([key, text]) =>
            placeholders(text).join() !==
            placeholders(expected.get(key.replace(/_zero$/, '_other')) ?? '').join(),
        );
        expect(differing.map(([key]) => key)).toEqual([]);
      });

      it('keeps each text’s placeholders and tags', () => {
        const differing = [...expected].filter(
          ([key, english]) => placeholders(english).join() !== placeholders(translated.get(key) ?? '').join(),
        );
        expect(differing.map(([key]) => key)).toEqual([]);
      });
    });
  }

  it('has no key that no source file uses', () => {
    const source = sourceText();
    // i18next's plural forms share one key in the source: 'x_one' and 'x_other' are both t('x', { count }).
    // A list or group read whole (t('home.intro.suits', { returnObjects: true })) uses every key under it.
    const used = (key: string) => {
      const parts = key.replace(/_(zero|one|two|few|many|other)$/, '').split('.');
      return parts.some((_, end) => {
        const prefix = parts.slice(0, end + 1).join('.');
        return end > 0 && (source.includes(`'${prefix}'`) || source.includes(`"${prefix}"`));
      });
    };
    expect([...flattenKeys(EN).keys()].filter((key) => !used(key))).toEqual([]);
  });
});
