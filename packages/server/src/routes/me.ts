import type { Language } from '@cardology/contract/languages';
import { type Me, meResponse, updateProfileRequest } from '@cardology/contract/profile';
import type { CivilDate } from '@cardology/engine/dates';
import { ageOn, parseBirthdate, profileAgeMismatch, toIsoDate, toUsDate } from '@cardology/engine/dates';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SMALL_BODY_LIMIT } from '../http/body-limits.js';
import { httpError } from '../http/errors.js';
import type { Profile } from '../services/profile.js';
import { displayName, findProfile, updateProfile } from '../services/profile.js';
import { readerToday } from '../services/reader-day.js';
import { setReaderLanguage, storedLanguage } from '../services/reader-language.js';
import { setReaderTimeZone } from '../services/reader-time-zone.js';

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
      const on = await readerToday(app, request);
      return toMe(viewer, await displayName(app.db, viewer.id, profile.username), profile, on);
    },
  );

  app.patch(
    '/api/me',
    {
      config: { access: 'user' },
      bodyLimit: SMALL_BODY_LIMIT,
      schema: { body: updateProfileRequest, response: { 200: meResponse } },
    },
    async (request) => {
      const { viewer } = request;
      if (!('name' in request.body)) return updatePreferences(app, request, request.body);
      const { name, birthdate, age, timeZone, language } = request.body;
      const on = await readerToday(app, request);
      // An entered age must agree with the birthdate; it is then not stored, because the birthdate
      // gives it on every later day too (a stored number would go stale at the next birthday).
      const mismatch = age === null || age === undefined ? null : profileAgeMismatch(birthdate, age, on);
      if (mismatch && typeof age === 'number')
        throw httpError(400, 'PROFILE_AGE_MISMATCH', { actual: ageOn(birthdate, on), age });
      const profile = await updateProfile(app.db, viewer.id, {
        username: name,
        birthdate: toIsoDate(birthdate),
        timeZone,
        language,
      });
      if (!profile) throw httpError(401, 'SIGN_IN_REQUIRED');
      if (language !== undefined) await app.forgetViewer(viewer.id);
      return toMe(viewer, await displayName(app.db, viewer.id, profile.username), profile, on);
    },
  );
};

/**
 * The time zone or the language alone: the browser's zone changed, or the reader picked a language.
 * The remembered viewer carries the language every answer is written in, so it is forgotten.
 */
async function updatePreferences(
  app: FastifyInstance,
  request: FastifyRequest,
  { timeZone, language }: { timeZone?: string | null | undefined; language?: Language | null | undefined },
): Promise<Me> {
  const { viewer } = request;
  if (timeZone !== undefined) await setReaderTimeZone(app.db, viewer.id, timeZone);
  if (language !== undefined) await setReaderLanguage(app.db, viewer.id, language);
  if (language !== undefined) await app.forgetViewer(viewer.id);
  const profile = await findProfile(app.db, viewer.id);
  if (!profile) throw httpError(401, 'SIGN_IN_REQUIRED');
  const name = await displayName(app.db, viewer.id, profile.username);
  return toMe(viewer, name, profile, await readerToday(app, request));
}

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
    timeZone: profile.timeZone,
    language: storedLanguage(profile.language),
  };
}
