import type { CivilDate } from '@cardology/engine/dates';
import { parseIsoDate } from '@cardology/engine/dates';
import type { Db } from '../db/client.js';
import { listConnections } from './connections.js';
import { displayName, findProfile } from './profile.js';

/** A profile whose cards can be laid out: the user ('me') or one of their saved people. */
export interface CardsProfile {
  /** 'me' or the connection's id. */
  readonly ref: string;
  readonly name: string;
  readonly birthdate: CivilDate;
}

/** The date columns are 'YYYY-MM-DD' strings; a stored one always parses. */
function storedDate(text: string): CivilDate {
  const parsed = parseIsoDate(text);
  if (!parsed.ok) throw new Error(`Stored birthdate ${text} is not a date`);
  return parsed.value;
}

/** The user as a profile, or null when their profile has no birthdate (their cards cannot be laid out). */
export async function ownCardsProfile(db: Db, userId: string): Promise<CardsProfile | null> {
  const profile = await findProfile(db, userId);
  if (!profile?.birthdate) return null;
  return {
    ref: 'me',
    name: await displayName(db, userId, profile.username),
    birthdate: storedDate(profile.birthdate),
  };
}

/** The user's saved people, in the people list's order (services/connections.ts). */
export async function savedCardsProfiles(db: Db, userId: string): Promise<CardsProfile[]> {
  return (await listConnections(db, userId)).map((row) => ({
    ref: row.id,
    name: row.name,
    birthdate: storedDate(row.birthdate),
  }));
}

/**
 * One of the user's saved people by id, or null: another user's person, a deleted one and a string that
 * is no id at all are the same "not found" (the list is the user's own, so nothing else can match).
 */
export async function savedCardsProfile(db: Db, userId: string, id: string): Promise<CardsProfile | null> {
  return (await savedCardsProfiles(db, userId)).find((person) => person.ref === id) ?? null;
}
