import { createHash } from 'node:crypto';
import type { CivilDate } from '@cardology/engine/dates';
import { parseIsoDate, toIsoDate } from '@cardology/engine/dates';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { profiles } from '../db/schema.js';
import { listConnections } from './connections.js';
import { peopleDigest } from './people-digest.js';
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

/**
 * What the user's in-your-cards answer for `day` is made of, as one key: their birthdate and their people as the
 * database holds them now (a digest it computes, services/people-digest.ts), and the day. Two small queries
 * whatever the number of people; a person added, edited or removed by any process, or a new birthdate, changes it.
 */
export async function inYourCardsKey(db: Db, userId: string, day: CivilDate): Promise<string> {
  const [own] = await db
    .select({ birthdate: profiles.birthdate })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const made = [userId, toIsoDate(day), own?.birthdate ?? null, await peopleDigest(db, userId)];
  return createHash('sha256').update(JSON.stringify(made)).digest('base64url');
}

/** The key and the rows it names, read together in one snapshot, so a kept answer is exactly what its key says. */
export async function inYourCardsSnapshot(db: Db, userId: string, day: CivilDate) {
  return db.transaction(
    async (tx) => ({
      key: await inYourCardsKey(tx, userId, day),
      own: await ownCardsProfile(tx, userId),
      people: await savedCardsProfiles(tx, userId),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
