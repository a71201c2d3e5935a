import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userConnections } from '../../db/schema.js';
import { httpError } from '../../http/errors.js';
import { isUuid } from '../../lib/uuid.js';
import { displayName, findProfile } from '../profile.js';

/** Whose cards a share picture shows, as read from the database: never from the request. */
export type SharePerson = { birthdate: string | null; firstName: string };

/** The first word of a name: a share picture never carries a surname. */
function firstNameOf(name: string): string {
  return name.trim().split(/\s+/u)[0] ?? '';
}

/**
 * 'me' is the signed-in user (the name the app shows them, docs/product.md §3); anything else must be the id
 * of one of their own connections, or it is 'Connection not found.' — another user's id included.
 */
export async function findSharePerson(db: Db, userId: string, person: string): Promise<SharePerson> {
  if (person === 'me') {
    const profile = await findProfile(db, userId);
    const name = await displayName(db, userId, profile?.username ?? null);
    return { birthdate: profile?.birthdate ?? null, firstName: firstNameOf(name) };
  }
  // Not a uuid cannot be a row of ours; asking PostgreSQL would fail with a type error.
  if (!isUuid(person)) throw httpError(404, 'CONNECTION_NOT_FOUND');
  const [row] = await db
    .select({ name: userConnections.name, birthdate: userConnections.birthdate })
    .from(userConnections)
    .where(and(eq(userConnections.id, person), eq(userConnections.userId, userId)));
  if (!row) throw httpError(404, 'CONNECTION_NOT_FOUND');
  return { birthdate: row.birthdate, firstName: firstNameOf(row.name) };
}
