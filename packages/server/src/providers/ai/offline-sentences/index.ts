import type { Language } from '@cardology/contract/languages';
import { EN } from './en.js';
import { ES } from './es.js';
import { PT_BR } from './pt-BR.js';
import { RU } from './ru.js';
import type { OfflineSentences } from './types.js';

/**
 * Every language's offline sentences, English's included: one writer fills them all (offline-writer.ts). A new
 * language is its file beside these and one line here (the type makes the line required).
 */
export const OFFLINE_SENTENCES: Readonly<Record<Language, OfflineSentences>> = {
  en: EN,
  es: ES,
  'pt-BR': PT_BR,
  ru: RU,
};
