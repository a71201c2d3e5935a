import type { Language } from '@cardology/contract/languages';
import { loadCatalog } from '@cardology/engine/texts/locales/load';
import { localizeResult } from '@cardology/engine/texts/locales/localize';
import type { LocaleCatalog } from '@cardology/engine/texts/locales/types';

// The engine's texts in the request's language (issue 26, item 3). Each language's catalog is loaded once per
// process, on first use (about 110 kB of text each); English results are returned untouched.
const catalogs = new Map<Language, Promise<LocaleCatalog>>();

function catalogOf(language: Language): Promise<LocaleCatalog> {
  let catalog = catalogs.get(language);
  if (!catalog) {
    catalog = loadCatalog(language);
    catalogs.set(language, catalog);
  }
  return catalog;
}

/** `result` (a reading, the glossary, today's card) with its cards and places written in `language`. */
export async function inLanguage<T>(result: T, language: Language): Promise<T> {
  if (language === 'en') return result;
  const [catalog, english] = await Promise.all([catalogOf(language), catalogOf('en')]);
  return localizeResult(result, catalog, english);
}

/** The language's catalog itself, for texts composed outside a result (reminders, share pictures). */
export function engineCatalog(language: Language): Promise<LocaleCatalog> {
  return catalogOf(language);
}
