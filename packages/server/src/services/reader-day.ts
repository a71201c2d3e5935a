import { readIsoDate } from '@cardology/contract/iso-date';
import {
  EARTH_EARLIEST_OFFSET_HOURS,
  EARTH_LATEST_OFFSET_HOURS,
  READER_DATE_HEADER,
  readerDateNotToday,
} from '@cardology/contract/reader-date';
import type { CivilDate } from '@cardology/engine/dates';
import { compareDates, isoDateOfUtc } from '@cardology/engine/dates';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpError } from '../http/errors.js';
import { localDayIn, today } from '../lib/today.js';
import { readerTimeZone } from './reader-time-zone.js';

const HOUR_MS = 3_600_000;
const headerName = READER_DATE_HEADER.toLowerCase();

/**
 * The dates it is somewhere on Earth at `now`: from the UTC−12 date to the UTC+14 date (two or three
 * dates). A reader's date outside them comes from a device whose clock is wrong.
 */
function datesOnEarth(now: Date): { earliest: CivilDate; latest: CivilDate } {
  return {
    earliest: isoDateOfUtc(now.getTime() + EARTH_EARLIEST_OFFSET_HOURS * HOUR_MS),
    latest: isoDateOfUtc(now.getTime() + EARTH_LATEST_OFFSET_HOURS * HOUR_MS),
  };
}

/** The browser's own date from the Reader-Date header; undefined without one; 400 when it is no date of today. */
function readerDateHeader(request: FastifyRequest, now: Date): CivilDate | undefined {
  const raw = request.headers[headerName];
  if (raw === undefined) return undefined;
  const text = Array.isArray(raw) ? raw[0] : raw;
  const parsed = readIsoDate(text?.trim() ?? '', 'READER_DATE_MALFORMED');
  if (!parsed.ok) throw httpError(400, parsed.error);
  const { earliest, latest } = datesOnEarth(now);
  if (compareDates(parsed.value, earliest) < 0 || compareDates(parsed.value, latest) > 0) {
    throw httpError(400, readerDateNotToday(text?.trim() ?? ''));
  }
  return parsed.value;
}

/**
 * "Today" for the reader making this request (docs/decisions/036-the-readers-today.md): the date the
 * browser sent; else, for a signed-in reader, the date in the zone stored on the profile; else the UTC date.
 * A date a route takes in its own `date` parameter (the day read) is not this: that one wins where given.
 */
export async function readerToday(app: FastifyInstance, request: FastifyRequest): Promise<CivilDate> {
  const now = app.clock();
  const sent = readerDateHeader(request, now);
  if (sent) return sent;
  const viewer = request.viewerOrNull;
  if (!viewer) return today(() => now);
  return localDayIn(await readerTimeZone(app.db, viewer.id), now);
}

/** "Today" for a reader with no browser at hand (the calendar feed, e-mails): the date in their stored zone. */
export async function storedZoneToday(app: FastifyInstance, userId: string): Promise<CivilDate> {
  return localDayIn(await readerTimeZone(app.db, userId), app.clock());
}
