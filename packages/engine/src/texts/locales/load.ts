import { LANGUAGES, type Language } from './languages.js';
import type { LocaleCatalog } from './types.js';

export { LANGUAGES, type Language };

/**
 * The languages of the engine's texts and how each catalog is loaded: the one place a language is registered.
 * Each is its own module graph behind a dynamic `import()`, so a bundler splits it into its own chunk and a
 * server loads only the languages it is asked for. (English is also imported statically by the engine, as
 * every text function's default; loading it here costs nothing more.)
 */
const CATALOGS = {
  en: () => import('./en/index.js').then((m) => m.EN),
  es: () => import('./es/index.js').then((m) => m.ES),
  'pt-BR': () => import('./pt-BR/index.js').then((m) => m.PT_BR),
  ru: () => import('./ru/index.js').then((m) => m.RU),
} as const satisfies Record<Language, () => Promise<LocaleCatalog>>;

/** A language's catalog, loaded on demand. Unknown codes read English. */
export function loadCatalog(language: Language): Promise<LocaleCatalog> {
  return (Object.hasOwn(CATALOGS, language) ? CATALOGS[language] : CATALOGS.en)();
}
