import { type Message, message } from '@cardology/contract/message';
import type { MessageKey } from '@cardology/contract/messages/en';
import { profileForm } from '@cardology/contract/profile';
import { ageOn, parseBirthdate, toIsoDate, toUsDate } from '@cardology/engine/dates';
import { type DateOrder, readTypedDate, writeTypedDate } from '../../lib/birthdate-format';
import { localDay } from '../../lib/dates';
import type { ProfileInput } from './api/update-profile';

/** What the profile form holds: text exactly as typed, the birthdate in the order of the reader's language. */
export interface ProfileDraft {
  name: string;
  birthdate: string;
  age: string;
}

/**
 * Each field's first problem: the contract's English message for the name and the age (the page shows it in
 * the reader's language), and for the birthdate which of the two it is, as the page words it with the field's
 * pattern ('Please enter a valid birthdate in DD/MM/AAAA format' in the reader's language).
 */
export interface ProfileErrors {
  /** A message of the contract: the schema's issue key, or the age that disagrees with the birthdate. */
  name?: MessageKey | Message;
  birthdate?: 'required' | 'invalid';
  age?: MessageKey | Message;
}

/** Any date PATCH /api/me's schema reads, standing in for a birthdate the form refuses itself. */
const ANY_DATE = '01/01/2000';

/**
 * Checks the draft, its birthdate read in `order` (the reader's language), then with PATCH /api/me's own schema,
 * each field showing its first issue; on success, the body to send, its birthdate in the API's one format
 * (MM/DD/YYYY, whatever the reader's order). An entered age must also agree with the birthdate on the reader's day
 * (the browser's date, which the server takes too), the server's rule (docs/decisions/010-profile-age.md), which
 * the schema cannot check without a today.
 */
export function validateProfile(
  draft: ProfileDraft,
  order: DateOrder,
  now: number = Date.now(),
): { ok: true; value: ProfileInput } | { ok: false; errors: ProfileErrors } {
  const typed = readTypedDate(draft.birthdate, order);
  const wire = typed.ok ? toUsDate(typed.date) : ANY_DATE;
  const parsed = profileForm.safeParse({ ...draft, birthdate: wire });
  const errors: ProfileErrors = {};
  if (!typed.ok) errors.birthdate = typed.problem === 'empty' ? 'required' : 'invalid';
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === 'name' || field === 'age') errors[field] ??= issue.message as MessageKey;
    }
  }
  if (!parsed.success || !typed.ok) return { ok: false, errors };
  const { name, birthdate, age = null } = parsed.data;
  const actual = ageOn(birthdate, localDay(now));
  if (age !== null && age !== actual)
    return { ok: false, errors: { age: message('PROFILE_AGE_MISMATCH', { actual, age }) } };
  return { ok: true, value: { name, birthdate: wire, age } };
}

/** The age a typed birthdate gives on the reader's day, shown as the age field's hint; null until it is a date. */
export function computedAge(birthdate: string, order: DateOrder, now: number = Date.now()): number | null {
  const typed = readTypedDate(birthdate, order);
  return typed.ok ? ageOn(typed.date, localDay(now)) : null;
}

/**
 * The draft for a stored profile: its birthdate (MM/DD/YYYY from the API, or ISO) written in `order`. The age
 * field starts empty: the age reported is the one the birthdate gives, and putting it in the field would send it
 * back as an entered age on the next save.
 */
export function draftFrom(
  profile: { name: string; birthdate: string | null },
  order: DateOrder,
): ProfileDraft {
  const stored = profile.birthdate ? parseBirthdate(profile.birthdate) : null;
  const iso = stored?.ok ? toIsoDate(stored.value) : null;
  return {
    name: profile.name,
    birthdate: iso ? writeTypedDate(iso, order) : (profile.birthdate ?? ''),
    age: '',
  };
}
