import type { Language } from '@cardology/contract/languages';
import { auth } from '../i18n/locales/en/auth';
import { assistant as assistantEs } from '../i18n/locales/es/assistant';
import { auth as authEs } from '../i18n/locales/es/auth';
import { home as homeEs } from '../i18n/locales/es/home';
import { readings as readingsEs } from '../i18n/locales/es/readings';
import { assistant as assistantPt } from '../i18n/locales/pt-BR/assistant';
import { auth as authPt } from '../i18n/locales/pt-BR/auth';
import { home as homePt } from '../i18n/locales/pt-BR/home';
import { readings as readingsPt } from '../i18n/locales/pt-BR/readings';
import { assistant as assistantRu } from '../i18n/locales/ru/assistant';
import { auth as authRu } from '../i18n/locales/ru/auth';
import { home as homeRu } from '../i18n/locales/ru/home';
import { readings as readingsRu } from '../i18n/locales/ru/readings';
import { FIRST_PAINT_SUBTITLES, FIRST_PAINT_TITLES } from './first-paint-headings';

type Headings = Readonly<Partial<Record<string, string>>>;

/** The words index.html's static first paint shows in one language (vite-first-paint.ts writes them in). */
export interface FirstPaintWords {
  /** Page titles by address; an address missing here keeps its skeleton line in this language. */
  titles: Headings;
  subtitles: Headings;
  /** The /login page's shape: its heading and the link under the form. */
  login: { title: string; subtitle: string; newToCards: string; placementsLink: string };
}

const loginWords = (catalog: Pick<typeof authEs, 'signIn' | 'newToCards' | 'placementsLink'>) => ({
  title: catalog.signIn.title,
  subtitle: catalog.signIn.subtitle,
  newToCards: catalog.newToCards,
  placementsLink: catalog.placementsLink,
});

/** A translated language's first paint: the same few words taken from its catalogs, so each adds one line. */
const translatedWords = (catalogs: {
  assistant: typeof assistantEs;
  auth: typeof authEs;
  home: typeof homeEs;
  readings: typeof readingsEs;
}): FirstPaintWords => ({
  titles: { '/saved-readings': catalogs.assistant.saved.heading },
  subtitles: {
    '/': catalogs.home.subtitle,
    '/yearly': catalogs.readings.yearly.subtitle,
    '/saved-readings': catalogs.assistant.saved.subtitle,
  },
  login: loginWords(catalogs.auth),
});

/**
 * Each language's first-paint words, taken from the catalogs the app renders, so the first paint and the
 * page that replaces it say the same. A page with no words here in a language would paint its skeleton line
 * rather than English words.
 */
export const FIRST_PAINT_WORDS: Readonly<Record<Language, FirstPaintWords>> = {
  en: { titles: FIRST_PAINT_TITLES, subtitles: FIRST_PAINT_SUBTITLES, login: loginWords(auth) },
  es: translatedWords({ assistant: assistantEs, auth: authEs, home: homeEs, readings: readingsEs }),
  'pt-BR': translatedWords({ assistant: assistantPt, auth: authPt, home: homePt, readings: readingsPt }),
  ru: translatedWords({ assistant: assistantRu, auth: authRu, home: homeRu, readings: readingsRu }),
};
