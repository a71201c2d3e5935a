import { LANGUAGES, type Language } from '@cardology/contract/languages';
import { NAMES as enNames } from '@cardology/engine/texts/locales/en/names';
import { NAMES as esNames } from '@cardology/engine/texts/locales/es/names';
import { NAMES as ptBRNames } from '@cardology/engine/texts/locales/pt-BR/names';
import { NAMES as ruNames } from '@cardology/engine/texts/locales/ru/names';
import { admin } from '../i18n/locales/en/admin';
import { assistant } from '../i18n/locales/en/assistant';
import { auth } from '../i18n/locales/en/auth';
import { cards } from '../i18n/locales/en/cards';
import { home } from '../i18n/locales/en/home';
import { journal } from '../i18n/locales/en/journal';
import { profile } from '../i18n/locales/en/profile';
import { readings } from '../i18n/locales/en/readings';
import { shell } from '../i18n/locales/en/shell';
import { CATALOG as es } from '../i18n/locales/es';
import { CATALOG as ptBR } from '../i18n/locales/pt-BR';
import { CATALOG as ru } from '../i18n/locales/ru';
import { ROUTE_TABLE, type RouteDeclaration } from './route-table';

type Headings = Readonly<Partial<Record<string, string>>>;

/**
 * The first paint's own words beside the declared headings: the Back button's label and the not-found page's way
 * home. Each is the catalog text the page renders in that place.
 */
export const SHAPE_WORD_KEYS = ['shell.back', 'shell.notFound.home'] as const;
export type ShapeWordKey = (typeof SHAPE_WORD_KEYS)[number];

/** The words index.html's static first paint shows in one language (vite-first-paint.ts writes them in). */
export interface FirstPaintWords {
  /** Page titles by address; an address missing here keeps its skeleton line in this language. */
  titles: Headings;
  subtitles: Headings;
  /** The `login` shape's line under the panel by address: its sentence and its link's words. */
  footers: Readonly<Partial<Record<string, readonly [string, string]>>>;
  /** The words of the shapes around the headings (vite-first-paint.ts), by catalog key. */
  shapes: Readonly<Record<ShapeWordKey, string>>;
}

/**
 * Each language's catalogs (read at build time only: vite-first-paint.ts runs in Node). English as its areas, since
 * its first-page part and the pages' parts are separate modules (locales/en/index.ts).
 */
const CATALOGS: Readonly<Record<Language, object>> = {
  en: { admin, assistant, auth, cards, home, journal, profile, readings, shell },
  es,
  'pt-BR': ptBR,
  ru,
};

/**
 * The `card` shape's words: each language's card names by symbol, keyed by the symbol in capitals (an address may
 * write it in any case), each with the symbol as the page writes it.
 */
export function cardNames(): Record<Language, Record<string, [symbol: string, name: string]>> {
  const names = { en: enNames, es: esNames, 'pt-BR': ptBRNames, ru: ruNames } satisfies Record<
    Language,
    unknown
  >;
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      Object.fromEntries(
        Object.entries(names[language].cards).map(([symbol, { name }]) => [
          symbol.toUpperCase(),
          [symbol, name],
        ]),
      ),
    ]),
  ) as Record<Language, Record<string, [string, string]>>;
}

/** The text at a dotted catalog key ('readings.weekly.subtitle'), or undefined when there is none. */
export function catalogText(language: Language, key: string): string | undefined {
  const found = key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      CATALOGS[language],
    );
  return typeof found === 'string' ? found : undefined;
}

/** The route table's first-paint headings of one part, by address, in one language. */
const headings = (language: Language, part: 'title' | 'subtitle'): Headings => {
  const declared: readonly RouteDeclaration[] = ROUTE_TABLE;
  return Object.fromEntries(
    declared.flatMap((route) => {
      const key = route.heading?.[part];
      const text = key === undefined ? undefined : catalogText(language, key);
      return text === undefined ? [] : [[route.path, text]];
    }),
  );
};

/** The route table's `login` footers, by address, in one language (none where a text is missing). */
const footers = (language: Language): FirstPaintWords['footers'] => {
  const declared: readonly RouteDeclaration[] = ROUTE_TABLE;
  return Object.fromEntries(
    declared.flatMap((route) => {
      const texts = route.heading?.footer?.map((key) => catalogText(language, key));
      return texts?.[0] === undefined || texts[1] === undefined ? [] : [[route.path, [texts[0], texts[1]]]];
    }),
  );
};

const shapeWords = (language: Language) =>
  Object.fromEntries(SHAPE_WORD_KEYS.map((key) => [key, catalogText(language, key) ?? ''])) as Record<
    ShapeWordKey,
    string
  >;

/**
 * Each language's first-paint words, taken from the catalogs the app renders by the keys the route table
 * declares (`heading`), so the first paint and the page that replaces it say the same. A page with no words here
 * in a language paints its skeleton line rather than English words.
 */
export const FIRST_PAINT_WORDS: Readonly<Record<Language, FirstPaintWords>> = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    {
      titles: headings(language, 'title'),
      subtitles: headings(language, 'subtitle'),
      footers: footers(language),
      shapes: shapeWords(language),
    },
  ]),
) as Record<Language, FirstPaintWords>;
