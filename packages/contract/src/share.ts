import { z } from 'zod';
import { AGE_MAX, AGE_MIN } from './limits.js';
import type { MessageKey } from './message.js';
import { MAX_DATE_OFFSET, targetDate } from './reading-requests.js';
import { integer } from './request-body.js';

// The share image (docs/decisions/020-share-image.md): a PNG of today's card or of a reading, made on demand
// and never stored. Nothing personal travels in the URL: `person` names whose cards ('me' or one of the
// user's connection ids) and the server reads the birthdate from its own records.

/** Open Graph's size, which every sharing target crops least. */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

export const SHARE_READING_TYPES = ['yearly', 'weekly', 'seven-week', 'seven-year'] as const;
export type ShareReadingType = (typeof SHARE_READING_TYPES)[number];

export const SHARE_NO_BIRTHDATE = 'Add your birthdate to your profile to share this reading.';
export const SHARE_TYPE_ERROR = 'Unknown reading type.';
export const SHARE_INCLUDE_NAME_LABEL = 'Include my first name';
/** The same choice when the reading is of one of the user's people. */
export const SHARE_INCLUDE_THEIR_NAME_LABEL = 'Include their first name';

/** A query-string integer: absent or empty is absent, anything else must be an integer in range. */
const queryInteger = (min: number, max: number, message: MessageKey) =>
  z
    .preprocess(
      (value) => (value === undefined || value === '' ? undefined : Number(value)),
      integer(min, max, message).optional(),
    )
    .transform((value) => value ?? undefined);

const shareCommon = {
  /** 'me' (the default) or the id of one of the user's connections. */
  person: z.string().max(64).default('me'),
  /** '1' adds the person's first name; anything else (the default) leaves every name out. */
  name: z
    .string()
    .optional()
    .transform((value) => value === '1'),
};

/** GET /api/share/todays-card.png?person=&date=&name=0|1 */
export const todaysCardShareQuery = z.object({ ...shareCommon, date: targetDate });

/** GET /api/share/reading.png?type=&person=&age=&date_offset=&date=&name=0|1 — the reading routes' fields. */
export const readingShareQuery = z.object({
  type: z.enum(SHARE_READING_TYPES, { error: 'SHARE_TYPE_ERROR' }),
  ...shareCommon,
  age: queryInteger(AGE_MIN, AGE_MAX, 'AGE_ERROR'),
  date_offset: queryInteger(-MAX_DATE_OFFSET, MAX_DATE_OFFSET, 'DATE_OFFSET_ERROR'),
  date: targetDate,
});
export type ReadingShareQuery = z.output<typeof readingShareQuery>;

/** The path of a share image, for the web's <img> and download; only the given fields are sent. */
export function shareImagePath(
  kind: 'todays-card' | 'reading',
  params: Record<string, string | number | undefined>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  return `/api/share/${kind}.png?${search.toString()}`;
}

/** The share pictures' headings: the reading pages' own titles. */
export const SHARE_HEADING_YEARLY = 'Yearly Reading';
export const SHARE_HEADING_WEEKLY = 'Weekly Reading';
export const SHARE_HEADING_SEVEN_WEEK = '7-Week Reading';
export const SHARE_HEADING_SEVEN_YEAR = '7-Year Reading';
/** Under a picture's heading when the reader chose to show a first name. */
export const SHARE_FOR_NAME = 'for {{name}}';
