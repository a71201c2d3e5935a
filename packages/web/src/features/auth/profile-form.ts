import { profileForm } from '@cardology/contract/profile';
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
 * Checks the draft with PATCH /api/me's own schema, each field showing its first issue; on success, the body
 * to send. An entered age must also agree with the birthdate on `now`'s UTC day, the server's rule
 * (docs/decisions/010-profile-age.md), which the schema cannot check without a today.
 */
export function validateProfile(
  draft: ProfileDraft,
  now: number = Date.now(),
): { ok: true; value: ProfileInput } | { ok: false; errors: ProfileErrors } {
  const parsed = profileForm.safeParse(draft);
  if (!parsed.success) {
    const errors: ProfileErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof ProfileDraft;
      errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const { name, birthdate, age = null } = parsed.data;
  const mismatch = age === null ? null : profileAgeMismatch(birthdate, age, isoDateOfUtc(now));
  if (mismatch) return { ok: false, errors: { age: mismatch } };
  return { ok: true, value: { name, birthdate: draft.birthdate.trim(), age } };
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
