import { NAME_MAX_LENGTH } from '@cardology/contract/limits';
import { NAME_HAS_CONTROL_CHARACTERS, NAME_TOO_LONG } from '@cardology/contract/people';

/** C0 and C1 control characters and DEL: nothing a person types into a one-line field. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * What is wrong with a person's name as it is about to be stored, or null. The one rule for every
 * path that writes a name (sign-up, update-user, the profile, a connection): no control character
 * (U+0000 breaks PostgreSQL text, the others break display and logs) and at most NAME_MAX_LENGTH
 * characters, counted as code points so an emoji is one.
 */
export function personNameError(name: string): string | null {
  if (CONTROL_CHARACTER.test(name)) return NAME_HAS_CONTROL_CHARACTERS;
  // Cheap bound first: a string of N UTF-16 units has at most N code points.
  if (name.length > NAME_MAX_LENGTH && [...name].length > NAME_MAX_LENGTH) return NAME_TOO_LONG;
  return null;
}
