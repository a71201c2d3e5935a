// Issue 32 item 6, one vocabulary per language: docs/glossary-<language>.md names each of the app's terms once,
// in a "| term | use | never |" table, and this test fails when any text written in that language uses a
// variant the table's "never" column lists. The glossary is the rule's one home; this file only reads it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { LANGUAGES, type Language } from '@cardology/contract/languages';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../../..');
/** Each language that has a glossary (a new one brings its own: docs/glossary-<code>.md). */
const glossaryOf = (language: string) => join(ROOT, 'docs', `glossary-${language}.md`);
const GLOSSARIES = LANGUAGES.filter(
  (language): language is Exclude<Language, 'en'> => language !== 'en' && existsSync(glossaryOf(language)),
);

interface Rule {
  term: string;
  /** Each wrong variant as written in the glossary: whole words, case as written, `*` for any letters. */
  never: string[];
}

/** The rows of the glossary's "| term | use | never |" table; a "never" cell lists its phrases in backticks. */
function glossaryRules(markdown: string): Rule[] {
  const rows = markdown.split('\n').filter((line) => line.trimStart().startsWith('|'));
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim());
  const header = rows.findIndex((line) => {
    const [term, use, never] = cells(line).map((cell) => cell.toLowerCase());
    return term === 'term' && use === 'use' && never === 'never';
  });
  if (header < 0) return [];
  const rules: Rule[] = [];
  for (const line of rows.slice(header + 2)) {
    const [term = '', , never = ''] = cells(line);
    if (/^-+$/.test(term)) break;
    rules.push({ term, never: [...never.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '') });
  }
  return rules;
}

/** A phrase as a whole-word, case-sensitive pattern: `borr*` finds "borrar" and "Borrando" only if written so. */
function pattern(phrase: string): RegExp {
  const body = phrase
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\p{L}*');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'u');
}

/** Every source file written in `language`: a folder or a file named for it (locales/es/, messages/es.ts). */
function filesIn(language: string): string[] {
  const packages = join(ROOT, 'packages');
  return readdirSync(packages).flatMap((name) => {
    const src = join(packages, name, 'src');
    let files: string[];
    try {
      files = readdirSync(src, { recursive: true, encoding: 'utf8' });
    } catch {
      return [];
    }
    return files
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => file.split(sep).includes(language) || basename(file) === `${language}.ts`)
      .map((file) => join(src, file));
  });
}

/** The texts a file writes: its string and template literals, not its comments, keys or import paths. */
function textsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      texts.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

/** Each use of a wrong variant in `texts`, as "term: «phrase» in “…text…”". */
function wrongVariants(texts: readonly string[], rules: readonly Rule[]): string[] {
  const found: string[] = [];
  for (const rule of rules) {
    for (const phrase of rule.never) {
      const wrong = pattern(phrase);
      for (const text of texts) {
        const match = wrong.exec(text);
        if (!match) continue;
        const around = text.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40);
        found.push(`${rule.term}: «${match[0]}» in “…${around}…”`);
      }
    }
  }
  return found;
}

it('checks the Spanish and the Brazilian Portuguese glossaries', () => {
  expect(GLOSSARIES).toEqual(expect.arrayContaining(['es', 'pt-BR']));
});

describe.each(GLOSSARIES)('the %s vocabulary', (language) => {
  const glossary = `docs/glossary-${language}.md`;
  const rules = glossaryRules(readFileSync(glossaryOf(language), 'utf8'));
  const files = filesIn(language);

  it(`is a "| term | use | never |" table in ${glossary}, naming the issue's terms`, () => {
    const terms = rules.map((rule) => rule.term.toLowerCase()).join('\n');
    for (const term of [
      'cardology',
      'credits',
      'delete',
      'journal note',
      'reading names',
      'reminder',
      'calendar subscription',
    ]) {
      expect(terms).toContain(term);
    }
    expect(rules.every((rule) => rule.never.length > 0)).toBe(true);
  });

  it('reads every catalog written in the language', () => {
    const read = files.map((file) => relative(ROOT, file).split(sep).join('/'));
    for (const home of [
      `packages/web/src/i18n/locales/${language}/`,
      `packages/contract/src/messages/${language}.ts`,
      `packages/engine/src/texts/locales/${language}/`,
      `packages/server/src/providers/ai/offline-sentences/${language}.ts`,
    ]) {
      expect(read.some((file) => file.startsWith(home))).toBe(true);
    }
  });

  it('finds a listed variant when a text uses one', () => {
    for (const rule of rules) {
      for (const phrase of rule.never) {
        const sample = `«${phrase.replaceAll('*', 'o')}».`;
        expect(wrongVariants([sample], [rule])).toHaveLength(1);
      }
    }
  });

  it('is used by every text: no catalog writes a variant the glossary lists under "never"', () => {
    const faults = files.flatMap((file) =>
      wrongVariants(textsOf(file), rules).map((fault) => `${relative(ROOT, file)}: ${fault}`),
    );
    expect(faults).toEqual([]);
  });
});
