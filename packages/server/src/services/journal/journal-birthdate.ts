import type { CivilDate } from '@cardology/engine/dates';
import { parseIsoDate } from '@cardology/engine/dates';
import type { Db } from '../../db/client.js';
import { httpError } from '../../http/errors.js';
import { findProfile } from '../profile.js';

/** The reader's birthdate from their profile, read fresh on every request (the cards follow an edit); null without one. */
export async function readerBirthdate(db: Db, userId: string): Promise<CivilDate | null> {
  const stored = (await findProfile(db, userId))?.birthdate;
  if (!stored) return null;
  const parsed = parseIsoDate(stored);
  return parsed.ok ? parsed.value : null;
}

/** The birthdate the journal needs to compute its cards: 409 in plain words when the profile has none. */
export async function requireBirthdate(db: Db, userId: string): Promise<CivilDate> {
  const birth = await readerBirthdate(db, userId);
  if (!birth) throw httpError(409, 'JOURNAL_BIRTHDATE_REQUIRED');
  return birth;
}
