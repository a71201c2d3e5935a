// The add-connection request, apart from people.ts so that importing the people messages does not pull zod
// into the web app's first bundle.
import type { CivilDate } from '@cardology/engine/dates';
import { z } from 'zod';
import { readIsoDate } from './iso-date.js';
import { personNameError } from './people.js';

/**
 * POST /api/connections and PUT /api/connections/:id { name, birthdate: 'YYYY-MM-DD' }: a person added or
 * edited is checked alike, in the order a person reads the form:
 * both present, then the name, then the date. Any other field (user_id, id, …) is dropped: the owner is
 * the session. "Not in the future" needs today, so the server checks it, and the form before sending.
 */
export const addConnectionRequest = z
  .object({ name: z.unknown().optional(), birthdate: z.unknown().optional() }, { error: 'BODY_NOT_OBJECT' })
  .transform((body, ctx): { name: string; birthdate: CivilDate } => {
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    const birthdate = typeof body.birthdate === 'string' ? body.birthdate.trim() : '';
    if (name === '' || birthdate === '') {
      ctx.addIssue({ code: 'custom', message: 'NAME_AND_BIRTHDATE_REQUIRED' });
      return z.NEVER;
    }
    const nameError = personNameError(name);
    if (nameError) {
      ctx.addIssue({ code: 'custom', message: nameError });
      return z.NEVER;
    }
    // Year 0000 has no PostgreSQL date (no one alive was born in it either): the one rule refuses it, and the
    // form says so in its own words, as it says of any date it cannot take.
    const parsed = readIsoDate(birthdate, 'CONNECTION_BIRTHDATE_INVALID');
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: 'CONNECTION_BIRTHDATE_INVALID' });
      return z.NEVER;
    }
    return { name, birthdate: parsed.value };
  });

/** A person the reader reads for besides themselves, as GET/POST/PUT /api/connections answer it. */
export const connectionResponse = z.object({
  id: z.string(),
  name: z.string(),
  /** 'YYYY-MM-DD' */
  birthdate: z.string(),
  /** ISO 8601 instant */
  created_at: z.string(),
});
export type Connection = z.output<typeof connectionResponse>;
