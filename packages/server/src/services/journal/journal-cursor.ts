import { parseIsoDate } from '@cardology/engine/dates';
import { isUuid } from '../../lib/uuid.js';

/** Where a page of the journal stopped: the last entry's date and id (the list's order, newest first). */
export type JournalPosition = { readonly date: string; readonly id: string };

const SEPARATOR = '|';

/** The opaque token a page gives for the next one. */
export function encodeJournalCursor(position: JournalPosition): string {
  return Buffer.from(`${position.date}${SEPARATOR}${position.id}`).toString('base64url');
}

/**
 * The position a cursor names, or null when the server cannot have issued it. What it returns is safe to
 * hand to PostgreSQL as a date and a uuid: a cast failing there would be a 500 (a year 0000 as much as a
 * 'not-a-date': parseIsoDate holds dates to the years 0001–9999).
 */
export function decodeJournalCursor(cursor: string): JournalPosition | null {
  const [date, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split(SEPARATOR);
  if (date === undefined || id === undefined || rest.length > 0 || !isUuid(id)) return null;
  if (!parseIsoDate(date).ok) return null;
  return { date, id };
}
