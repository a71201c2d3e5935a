import type { Language, LocaleCatalog } from './types.js';

/**
 * A language's catalog, loaded on demand: each language is its own module graph, so a bundler splits it
 * into its own chunk and a server loads only the languages it is asked for. Unknown codes read English.
 */
export async function loadCatalog(language: Language): Promise<LocaleCatalog> {
  switch (language) {
    case 'es':
      return (await import('./es/index.js')).ES;
    case 'pt-BR':
      return (await import('./pt-BR/index.js')).PT_BR;
    default:
      return (await import('./en.js')).EN;
  }
}
