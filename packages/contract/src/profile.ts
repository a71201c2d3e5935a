// The profile form's messages (docs/product.md §5, Profile): PATCH /api/me answers with them and the form
// shows them before sending. The account name (sign-up, update-user) shares PROFILE_NAME_REQUIRED.
import { type CivilDate, parseProfileBirthdate } from '@cardology/engine/dates';
import { z } from 'zod';
import { LANGUAGES, type Language, supportedLanguage } from './languages.js';
import { AGE_MAX, AGE_MIN, IMAGE_MAX_LENGTH } from './limits.js';
import { personNameError } from './people.js';
import { timeZone } from './time-zone.js';

export const PROFILE_NAME_REQUIRED = 'Please enter your name';
export const PROFILE_BIRTHDATE_REQUIRED = 'Please enter your birthdate';
export const PROFILE_BIRTHDATE_INVALID = 'Please enter a valid birthdate in MM/DD/YYYY format';
export const PROFILE_AGE_INVALID = `Please enter an age between ${AGE_MIN} and ${AGE_MAX}`;
/** better-auth's `image` (sign-up, update-user): the only address an account keeps. */
export const IMAGE_INVALID = `A picture must be an https:// address of at most ${IMAGE_MAX_LENGTH.toLocaleString('en-US')} characters.`;

/**
 * Whether a text may be kept as an account's picture address: an absolute https URL without a user name or
 * password, no spaces, at most IMAGE_MAX_LENGTH characters. The web shows no picture today; whatever does
 * one day must not find `javascript:`, `data:` or a plain-http address in the column (issue 31).
 */
export function isAccountImageUrl(text: string): boolean {
  if (text.length > IMAGE_MAX_LENGTH || !/^https:\/\/[^\s\p{Cc}]+$/iu.test(text)) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.username === '' && url.password === '' && url.hostname !== '';
  } catch {
    return false;
  }
}

const name = z
  .string({ error: 'PROFILE_NAME_REQUIRED' })
  .trim()
  .min(1, 'PROFILE_NAME_REQUIRED')
  .superRefine((text, ctx) => {
    const error = personNameError(text);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });

const birthdate = z
  .string({ error: 'PROFILE_BIRTHDATE_REQUIRED' })
  .trim()
  .min(1, 'PROFILE_BIRTHDATE_REQUIRED')
  .transform((text, ctx): CivilDate => {
    const parsed = parseProfileBirthdate(text);
    if (!parsed.ok) {
      // Year 0000 too (the engine's DATE_OUT_OF_RANGE): the form says it in its own words, as the web's field does.
      ctx.addIssue({ code: 'custom', message: 'PROFILE_BIRTHDATE_INVALID' });
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
      ctx.addIssue({ code: 'custom', message: 'PROFILE_AGE_INVALID' });
      return z.NEVER;
    }
    return number;
  })
  .optional();

/**
 * The reader's language (issue 26): a supported code, or null to forget the choice. An unknown code is no
 * mistake the reader can fix (an old app, a hand-made request): it reads as null, English, without an error.
 */
const language = z
  .unknown()
  .transform((value): Language | null => supportedLanguage(typeof value === 'string' ? value : null))
  .optional();

/**
 * The profile form. Unknown fields (isPremium, role, tts_credits, id, userId, …) are stripped: the form edits
 * these only. An entered age must also agree with the birthdate on the day, which needs today: the
 * server checks it, and the form before sending (docs/decisions/010-profile-age.md). The time zone is
 * optional here (null clears it, absent keeps it).
 */
export const profileForm = z.object(
  { name, birthdate, age, timeZone: timeZone.nullable().optional(), language },
  { error: 'BODY_NOT_OBJECT' },
);

/**
 * The time zone or the language alone: what the app sends when the browser's zone changed
 * (docs/decisions/036-the-readers-today.md) or the reader picked a language.
 */
export const timeZoneChange = z.object(
  { timeZone: timeZone.nullable().optional(), language },
  { error: 'BODY_NOT_OBJECT' },
);

/** A body with a time zone or a language and neither a name nor a birthdate changes those alone. */
function isTimeZoneOnly(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  return ('timeZone' in body || 'language' in body) && !('name' in body) && !('birthdate' in body);
}

/**
 * PATCH /api/me: the whole form, or `{ timeZone }` alone. Picked by the body's keys rather than a zod union,
 * so a mistake is reported in the form's own words, not as "Invalid input".
 */
export const updateProfileRequest = z.unknown().transform((body, ctx): ProfileUpdate => {
  const parsed = isTimeZoneOnly(body) ? timeZoneChange.safeParse(body) : profileForm.safeParse(body);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});
export type ProfileForm = z.output<typeof profileForm>;
export type TimeZoneChange = z.output<typeof timeZoneChange>;
export type ProfileUpdate = ProfileForm | TimeZoneChange;
export type UpdateProfileRequest = ProfileUpdate;

/** GET and PATCH /api/me: the signed-in reader as the app shows them (GET answers null to a visitor). */
export const meResponse = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** 'MM/DD/YYYY', or null until the reader enters it. */
  birthdate: z.string().nullable(),
  age: z.number().int().nullable(),
  tts_credits: z.number().int(),
  isPremium: z.boolean(),
  isAdmin: z.boolean(),
  /** The reader's IANA time zone, null until the browser reports it (docs/decisions/036-the-readers-today.md). */
  timeZone: z.string().nullable(),
  /** The reader's chosen language, null when none is chosen (decision 044). */
  language: z.enum(LANGUAGES).nullable(),
});
export type Me = z.output<typeof meResponse>;
