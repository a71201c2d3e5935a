// The people a user reads for (docs/product.md §5 "Add person", §8 "Connections"); the wording past the
// documented line is ours where the product is silent.
import { NAME_MAX_LENGTH } from './limits.js';

export const SELECT_A_PERSON = 'Select a Person';
export const NAME_AND_BIRTHDATE_REQUIRED = 'Please provide both name and birthdate';
export const CONNECTION_BIRTHDATE_INVALID = 'Please enter a valid birthdate.';
export const BIRTHDATE_IN_FUTURE = 'Birthdate cannot be in the future.';
export const DUPLICATE_CONNECTION = 'This person is already in your list.';
export const CONNECTION_NOT_FOUND = 'Connection not found.';

/** Every path that stores a person's name (account, profile, connection) refuses a longer one in these words. */
export const NAME_TOO_LONG = `Name must be at most ${NAME_MAX_LENGTH} characters.`;
export const NAME_HAS_CONTROL_CHARACTERS = 'Names cannot contain control characters.';
