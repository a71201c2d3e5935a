// The engine's refusals as keyed messages. The engine must not import the contract, so its `Result` carries
// its own constant (the CLI and the vectors print it); each of those twelve constants is a message of the
// catalogs under its own name, and this table names the key of each, by the constant itself. It is no search
// through English: a refusal the table lacks is a bug (error-texts-catalogued.test.ts scans every `err(…)`).

import { CARD_SELECTION_INVALID } from '@cardology/engine/combination';
import {
  DATE_OUT_OF_RANGE,
  INVALID_BIRTHDATE,
  INVALID_DATE,
  NAME_WITHOUT_LETTERS,
  UNKNOWN_CARD,
} from '@cardology/engine/input-errors';
import { LOOKUP_NAME_REQUIRED } from '@cardology/engine/name-card';
import {
  AGE_ERROR,
  DATE_BEFORE_BIRTH_ERROR,
  JOKER_ERROR,
  OFFSET_ERROR,
  PERIOD_BEFORE_BIRTH_ERROR,
} from '@cardology/engine/readings/errors';
import { type Message, type MessageKey, message } from './message.js';

const REFUSALS: ReadonlyMap<string, MessageKey> = new Map<string, MessageKey>([
  [INVALID_DATE, 'DATE_ERROR'],
  [INVALID_BIRTHDATE, 'INVALID_BIRTHDATE'],
  [DATE_OUT_OF_RANGE, 'DATE_OUT_OF_RANGE'],
  [UNKNOWN_CARD, 'UNKNOWN_CARD'],
  [NAME_WITHOUT_LETTERS, 'NAME_WITHOUT_LETTERS'],
  [CARD_SELECTION_INVALID, 'CARD_SELECTION_INVALID'],
  [LOOKUP_NAME_REQUIRED, 'LOOKUP_NAME_REQUIRED'],
  [JOKER_ERROR, 'JOKER_ERROR'],
  [AGE_ERROR, 'AGE_ERROR'],
  [DATE_BEFORE_BIRTH_ERROR, 'DATE_BEFORE_BIRTH_ERROR'],
  [PERIOD_BEFORE_BIRTH_ERROR, 'PERIOD_BEFORE_BIRTH_ERROR'],
  [OFFSET_ERROR, 'OFFSET_ERROR'],
]);

/** The key of an engine refusal (`result.error`), or null for a constant the table lacks (a bug). */
export function engineRefusalKey(refusal: string): MessageKey | null {
  return REFUSALS.get(refusal) ?? null;
}

/** An engine refusal as a message; one the table lacks is "Invalid request." rather than English words. */
export function engineRefusal(refusal: string): Message {
  return message(engineRefusalKey(refusal) ?? 'INVALID_REQUEST');
}
