import { AGE_MAX, AGE_MIN, LOOKUP_NAME_MAX_LENGTH } from '@cardology/contract/limits';
import {
  CARD_SELECTION_INVALID,
  CARDS_REQUIRED,
  LOOKUP_NAME_REQUIRED,
  LOOKUP_NAME_TOO_LONG,
} from '@cardology/contract/lookups';
import { type CivilDate, parseBirthdate, parseIsoDate } from '@cardology/engine/dates';
import { AGE_ERROR } from '@cardology/engine/readings/errors';
import { z } from 'zod';

// Request fields of the Product API. Each field says what went wrong in plain words, and zod reports
// the fields in the order they are declared here, so the first issue (the one the error handler
// shows) is about the first field a person would fill in. Unknown fields are ignored, as before.

export const BODY_NOT_OBJECT = 'Request body must be a JSON object.';
export const BIRTHDATE_REQUIRED = 'Birthdate is required.';
export const AGE_REQUIRED = 'Age is required.';
export const MAX_DATE_OFFSET = 10_000;
export const DATE_OFFSET_ERROR = `Date offset must be an integer from -${MAX_DATE_OFFSET} to ${MAX_DATE_OFFSET}`;
export const DATE_ERROR = 'Invalid date';

/** Missing (absent or null) gets one message, present but wrong another. */
const missingOr = (missing: string, wrong: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? missing : wrong;

/** A text field run through one of the engine's parsers, which says what is wrong in its own words. */
function parsedText<T>(
  parse: (text: string) => { ok: true; value: T } | { ok: false; error: string },
  missing: string,
  wrong: string,
) {
  return z.string({ error: missingOr(missing, wrong) }).transform((text, ctx): T => {
    const parsed = parse(text);
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  });
}

/** 'MM/DD/YYYY' (1- or 2-digit month and day) or 'YYYY-MM-DD', a real date (ALGORITHMS.md §11). */
export const birthdate = parsedText<CivilDate>(parseBirthdate, BIRTHDATE_REQUIRED, 'Invalid birthdate');

/** The day a reading is for, strictly 'YYYY-MM-DD'. Optional; null counts as absent. */
export const targetDate = parsedText<CivilDate>(parseIsoDate, DATE_ERROR, DATE_ERROR)
  .nullish()
  .transform((date) => date ?? undefined);

/** A JSON integer in [min, max]; every way of missing that is the same one message. */
const integer = (min: number, max: number, message: string, missing = message) =>
  z
    .int({ error: missingOr(missing, message) })
    .min(min, { error: message })
    .max(max, { error: message });

export const age = integer(AGE_MIN, AGE_MAX, AGE_ERROR, AGE_REQUIRED);

export const optionalAge = integer(AGE_MIN, AGE_MAX, AGE_ERROR)
  .nullish()
  .transform((value) => value ?? undefined);

export const dateOffset = integer(-MAX_DATE_OFFSET, MAX_DATE_OFFSET, DATE_OFFSET_ERROR)
  .nullish()
  .transform((value) => value ?? undefined);

const body = <T extends z.core.$ZodLooseShape>(shape: T) => z.object(shape, { error: BODY_NOT_OBJECT });

/** POST /api/card-reading. `date` is accepted for symmetry with the spreads; a year of life has no target day. */
export const yearlyRequest = body({ birthdate, age, date: targetDate });

/** POST /api/weekly-spread, /api/seven-week-spread, /api/seven-year-spread. */
export const periodRequest = body({ birthdate, age: optionalAge, date_offset: dateOffset, date: targetDate });

const cardValue = integer(1, 52, CARD_SELECTION_INVALID, CARDS_REQUIRED);
export const combinationRequest = body({ card1: cardValue, card2: cardValue });

export const nameCardRequest = body({
  name: z
    .string({ error: LOOKUP_NAME_REQUIRED })
    .max(LOOKUP_NAME_MAX_LENGTH, { error: LOOKUP_NAME_TOO_LONG }),
});

/** GET /api/todays-card?date=YYYY-MM-DD */
export const todaysCardQuery = z.object({ date: targetDate });
