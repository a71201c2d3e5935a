import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrateDatabase } from '../src/db/migrate.js';
import { profiles, session, user, userConnections } from '../src/db/schema.js';
import { testDatabaseKind } from './helpers/database.js';
import { useTestDatabase } from './helpers/test-app.js';

const suite = useTestDatabase();

let counter = 0;
async function insertUser(): Promise<string> {
  const id = `user-${++counter}-${Date.now()}`;
  await suite.db.insert(user).values({ id, name: 'Schema', email: `${id}@example.com` });
  await suite.db.insert(profiles).values({ id, username: 'Schema' });
  return id;
}

/** The PostgreSQL error code under drizzle's wrapper (the driver error is its cause). */
async function pgErrorCode(action: Promise<unknown>): Promise<string | undefined> {
  try {
    await action;
    return undefined;
  } catch (error) {
    const err = error as { code?: string; cause?: { code?: string } };
    return err.cause?.code ?? err.code;
  }
}

describe(`schema on ${testDatabaseKind}`, () => {
  it('applies the migrations again as a no-op', async () => {
    await migrateDatabase(suite.database);
    // Both drivers answer { rows }; the shared Db type cannot say so.
    const tables = (await suite.db.execute(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    )) as unknown as { rows: Array<{ table_name: string }> };
    // Later migrations add tables; these are the foundation's.
    expect(tables.rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining([
        'account',
        'profiles',
        'rate_limit',
        'session',
        'user',
        'user_connections',
        'verification',
      ]),
    );
  });

  it('gives a new profile the defaults: not premium, 0 credits, no birthdate or age', async () => {
    const id = await insertUser();
    const [row] = await suite.db.select().from(profiles).where(eq(profiles.id, id));
    expect(row).toMatchObject({ isPremium: false, ttsCredits: 0, birthdate: null, age: null });
  });

  it('refuses negative credits (check constraint)', async () => {
    const id = await insertUser();
    const code = await pgErrorCode(
      suite.db.update(profiles).set({ ttsCredits: -1 }).where(eq(profiles.id, id)),
    );
    expect(code).toBe('23514');
  });

  it('refuses an age outside 0..120 and accepts the bounds', async () => {
    const id = await insertUser();
    for (const age of [-1, 121]) {
      expect(await pgErrorCode(suite.db.update(profiles).set({ age }).where(eq(profiles.id, id)))).toBe(
        '23514',
      );
    }
    for (const age of [0, 120]) {
      expect(
        await pgErrorCode(suite.db.update(profiles).set({ age }).where(eq(profiles.id, id))),
      ).toBeUndefined();
    }
  });

  it('refuses a profile for a user that does not exist (foreign key)', async () => {
    const code = await pgErrorCode(suite.db.insert(profiles).values({ id: 'no-such-user' }));
    expect(code).toBe('23503');
  });

  it('keeps birthdates as calendar dates, never shifted by a time zone', async () => {
    const id = await insertUser();
    await suite.db.update(profiles).set({ birthdate: '1999-12-31' }).where(eq(profiles.id, id));
    const [row] = await suite.db
      .select({ birthdate: profiles.birthdate })
      .from(profiles)
      .where(eq(profiles.id, id));
    expect(row?.birthdate).toBe('1999-12-31');
  });

  it("deletes a user's profile, sessions and connections with the user", async () => {
    const id = await insertUser();
    await suite.db.insert(userConnections).values({ userId: id, name: 'Pal', birthdate: '1990-01-01' });
    await suite.db
      .insert(session)
      .values({ id: `s-${id}`, token: `t-${id}`, userId: id, expiresAt: new Date(Date.now() + 60_000) });
    await suite.db.delete(user).where(eq(user.id, id));
    expect(await suite.db.select().from(profiles).where(eq(profiles.id, id))).toHaveLength(0);
    expect(await suite.db.select().from(userConnections).where(eq(userConnections.userId, id))).toHaveLength(
      0,
    );
    expect(await suite.db.select().from(session).where(eq(session.userId, id))).toHaveLength(0);
  });

  it('generates connection ids', async () => {
    const id = await insertUser();
    const [row] = await suite.db
      .insert(userConnections)
      .values({ userId: id, name: 'Pal', birthdate: '1990-01-01' })
      .returning();
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
