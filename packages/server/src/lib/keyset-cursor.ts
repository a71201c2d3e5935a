import { isUuid } from './uuid.js';

/**
 * Where a newest-first list stopped: the last row's creation time, in UTC to the microsecond as the
 * database stores it (a JavaScript Date keeps only milliseconds, and rows saved within one millisecond
 * would be skipped or repeated), and its id to order rows created at the same instant.
 */
export type KeysetPosition = { readonly at: string; readonly id: string };

/** The SQL `to_char` pattern that writes a timestamptz as a position's `at`. */
export const POSITION_TIME_FORMAT = 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"';

const AT_SHAPE = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const SEPARATOR = '|';

/** The opaque token a list answer gives for its next page. */
export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(`${position.at}${SEPARATOR}${position.id}`).toString('base64url');
}

/**
 * The position a cursor names, or null when the server cannot have issued it. Everything returned is
 * safe to hand to PostgreSQL as a timestamptz and a uuid: a cast that fails there would be a 500.
 */
export function decodeCursor(cursor: string): KeysetPosition | null {
  const [at, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split(SEPARATOR);
  if (at === undefined || id === undefined || rest.length > 0 || !isUuid(id)) return null;
  const shape = AT_SHAPE.exec(at);
  if (!shape || Number(shape[1]) < 1970) return null;
  // The shape alone admits 30 February or hour 24; a real instant writes itself back the same.
  const toMilliseconds = `${at.slice(0, 23)}Z`;
  const instant = new Date(toMilliseconds);
  if (Number.isNaN(instant.getTime()) || instant.toISOString() !== toMilliseconds) return null;
  return { at, id };
}
