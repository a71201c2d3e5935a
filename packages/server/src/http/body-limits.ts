import { CHAT_MESSAGE_MAX_LENGTH, NOTES_MAX_LENGTH } from '@cardology/contract/limits';

// Per-route body limits (docs/decisions/023-abuse-limits.md): a route takes no more than its fields can
// fill, so a client cannot make the server read and parse 64 kB to refuse a birthdate. Beyond, 413.

/** A body of a few short fields: ids, flags, numbers, birthdates, a name of up to a few hundred characters. */
export const SMALL_BODY_LIMIT = 4 * 1024;

/**
 * A body carrying free text of up to `maxLength` UTF-16 units (the contract's caps count those), each of
 * which JSON may spell as a six-byte `\uXXXX` escape, with room for the short fields beside it.
 */
export function textBodyLimit(maxLength: number): number {
  return maxLength * 6 + SMALL_BODY_LIMIT;
}

/** A credit request: its note. */
export const NOTES_BODY_LIMIT = textBodyLimit(NOTES_MAX_LENGTH);

/** A question to the assistant. */
export const CHAT_BODY_LIMIT = textBodyLimit(CHAT_MESSAGE_MAX_LENGTH);

/** A combined download: up to 64 file names the server itself made (short ASCII). */
export const COMBINE_BODY_LIMIT = 16 * 1024;
