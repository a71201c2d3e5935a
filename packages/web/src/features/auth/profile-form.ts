import { parseProfileBirthdate } from '@cardology/engine/dates';
import type { ProfileInput } from './api/update-profile';

/** What the profile form holds: text exactly as typed. */
export interface ProfileDraft {
  name: string;
  birthdate: string;
  age: string;
}

export type ProfileErrors = Partial<Record<keyof ProfileDraft, string>>;

export const MIN_AGE = 0;
export const MAX_AGE = 120;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Checks the draft with the spec's §5 messages; on success, the body for PATCH /api/me. */
export function validateProfile(
  draft: ProfileDraft,
): { ok: true; value: ProfileInput } | { ok: false; errors: ProfileErrors } {
  const errors: ProfileErrors = {};
  const name = draft.name.trim();
  const birthdate = draft.birthdate.trim();
  const ageText = draft.age.trim();

  if (name === '') errors.name = 'Please enter your name';
  if (birthdate === '') errors.birthdate = 'Please enter your birthdate';
  else if (!parseProfileBirthdate(birthdate).ok)
    errors.birthdate = 'Please enter a valid birthdate in MM/DD/YYYY format';

  const age = ageText === '' ? null : Number(ageText);
  if (age !== null && !(Number.isInteger(age) && age >= MIN_AGE && age <= MAX_AGE))
    errors.age = `Please enter an age between ${MIN_AGE} and ${MAX_AGE}`;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { name, birthdate, age } };
}

/** The draft for a stored profile; an ISO birthdate is shown as MM/DD/YYYY (spec §5). */
export function draftFrom(profile: {
  name: string;
  birthdate: string | null;
  age: number | null;
}): ProfileDraft {
  const iso = profile.birthdate ? ISO_DATE.exec(profile.birthdate) : null;
  return {
    name: profile.name,
    birthdate: iso ? `${iso[2]}/${iso[3]}/${iso[1]}` : (profile.birthdate ?? ''),
    age: profile.age === null ? '' : String(profile.age),
  };
}
