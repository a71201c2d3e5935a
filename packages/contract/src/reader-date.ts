// The date the browser sends with every request (docs/decisions/036-the-readers-today.md). No zod here: the web's
// API client imports the header's name, and that client is in the first page's script.
import { message } from './message.js';

import { READER_DATE_HEADER } from './reader-date-header.js';

export { READER_DATE_HEADER };

export const READER_DATE_MALFORMED = `The ${READER_DATE_HEADER} header must be a date written YYYY-MM-DD.`;

/** A date no place on Earth has right now: the device's clock is wrong. */
export const readerDateNotToday = (date: string) => message('READER_DATE_NOT_TODAY', { date });

/** The earliest and latest local time on Earth, in hours from UTC (Baker Island −12, Kiribati's Line Islands +14). */
export const EARTH_EARLIEST_OFFSET_HOURS = -12;
export const EARTH_LATEST_OFFSET_HOURS = 14;
