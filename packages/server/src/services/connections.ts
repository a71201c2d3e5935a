import { PEOPLE_MAX } from '@cardology/contract/account-piles';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../db/error-code.js';
import { user, userConnections } from '../db/schema.js';

export type Connection = typeof userConnections.$inferSelect;

/** What a user enters for a person, new or edited: a trimmed name and an ISO birthdate ('YYYY-MM-DD'). */
export type NewConnection = { name: string; birthdate: string };

const columns = {
  id: userConnections.id,
  userId: userConnections.userId,
  name: userConnections.name,
  birthdate: userConnections.birthdate,
  createdAt: userConnections.createdAt,
};

/** The user's connections, by name without regard to case, then oldest first. */
export async function listConnections(db: Db, userId: string): Promise<Connection[]> {
  return db
    .select(columns)
    .from(userConnections)
    .where(eq(userConnections.userId, userId))
    .orderBy(sql`lower(${userConnections.name})`, asc(userConnections.createdAt), asc(userConnections.id));
}

/**
 * Adds a person: 'duplicate' when the user already has one with this name (any case) and birthdate (the
 * unique index decides, so two racing inserts still leave one row), 'full' when they already have
 * PEOPLE_MAX. The count and the insert run under a lock on the owner's user row, so adds sent at once,
 * to any number of server processes, cannot pass the cap together.
 */
export async function addConnection(
  db: Db,
  userId: string,
  person: NewConnection,
): Promise<Connection | 'duplicate' | 'full'> {
  return db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
    const [stored] = await tx
      .select({ count: count() })
      .from(userConnections)
      .where(eq(userConnections.userId, userId));
    if ((stored?.count ?? 0) >= PEOPLE_MAX) return 'full';
    const [row] = await tx
      .insert(userConnections)
      .values({ userId, name: person.name, birthdate: person.birthdate })
      .onConflictDoNothing()
      .returning(columns);
    return row ?? 'duplicate';
  });
}

/** Deletes one of the user's own connections; false when the user has none with this id. */
export async function deleteConnection(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(userConnections)
    .where(and(eq(userConnections.id, id), eq(userConnections.userId, userId)))
    .returning({ id: userConnections.id });
  return deleted.length > 0;
}

/**
 * Changes the name and birthdate of one of the user's own connections; its id (and so its pairs, its
 * calendar events and the assistant's pair sessions) stays. 'not-found' when the user has no connection
 * with this id, 'duplicate' when another of theirs already has this name (any case) and birthdate: the
 * unique index decides, as for an add.
 */
export async function updateConnection(
  db: Db,
  userId: string,
  id: string,
  person: NewConnection,
): Promise<Connection | 'not-found' | 'duplicate'> {
  try {
    const [row] = await db
      .update(userConnections)
      .set({ name: person.name, birthdate: person.birthdate })
      .where(and(eq(userConnections.id, id), eq(userConnections.userId, userId)))
      .returning(columns);
    return row ?? 'not-found';
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) return 'duplicate';
    throw error;
  }
}
