// The web's one i18next instance (issue 26; docs/decisions/044-languages.md "Web"). English is bundled and
// ready before the first render; Spanish and Portuguese each come in their own chunk when first chosen.
import { DEFAULT_LANGUAGE, type Language } from '@cardology/contract/languages';
import type { NamesCatalog } from '@cardology/engine/texts/locales/types';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Catalog, EN } from './locales/en';
import { missingKeys } from './missing-keys';

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['en', 'es', 'pt-BR'],
  resources: { en: { translation: EN } },
  // The English is in memory: init finishes synchronously, so the first render already has its texts.
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes.
  react: { useSuspense: false },
  // A key absent even in English (a bug the types should have caught): its English default if given,
  // never the raw key's dots on screen. Logged once per key.
  saveMissing: true,
  missingKeyHandler: (_languages, _namespace, key) => reportOnce(`i18n: no text for "${key}"`),
  parseMissingKeyHandler: () => '',
});

const reported = new Set<string>();
function reportOnce(message: string): void {
  if (reported.has(message)) return;
  reported.add(message);
  console.warn(message);
}

/** One dynamic import per language, so each is its own chunk outside the first page's script. */
interface LanguageModule {
  CATALOG: Catalog;
  translateContract: (english: string) => string;
  /** The cards' and places' names: the engine's own (texts/locales/<language>/names.ts), a few kB. */
  NAMES: NamesCatalog;
}
const LOADERS: Readonly<Record<Exclude<Language, 'en'>, () => Promise<LanguageModule>>> = {
  es: () => import('./locales/es'),
  'pt-BR': () => import('./locales/pt-BR'),
};

/** The contract's messages in each loaded language (the server's catalogs: contract/messages, decision 044). */
const contractTranslators: Partial<Record<Language, (english: string) => string>> = {};
let decorateContract: ((text: string) => string) | undefined;
const namesByLanguage: Partial<Record<Language, NamesCatalog>> = {};

/** The cards' and places' names of the language shown; undefined in English (the engine's own names). */
export function currentNames(): NamesCatalog | undefined {
  return namesByLanguage[currentLanguage()];
}

/**
 * A message the contract owns (FILL_IN_ALL_FIELDS, SESSION_ENDED…) in the language shown: it stays keyed in the
 * contract, and the server's own answers already arrive translated. English, or a text the contract lacks,
 * comes back unchanged.
 */
export function contractText(english: string): string {
  const text = contractTranslators[currentLanguage()]?.(english) ?? english;
  return decorateContract ? decorateContract(text) : text;
}

/** The pseudo-language's treatment of contract messages, as its post-processor gives t() (tests only, 045). */
export function decorateContractTexts(decorate: (text: string) => string): void {
  decorateContract = decorate;
}

/** Loads the language's catalog once; a key it lacks falls back to English and is logged once. */
async function loadCatalog(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  const { CATALOG, translateContract, NAMES } = await LOADERS[language]();
  contractTranslators[language] = translateContract;
  namesByLanguage[language] = NAMES;
  for (const key of missingKeys(EN, CATALOG)) reportOnce(`i18n: ${language} has no text for "${key}"`);
  i18n.addResourceBundle(language, 'translation', CATALOG, true, true);
}

/** An English area a page's chunk brings (deep-merged): its keys resolve before that page renders. */
export function addEnglish(area: Partial<Catalog>): void {
  i18n.addResourceBundle('en', 'translation', area, true, false);
}

/** Shows the app in `language`: its catalog, React's re-render (no reload) and `<html lang>`. */
export async function applyLanguage(language: Language): Promise<void> {
  try {
    await loadCatalog(language);
  } catch (error) {
    // Offline before the chunk was cached: stay in the language already shown rather than half-switch.
    console.warn(`i18n: could not load ${language}`, error);
    return;
  }
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/** The language shown now, as the contract names it. */
export function currentLanguage(): Language {
  const shown = i18n.resolvedLanguage ?? i18n.language;
  return shown === 'es' || shown === 'pt-BR' ? shown : 'en';
}
