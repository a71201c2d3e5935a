import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.js';
import { creditLedger, profiles, user } from '../../src/db/schema.js';
import { ledgerSum } from '../../src/services/credit-ledger.js';

export async function balanceOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ ttsCredits: profiles.ttsCredits })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!row) throw new Error(`no profile ${userId}`);
  return row.ttsCredits;
}

export async function ledgerRowsOf(db: Db, userId: string) {
  return db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
}

/** The invariant every scenario ends with: the ledger sums to the balance. */
export async function expectLedgerMatchesBalance(db: Db, userId: string): Promise<void> {
  expect(await ledgerSum(db, userId)).toBe(await balanceOf(db, userId));
}

let counter = 0;
/** A user and profile written directly, for service tests that need no session. */
export async function insertAccount(db: Db): Promise<string> {
  const id = crypto.randomUUID();
  counter += 1;
  await db.insert(user).values({ id, name: `Ledger ${counter}`, email: `ledger-${id}@example.com` });
  await db.insert(profiles).values({ id, username: `Ledger ${counter}` });
  return id;
}
