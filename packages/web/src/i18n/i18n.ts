// The web's one i18next instance (issue 26; docs/decisions/044-languages.md "Web"). English is bundled and
// ready before the first render; Spanish and Portuguese each come in their own chunk when first chosen.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, supportedLanguage } from '@cardology/contract/languages';
import { type Message, type MessageVars, message } from '@cardology/contract/message';
import type { MessageKey } from '@cardology/contract/messages/en';
import type { NamesCatalog } from '@cardology/engine/texts/locales/types';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Catalog, EN } from './locales/en';
import { missingKeys } from './missing-keys';

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
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
  /** The cards' and places' names: the engine's own (texts/locales/<language>/names.ts), a few kB. */
  NAMES: NamesCatalog;
}
const LOADERS: Readonly<Record<Exclude<Language, 'en'>, () => Promise<LanguageModule>>> = {
  es: () => import('./locales/es'),
  'pt-BR': () => import('./locales/pt-BR'),
  ru: () => import('./locales/ru'),
};

/**
 * The contract's messages (the server's catalogs, contract/messages; decision 044 § Messages by key), written by
 * key in any language once loaded: one chunk beside the first page's script, loaded before the first render
 * whatever the language (English is one catalog among the others).
 */
let writeContract: ((language: Language, raised: Message) => string) | undefined;
let decorateContract: ((text: string) => string) | undefined;
const namesByLanguage: Partial<Record<Language, NamesCatalog>> = {};

/** The cards' and places' names of the language shown; undefined in English (the engine's own names). */
export function currentNames(): NamesCatalog | undefined {
  return namesByLanguage[currentLanguage()];
}

/**
 * A message the contract owns (`contractText('FILL_IN_ALL_FIELDS')`, `contractText(creditsSet(id))`) in the
 * language shown, by its key and values. The server's own answers arrive written in the reader's language and
 * are shown as they come.
 */
export function contractText(raised: MessageKey | Message, vars?: MessageVars): string {
  const keyed = typeof raised === 'string' ? message(raised, vars) : raised;
  // Before the catalogs' chunk (only a render before languageReady could get here): the key, never a guess.
  const text = writeContract ? writeContract(currentLanguage(), keyed) : keyed.key;
  return decorateContract ? decorateContract(text) : text;
}

/** Loads the contract's catalogs once (its chunk holds every language's, a few kB each). */
async function loadContractMessages(): Promise<void> {
  if (writeContract) return;
  const { textOf } = await import('@cardology/contract/messages/translate');
  writeContract = (language, raised) => textOf(language, raised, reportMissingContract);
}

function reportMissingContract(language: Language, key: MessageKey): void {
  reportOnce(`i18n: ${language} has no contract message "${key}"`);
}

/** The pseudo-language's treatment of contract messages, as its post-processor gives t() (tests only, 045). */
export function decorateContractTexts(decorate: (text: string) => string): void {
  decorateContract = decorate;
}

/** Loads the language's catalog once; a key it lacks falls back to English and is logged once. */
async function loadCatalog(language: Language): Promise<void> {
  await loadContractMessages();
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  const { CATALOG, NAMES } = await LOADERS[language]();
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
  return supportedLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
}
