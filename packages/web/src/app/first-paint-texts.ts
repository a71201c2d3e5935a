import { LANGUAGES, type Language } from '@cardology/contract/languages';
import { admin } from '../i18n/locales/en/admin';
import { assistant } from '../i18n/locales/en/assistant';
import { auth } from '../i18n/locales/en/auth';
import { cards } from '../i18n/locales/en/cards';
import { home } from '../i18n/locales/en/home';
import { journal } from '../i18n/locales/en/journal';
import { profile } from '../i18n/locales/en/profile';
import { readings } from '../i18n/locales/en/readings';
import { CATALOG as es } from '../i18n/locales/es';
import { CATALOG as ptBR } from '../i18n/locales/pt-BR';
import { CATALOG as ru } from '../i18n/locales/ru';
import { ROUTE_TABLE, type RouteDeclaration } from './route-table';

type Headings = Readonly<Partial<Record<string, string>>>;

/** The words index.html's static first paint shows in one language (vite-first-paint.ts writes them in). */
export interface FirstPaintWords {
  /** Page titles by address; an address missing here keeps its skeleton line in this language. */
  titles: Headings;
  subtitles: Headings;
  /** The /login page's shape: its heading and the link under the form. */
  login: { title: string; subtitle: string; newToCards: string; placementsLink: string };
}

/**
 * Each language's catalogs (read at build time only: vite-first-paint.ts runs in Node). English as its areas, since
 * its first-page part and the pages' parts are separate modules (locales/en/index.ts).
 */
const CATALOGS: Readonly<Record<Language, object>> = {
  en: { admin, assistant, auth, cards, home, journal, profile, readings },
  es,
  'pt-BR': ptBR,
  ru,
};

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
const headings = (language: Language, part: keyof NonNullable<RouteDeclaration['heading']>): Headings => {
  const declared: readonly RouteDeclaration[] = ROUTE_TABLE;
  return Object.fromEntries(
    declared.flatMap((route) => {
      const key = route.heading?.[part];
      const text = key === undefined ? undefined : catalogText(language, key);
      return text === undefined ? [] : [[route.path, text]];
    }),
  );
};

const loginWords = (language: Language) => {
  const text = (key: string) => catalogText(language, `auth.${key}`) ?? '';
  return {
    title: text('signIn.title'),
    subtitle: text('signIn.subtitle'),
    newToCards: text('newToCards'),
    placementsLink: text('placementsLink'),
  };
};

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
      login: loginWords(language),
    },
  ]),
) as Record<Language, FirstPaintWords>;
