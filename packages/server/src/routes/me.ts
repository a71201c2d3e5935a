import { AGE_MAX, AGE_MIN } from '@cardology/contract/limits';
import {
  PROFILE_AGE_INVALID,
  PROFILE_BIRTHDATE_INVALID,
  PROFILE_BIRTHDATE_REQUIRED,
  PROFILE_NAME_REQUIRED,
} from '@cardology/contract/profile';
import type { CivilDate } from '@cardology/engine/dates';
import {
  ageOn,
  parseBirthdate,
  parseProfileBirthdate,
  profileAgeMismatch,
  toIsoDate,
  toUsDate,
} from '@cardology/engine/dates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGN_IN_REQUIRED } from '../auth/viewer.js';
import { httpError } from '../http/errors.js';
import { personNameError } from '../lib/person-name.js';
import { today } from '../lib/today.js';
import type { Profile } from '../services/profile.js';
import { displayName, findProfile, updateProfile } from '../services/profile.js';

const name = z
  .string({ error: PROFILE_NAME_REQUIRED })
  .trim()
  .min(1, PROFILE_NAME_REQUIRED)
  .superRefine((text, ctx) => {
    const error = personNameError(text);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });

const birthdate = z
  .string({ error: PROFILE_BIRTHDATE_REQUIRED })
  .trim()
  .min(1, PROFILE_BIRTHDATE_REQUIRED)
  .transform((text, ctx): CivilDate => {
    const parsed = parseProfileBirthdate(text);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: PROFILE_BIRTHDATE_INVALID });
      return z.NEVER;
    }
    return parsed.value;
  });

/** Optional whole number AGE_MIN–AGE_MAX; the form may send it as a number or as text, and '' or null mean "no age". */
const age = z
  .unknown()
  .transform((value, ctx): number | null => {
    if (value === null) return null;
    if (typeof value === 'string' && value.trim() === '') return null;
    // Text must be plain digits: Number() would also read '1e2', '0x10' or '-0'.
    const text = typeof value === 'string' ? value.trim() : null;
    const number =
      typeof value === 'number' ? value : text !== null && /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isInteger(number) || number < AGE_MIN || number > AGE_MAX) {
      ctx.addIssue({ code: 'custom', message: PROFILE_AGE_INVALID });
      return z.NEVER;
    }
    return number;
  })
  .optional();

/** Unknown fields (isPremium, role, tts_credits, id, userId, …) are stripped: the form edits these three only. */
const updateMeBody = z.object({ name, birthdate, age }, { error: 'Request body must be a JSON object.' });

const meResponse = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** 'MM/DD/YYYY' */
  birthdate: z.string().nullable(),
  age: z.number().int().nullable(),
  tts_credits: z.number().int(),
  isPremium: z.boolean(),
  isAdmin: z.boolean(),
});
type Me = z.output<typeof meResponse>;

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  // The app asks this on every page load to learn who is there, and nobody is an answer, not an
  // error: anonymous callers get 200 null (a 401 here would sit in every visitor's console).
  // PATCH and every other route keep answering 401 without a session.
  app.get(
    '/api/me',
    { config: { access: 'visitor' }, schema: { response: { 200: meResponse.nullable() } } },
    async (request) => {
      const viewer = request.viewerOrNull;
      if (!viewer) return null;
      const profile = await findProfile(app.db, viewer.id);
      if (!profile) return null;
      return toMe(viewer, await displayName(app.db, viewer.id, profile.username), profile, today(app.clock));
    },
  );

  app.patch(
    '/api/me',
    { config: { access: 'user' }, schema: { body: updateMeBody, response: { 200: meResponse } } },
    async (request) => {
      const { viewer } = request;
      const { name, birthdate, age } = request.body;
      const on = today(app.clock);
      // An entered age must agree with the birthdate; it is then not stored, because the birthdate
      // gives it on every later day too (a stored number would go stale at the next birthday).
      const mismatch = age === null || age === undefined ? null : profileAgeMismatch(birthdate, age, on);
      if (mismatch) throw httpError(400, mismatch);
      const profile = await updateProfile(app.db, viewer.id, {
        username: name,
        birthdate: toIsoDate(birthdate),
      });
      if (!profile) throw httpError(401, SIGN_IN_REQUIRED);
      return toMe(viewer, await displayName(app.db, viewer.id, profile.username), profile, on);
    },
  );
};

/**
 * The /api/me shape. Age: the one the birthdate gives today; only a profile without a birthdate (never
 * written by the form, which requires one) can report an age of its own.
 */
function toMe(
  viewer: { id: string; email: string; isPremium: boolean; isAdmin: boolean },
  name: string,
  profile: Profile,
  on: CivilDate,
): Me {
  const birth = profile.birthdate ? parseBirthdate(profile.birthdate) : null;
  const birthDate = birth?.ok ? birth.value : null;
  return {
    id: viewer.id,
    name,
    email: viewer.email,
    birthdate: birthDate ? toUsDate(birthDate) : null,
    age: birthDate ? ageOn(birthDate, on) : profile.age,
    tts_credits: profile.ttsCredits,
    isPremium: profile.isPremium,
    isAdmin: viewer.isAdmin,
  };
}
