import type { AiReadingRequest } from '@cardology/contract/assistant';
import { parseBirthdate, toIsoDate } from '@cardology/engine/dates';
import type { AiHandOff } from '../readings/ai-hand-off';
import { pairRequestOf } from './pair-hand-off';

/**
 * The reading page's hand-off as the assistant's request: the reading type, the person (birthdate as
 * ISO) and the period. The cards in the hand-off are not sent: the server computes the reading itself.
 */
function aiReadingRequestOf(handOff: AiHandOff): AiReadingRequest {
  const { birthdate, age, date_offset } = handOff.readingRequest;
  const parsed = parseBirthdate(birthdate);
  return {
    spreadType: handOff.spreadType,
    person: {
      name: handOff.currentReadingProfile.name,
      birthdate: parsed.ok ? toIsoDate(parsed.value) : birthdate,
    },
    ...(age === undefined ? {} : { age }),
    ...(date_offset === undefined ? {} : { date_offset }),
  };
}

/** The navigation state is the browser's: anything without the hand-off's shape is no context at all. */
function handOffOf(state: unknown): AiHandOff | null {
  if (state === null || typeof state !== 'object') return null;
  const value = state as Partial<AiHandOff>;
  return value.spreadType && value.currentReadingProfile?.name && value.readingRequest?.birthdate
    ? (value as AiHandOff)
    : null;
}

/** What /ai-reading was opened with: a reading page's hand-off, the pair page's, or nothing usable (null). */
export function assistantRequestOf(state: unknown): AiReadingRequest | null {
  const pair = pairRequestOf(state);
  if (pair) return pair;
  const handOff = handOffOf(state);
  return handOff ? aiReadingRequestOf(handOff) : null;
}
