/**
 * The languages of the engine's texts, in their one home: load.ts registers each one's catalog and types.ts
 * shapes the catalogs by them, so neither has to import the other (which made a cycle through the catalogs).
 */
export const LANGUAGES = ['en', 'es', 'pt-BR', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
