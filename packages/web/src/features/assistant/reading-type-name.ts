import type { ReadingType } from '@cardology/contract/assistant';

// Each key written out, so the catalog test sees it used and t() checks it.
const TYPE_KEYS = {
  yearly: 'assistant.types.yearly',
  weekly: 'assistant.types.weekly',
  'seven-weekly': 'assistant.types.seven-weekly',
  'seven-yearly': 'assistant.types.seven-yearly',
  pair: 'assistant.types.pair',
} as const satisfies Record<ReadingType, string>;

/** The catalog key naming a reading type ('yearly' in English, as the page always showed it). */
export function readingTypeName(type: ReadingType) {
  return TYPE_KEYS[type];
}

/** The same for a saved reading's free-text type: null when it is none of the known ones. */
export function knownReadingTypeName(type: string) {
  return Object.hasOwn(TYPE_KEYS, type) ? TYPE_KEYS[type as ReadingType] : null;
}
