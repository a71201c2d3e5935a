import type { Language } from '@cardology/contract/languages';
import { loadCatalog } from '@cardology/engine/texts/locales/load';
import type { LocaleCatalog } from '@cardology/engine/texts/locales/types';

// The engine's texts in the request's language (issues 26 and 32): the engine composes every result in the
// catalog it is given, English being one catalog among the others. Each language's catalog is loaded once per
// process, on first use (about 110 kB of text each), and stays: the engine's caches of composed texts are kept
// per catalog object, so handing it the same one every time is what lets a reading be built once per language.
const catalogs = new Map<Language, Promise<LocaleCatalog>>();

/** The language's catalog, to pass to the engine (readings, glossary, lookups) or to compose with. */
export function engineCatalog(language: Language): Promise<LocaleCatalog> {
  let catalog = catalogs.get(language);
  if (!catalog) {
    catalog = loadCatalog(language);
    catalogs.set(language, catalog);
  }
  return catalog;
}
