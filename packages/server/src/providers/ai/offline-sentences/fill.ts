import type { Plural } from './types.js';

/** A sentence with its `{{placeholders}}` filled; a slot with no value is a bug the sentence tests catch. */
export function fill(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** Every `{{placeholder}}` of a sentence, sorted. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] as string).sort();
}

const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * The form of a plural sentence for `count` in `language`, as i18next picks its suffixes: `zero` for 0 when the
 * catalog has it, else the language's own category by `Intl.PluralRules` (one, two, few, many, other), else
 * `other`.
 */
export function pluralForm(language: string, sentence: Plural, count: number): string {
  if (count === 0 && sentence.zero !== undefined) return sentence.zero;
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return sentence[rules.select(count)] ?? sentence.other;
}
