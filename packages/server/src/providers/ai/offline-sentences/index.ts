import type { Language } from '@cardology/contract/languages';
import { ES } from './es.js';
import { PT_BR } from './pt-BR.js';
import type { OfflineSentences } from './types.js';

/** Every translated language's offline sentences; English is the offline writer's own code. */
export const OFFLINE_SENTENCES: Readonly<Record<Exclude<Language, 'en'>, OfflineSentences>> = {
  es: ES,
  'pt-BR': PT_BR,
};
