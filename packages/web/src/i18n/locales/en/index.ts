import type { admin } from './admin';
import type { assistant } from './assistant';
import { auth } from './auth';
import type { birthdate } from './birthdate';
import type { cards } from './cards';
import type { checkMail } from './check-mail';
import type { home } from './home';
import type { journal } from './journal';
import type { people } from './people';
import { profile } from './profile';
import type { readings } from './readings';
import type { settings } from './settings';
import { shell } from './shell';

/**
 * English: the product spec's wording and every key's fallback. These areas are in the first page's script;
 * `home` (its long introduction) comes with the home page's chunk and `readings` with the reading pages', `people` with
 * the people drawer's, `settings` with the profile page's, `journal` with the journal's, `assistant`, `cards` and `admin` with
 * theirs, `birthdate` with the birthdate field's (addEnglish in i18n.ts), outside the entry.
 */
export const EN = { shell, auth, profile } as const;

/** Every English area, those in the entry and those their pages bring. */
export type English = typeof EN & {
  readonly auth: { readonly signUp: { readonly checkMail: typeof checkMail } };
  readonly home: typeof home;
  readonly readings: typeof readings;
  readonly people: typeof people;
  readonly settings: typeof settings;
  readonly journal: typeof journal;
  readonly assistant: typeof assistant;
  readonly cards: typeof cards;
  readonly admin: typeof admin;
  readonly birthdate: typeof birthdate;
};

/** i18next's plural suffixes, Intl.PluralRules' categories: each language writes the forms its own rules name. */
type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** The base of a plural key ('credits' of 'credits_one'), never for any other key. */
type PluralBase<K> = K extends `${infer Base}_${PluralCategory}` ? Base : never;
type Plain<K> = [PluralBase<K>] extends [never] ? K : never;

/**
 * Every catalog's shape: the English keys, each a string in its language. A plural key of English
 * ('x_one', 'x_other') stands for its family: every language has 'x_other' and may have any other form, as
 * its rules need (Russian's 'x_few', which English never writes); catalogs.test checks each language's forms.
 */
type Strings<T> = { readonly [K in keyof T as Plain<K>]: T[K] extends string ? string : Strings<T[K]> } & {
  readonly [K in keyof T as PluralBase<K> extends string ? `${PluralBase<K>}_other` : never]: string;
} & {
  readonly [K in keyof T as PluralBase<K> extends string
    ? `${PluralBase<K>}_${Exclude<PluralCategory, 'other'>}`
    : never]?: string;
};
export type Catalog = Strings<English>;
