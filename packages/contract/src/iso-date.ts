// The one rule for a 'YYYY-MM-DD' the API reads (issue 31; docs/decisions/046-dates-the-rules-compute.md):
// a real date in the years 0001–9999 the rules compute with, before it reaches the engine or the database.
// A query, a body, the Reader-Date header and a journal cursor are all read with it. Outside those years the
// answer is DATE_OUT_OF_RANGE; any other mistake is the route's own words.
import { type CivilDate, parseIsoDate } from '@cardology/engine/dates';
import { DATE_OUT_OF_RANGE } from '@cardology/engine/input-errors';
import { z } from 'zod';
import type { MessageKey } from './message.js';

export { DATE_OUT_OF_RANGE };

export type DateRead = { ok: true; value: CivilDate } | { ok: false; error: MessageKey };

/**
 * A strict 'YYYY-MM-DD' in the computable years; when it is not one, the key of the message to answer with:
 * DATE_OUT_OF_RANGE for a year outside them, `wrong` (the route's own) for anything else.
 */
export function readIsoDate(text: string, wrong: MessageKey): DateRead {
  const parsed = parseIsoDate(text);
  if (parsed.ok) return parsed;
  return { ok: false, error: parsed.error === DATE_OUT_OF_RANGE ? 'DATE_OUT_OF_RANGE' : wrong };
}

/** A request field holding a 'YYYY-MM-DD', read into a CivilDate by readIsoDate. */
export const isoDate = (wrong: MessageKey) =>
  z.string({ error: wrong }).transform((text, ctx): CivilDate => {
    const read = readIsoDate(text, wrong);
    if (read.ok) return read.value;
    ctx.addIssue({ code: 'custom', message: read.error });
    return z.NEVER;
  });

/** The same check for a field kept as its text (a request stored as it was asked). */
export const isoDateText = (wrong: MessageKey) =>
  z.string({ error: wrong }).superRefine((text, ctx) => {
    const read = readIsoDate(text, wrong);
    if (!read.ok) ctx.addIssue({ code: 'custom', message: read.error });
  });
