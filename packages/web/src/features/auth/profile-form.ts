import { AGE_MAX, AGE_MIN } from '@cardology/contract/limits';
import {
  PROFILE_AGE_INVALID,
  PROFILE_BIRTHDATE_INVALID,
  PROFILE_BIRTHDATE_REQUIRED,
  PROFILE_NAME_REQUIRED,
} from '@cardology/contract/profile';
import { ageOn, isoDateOfUtc, parseProfileBirthdate, profileAgeMismatch } from '@cardology/engine/dates';
import type { ProfileInput } from './api/update-profile';

/** What the profile form holds: text exactly as typed. */
export interface ProfileDraft {
  name: string;
  birthdate: string;
  age: string;
}

export type ProfileErrors = Partial<Record<keyof ProfileDraft, string>>;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Checks the draft with the product's profile messages; on success, the body for PATCH /api/me. An entered age
 * must also agree with the birthdate on `now`'s UTC day, the server's rule (docs/decisions/010-profile-age.md).
 */
export function validateProfile(
  draft: ProfileDraft,
  now: number = Date.now(),
): { ok: true; value: ProfileInput } | { ok: false; errors: ProfileErrors } {
  const errors: ProfileErrors = {};
  const name = draft.name.trim();
  const birthdate = draft.birthdate.trim();
  const ageText = draft.age.trim();
  const birth = birthdate === '' ? null : parseProfileBirthdate(birthdate);

  if (name === '') errors.name = PROFILE_NAME_REQUIRED;
  if (!birth) errors.birthdate = PROFILE_BIRTHDATE_REQUIRED;
  else if (!birth.ok) errors.birthdate = PROFILE_BIRTHDATE_INVALID;

  const age = ageText === '' ? null : Number(ageText);
  if (age !== null && !(Number.isInteger(age) && age >= AGE_MIN && age <= AGE_MAX))
    errors.age = PROFILE_AGE_INVALID;
  else if (age !== null && birth?.ok) {
    const mismatch = profileAgeMismatch(birth.value, age, isoDateOfUtc(now));
    if (mismatch) errors.age = mismatch;
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { name, birthdate, age } };
}

/** The age a typed birthdate gives on `now`'s UTC day, shown as the age field's hint; null until it is valid. */
export function computedAge(birthdate: string, now: number = Date.now()): number | null {
  const birth = parseProfileBirthdate(birthdate);
  return birth.ok ? ageOn(birth.value, isoDateOfUtc(now)) : null;
}

/**
 * The draft for a stored profile; an ISO birthdate is shown as MM/DD/YYYY. The age field starts
 * empty: the age reported is the one the birthdate gives, and putting it in the field would send it back
 * as an entered age on the next save.
 */
export function draftFrom(profile: { name: string; birthdate: string | null }): ProfileDraft {
  const iso = profile.birthdate ? ISO_DATE.exec(profile.birthdate) : null;
  return {
    name: profile.name,
    birthdate: iso ? `${iso[2]}/${iso[3]}/${iso[1]}` : (profile.birthdate ?? ''),
    age: '',
  };
}
