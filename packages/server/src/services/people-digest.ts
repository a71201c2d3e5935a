import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { userConnections } from '../db/schema.js';

/**
 * A digest of the user's saved people as the database holds them now (each one's id, name, birthdate and
 * creation time, which orders the list), computed by the database: one row comes back whatever the number of
 * people, and a person added, edited or removed by any process changes it. What the calendar feed and
 * in-your-cards key their kept answers on (docs/decisions/035-abuse-benchmark.md).
 */
export async function peopleDigest(db: Db, userId: string): Promise<string> {
  const people = sql`json_agg(json_build_array(${userConnections.id}, ${userConnections.name}, ${userConnections.birthdate}, ${userConnections.createdAt}) ORDER BY ${userConnections.id})`;
  const [row] = await db
    .select({ digest: sql<string>`md5(coalesce(${people}::text, '[]'))` })
    .from(userConnections)
    .where(eq(userConnections.userId, userId));
  return row?.digest ?? '';
}
