import { cleanText } from '@cardology/contract/clean-text';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { creditRequests, journalEntries, user } from '../src/db/schema.js';
import { rowsOf } from '../src/db/sql-rows.js';
import { testDatabaseKind } from './helpers/database.js';
import { databaseBeforeMigration } from './helpers/migrations.js';

const MIGRATION = '0014_clean_stored_text';

let database: Database | undefined;
let remove: (() => Promise<void>) | undefined;

afterAll(async () => {
  await remove?.();
});

/** A new database (PostgreSQL with DATABASE_URL, else PGlite) migrated up to just before MIGRATION. */
async function databaseBefore(): Promise<Db> {
  const before = await databaseBeforeMigration(MIGRATION);
  ({ database, remove } = before);
  return before.database.db;
}

/** Texts as the old rules let them be stored: a note held any character but NUL; notes and reasons a CR. */
const OLD_NOTE =
  'Ordinary day.\r## Heading\r[click](https://evil.example)\r\n\u001b[31mred\u001b[0m\u0007\u0085 end\u007f\tok';
const OLD_NOTES = 'first line\r\nsecond\rthird\tcolumn';

// Issue 31 item 7: rows written before the body rule are cleaned as the rule cleans, on PGlite and PostgreSQL.
describe(`migration ${MIGRATION} on ${testDatabaseKind}`, { timeout: 180_000 }, () => {
  it('cleans old notes, credit-request notes and suspension reasons as the body rule does, and nothing else', async () => {
    const db = await databaseBefore();
    await db.insert(user).values([
      { id: 'old', name: 'Old', email: 'old@example.com', banReason: 'spam\r\nand more\r' },
      { id: 'clean', name: 'Clean', email: 'clean@example.com', banReason: 'plain\nreason' },
    ]);
    const notes = [OLD_NOTE, 'Already clean.\nTwo lines\twith a tab 😀', '\u0007', 'Only a CR\r'];
    // In SQL: drizzle's insert names every column of today's schema, and 0015 added one after this level.
    const inserted = [];
    for (const [i, text] of notes.entries()) {
      const [row] = await rowsOf<{ id: string; text: string; updatedAt: Date }>(
        db,
        sql`INSERT INTO journal_entries (user_id, entry_date, text) VALUES ('old', ${`2024-01-1${i}`}, ${text})
            RETURNING id, text, updated_at AS "updatedAt"`,
      );
      if (row) inserted.push({ ...row, updatedAt: new Date(row.updatedAt) });
    }
    const [request] = await db
      .insert(creditRequests)
      .values({ userId: 'old', userNotes: OLD_NOTES, adminNotes: 'No\r\nthanks' })
      .returning({ id: creditRequests.id });

    if (!database) throw new Error('no database');
    await migrateDatabase(database);

    const after = await db
      .select({ id: journalEntries.id, text: journalEntries.text, updatedAt: journalEntries.updatedAt })
      .from(journalEntries);
    const byId = new Map(after.map((row) => [row.id, row]));
    for (const row of inserted) {
      const now = byId.get(row.id);
      // A note that would be left empty keeps its text (its CHECK needs a character); the others as cleanText.
      expect(now?.text, JSON.stringify(row.text)).toBe(
        row.text === '\u0007' ? '\u0007' : cleanText(row.text),
      );
      expect(now?.updatedAt).toEqual(row.updatedAt);
    }
    expect(byId.get(inserted[0]?.id ?? '')?.text).toBe(
      'Ordinary day.\n## Heading\n[click](https://evil.example)\n[31mred[0m end\tok',
    );
    // The search column follows the text (a generated column).
    const [searched] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(journalEntries)
      .where(sql`${journalEntries.search} @@ plainto_tsquery('english', 'heading')`);
    expect(searched?.n).toBe(1);
    const [requestRow] = await db
      .select({ user: creditRequests.userNotes, admin: creditRequests.adminNotes })
      .from(creditRequests)
      .where(eq(creditRequests.id, request?.id ?? ''));
    expect(requestRow).toEqual({ user: 'first line\nsecond\nthird\tcolumn', admin: 'No\nthanks' });
    const reasons = await db.select({ id: user.id, reason: user.banReason }).from(user);
    expect(reasons).toEqual(
      expect.arrayContaining([
        { id: 'old', reason: 'spam\nand more\n' },
        { id: 'clean', reason: 'plain\nreason' },
      ]),
    );
  });
});
