import { type CivilDate, parseBirthdate } from '@cardology/engine/dates';
import { INVALID_DATE } from '@cardology/engine/input-errors';
import { z } from 'zod';
import { engineRefusalKey } from './engine-refusals.js';
import { isoDate } from './iso-date.js';
import { AGE_MAX, AGE_MIN } from './limits.js';
import type { MessageKey } from './message.js';
import { body, integer, missingOr } from './request-body.js';

// Request fields of the readings: the server validates them, the assistant checks a reading request with them
// before it asks for an interpretation (the lookups' schemas live in lookups.ts). Unknown fields are ignored.

export const BIRTHDATE_REQUIRED = 'Birthdate is required.';
export const AGE_REQUIRED = 'Age is required.';
export const MAX_DATE_OFFSET = 10_000;
export const DATE_OFFSET_ERROR = `Date offset must be an integer from -${MAX_DATE_OFFSET} to ${MAX_DATE_OFFSET}`;
/** The engine's own word for a date that is not one: the same text, one home. */
export const DATE_ERROR = INVALID_DATE;

/** A text field run through one of the engine's parsers, which says what is wrong in its own words. */
function parsedText<T>(
  parse: (text: string) => { ok: true; value: T } | { ok: false; error: string },
  missing: MessageKey,
  wrong: MessageKey,
) {
  return z.string({ error: missingOr(missing, wrong) }).transform((text, ctx): T => {
    const parsed = parse(text);
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: 'custom', message: engineRefusalKey(parsed.error) ?? wrong });
    return z.NEVER;
  });
}

/**
 * 'MM/DD/YYYY' (1- or 2-digit month and day) or 'YYYY-MM-DD', a real date (docs/cardology-rules.md §11) in the
 * computable years (the engine says DATE_OUT_OF_RANGE outside them).
 */
export const birthdate = parsedText<CivilDate>(parseBirthdate, 'BIRTHDATE_REQUIRED', 'INVALID_BIRTHDATE');

/** The day a reading is for, strictly 'YYYY-MM-DD' in the computable years (iso-date.ts). Optional; null counts as absent. */
export const targetDate = isoDate('DATE_ERROR')
  .nullish()
  .transform((date) => date ?? undefined);

export const age = integer(AGE_MIN, AGE_MAX, 'AGE_ERROR', 'AGE_REQUIRED');

export const optionalAge = integer(AGE_MIN, AGE_MAX, 'AGE_ERROR')
  .nullish()
  .transform((value) => value ?? undefined);

export const dateOffset = integer(-MAX_DATE_OFFSET, MAX_DATE_OFFSET, 'DATE_OFFSET_ERROR')
  .nullish()
  .transform((value) => value ?? undefined);

/** POST /api/card-reading. `date` is accepted for symmetry with the spreads; a year of life has no target day. */
export const yearlyRequest = body({ birthdate, age, date: targetDate });

/** POST /api/weekly-spread, /api/seven-week-spread, /api/seven-year-spread. */
export const periodRequest = body({ birthdate, age: optionalAge, date_offset: dateOffset, date: targetDate });

/** GET /api/todays-card?date=YYYY-MM-DD */
export const todaysCardQuery = z.object({ date: targetDate });
