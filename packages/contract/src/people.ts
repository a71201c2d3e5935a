// The people a user reads for (docs/product.md §5 "Add person", §8 "Connections"); the wording past the
// documented line is ours where the product is silent. No zod here: the app shell shows SELECT_A_PERSON,
// and the request schema (connection-request.ts) should load only with the form that needs it.
import { NAME_MAX_LENGTH } from './limits.js';
import { type Message, type MessageKey, message } from './message.js';

export const SELECT_A_PERSON = 'Select a Person';
export const NAME_AND_BIRTHDATE_REQUIRED = 'Please provide both name and birthdate';
export const CONNECTION_BIRTHDATE_INVALID = 'Please enter a valid birthdate.';
export const BIRTHDATE_IN_FUTURE = 'Birthdate cannot be in the future.';
export const DUPLICATE_CONNECTION = 'This person is already in your list.';
export const CONNECTION_NOT_FOUND = 'Connection not found.';

/** The toast after a person is added (docs/product.md §5 "Add person"). */
export const personAdded = (name: string): Message => message('PERSON_ADDED', { name });
/** The toast after a person's name or birthdate is corrected: ours, worded as the add's. */
export const personUpdated = (name: string): Message => message('PERSON_UPDATED', { name });

/** Every path that stores a person's name (account, profile, connection) refuses a longer one in these words. */
export const NAME_TOO_LONG = `Name must be at most ${NAME_MAX_LENGTH} characters.`;
export const NAME_HAS_CONTROL_CHARACTERS = 'Names cannot contain control characters.';

/** C0 and C1 control characters and DEL: nothing a person types into a one-line field. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * What is wrong with a person's name as it is about to be stored, or null. The one rule for every
 * path that writes a name (sign-up, update-user, the profile, a connection): no control character
 * (U+0000 breaks PostgreSQL text, the others break display and logs) and at most NAME_MAX_LENGTH
 * characters, counted as code points so an emoji is one.
 */
export function personNameError(name: string): MessageKey | null {
  if (CONTROL_CHARACTER.test(name)) return 'NAME_HAS_CONTROL_CHARACTERS';
  // Cheap bound first: a string of N UTF-16 units has at most N code points.
  if (name.length > NAME_MAX_LENGTH && [...name].length > NAME_MAX_LENGTH) return 'NAME_TOO_LONG';
  return null;
}
