import { CREDIT_TOTAL_MAX } from '@cardology/contract/limits';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { FOREIGN_KEY_VIOLATION, postgresErrorCode } from '../db/error-code.js';
import { creditLedger, profiles } from '../db/schema.js';

/**
 * The only code that changes `profiles.tts_credits` (docs/decisions/017-credit-ledger.md). Each change
 * is one transaction that moves the balance and appends the ledger row saying why, so a user's balance
 * always equals the sum of their ledger deltas. Every function takes a Db or a transaction (a nested
 * call becomes a savepoint), so a caller can make a change part of its own transaction.
 */

type LedgerRow = typeof creditLedger.$inferSelect;

/** Who changed the balance and why, as the ledger records it. */
export type ChangeContext = {
  /** What the change is about, e.g. `credit-request:<id>` or a narration id. */
  reference?: string | null;
  /** The admin who made the change; null for the system. */
  actorId?: string | null;
  notes?: string | null;
};

type BalanceChange = {
  newTotal: number;
  entry: LedgerRow;
  /** True when the idempotency key had been used: nothing changed now, `entry` is the earlier row. */
  replayed: boolean;
};

export type LedgerRefusal = 'user-not-found' | 'insufficient-credits' | 'total-too-large';

export type ChangeOutcome = ({ ok: true } & BalanceChange) | { ok: false; refusal: LedgerRefusal };

/** Thrown inside a transaction to undo it; turned back into a refusal by `refusedOr`. */
class Refused extends Error {
  constructor(readonly refusal: LedgerRefusal) {
    super(refusal);
  }
}

async function refusedOr(change: () => Promise<BalanceChange>): Promise<ChangeOutcome> {
  try {
    return { ok: true, ...(await change()) };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal };
    // The ledger row is written first (for its idempotency key); for an id that names no account, its
    // foreign key is what refuses.
    if (postgresErrorCode(error) === FOREIGN_KEY_VIOLATION) return { ok: false, refusal: 'user-not-found' };
    throw error;
  }
}

function assertPositiveWholeAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`Credit amount must be > 0: ${amount}`);
}

/**
 * Appends a ledger row. With an idempotency key already used, appends nothing and returns null, so the
 * caller answers with the earlier row; the unique key decides, so racing retries append one row.
 */
async function appendRow(
  tx: Db,
  row: typeof creditLedger.$inferInsert,
): Promise<{ entry: LedgerRow; appended: boolean }> {
  const [inserted] = await tx.insert(creditLedger).values(row).onConflictDoNothing().returning();
  if (inserted) return { entry: inserted, appended: true };
  if (!row.idempotencyKey) throw new Error('ledger row conflicted without an idempotency key');
  const earlier = await findByKey(tx, row.idempotencyKey);
  if (!earlier) throw new Error(`ledger row with key ${row.idempotencyKey} conflicted but was not found`);
  return { entry: earlier, appended: false };
}

async function findByKey(db: Db, idempotencyKey: string): Promise<LedgerRow | undefined> {
  const [row] = await db.select().from(creditLedger).where(eq(creditLedger.idempotencyKey, idempotencyKey));
  return row;
}

async function balanceOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ ttsCredits: profiles.ttsCredits })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!row) throw new Refused('user-not-found');
  return row.ttsCredits;
}

/**
 * Adds `delta` to the balance in one conditional UPDATE: never below zero, never above
 * CREDIT_TOTAL_MAX. The row lock it takes orders concurrent changes of one user's balance.
 */
async function moveBalance(tx: Db, userId: string, delta: number): Promise<number> {
  const [row] = await tx
    .update(profiles)
    .set({ ttsCredits: sql`${profiles.ttsCredits} + ${delta}` })
    .where(
      and(
        eq(profiles.id, userId),
        delta < 0 ? gte(profiles.ttsCredits, -delta) : lte(profiles.ttsCredits, CREDIT_TOTAL_MAX - delta),
      ),
    )
    .returning({ ttsCredits: profiles.ttsCredits });
  if (row) return row.ttsCredits;
  await balanceOf(tx, userId); // throws 'user-not-found' when there is no profile
  throw new Refused(delta < 0 ? 'insufficient-credits' : 'total-too-large');
}

/** Appends the row, then moves the balance; with a used key, changes nothing and replays. */
async function applyChange(
  db: Db,
  row: typeof creditLedger.$inferInsert & { delta: number },
): Promise<ChangeOutcome> {
  return refusedOr(() =>
    db.transaction(async (tx) => {
      const { entry, appended } = await appendRow(tx, row);
      if (!appended) {
        // A key names one change of one user's balance; reusing it for another user is a caller's bug.
        if (entry.userId !== row.userId)
          throw new Error(`Idempotency key ${row.idempotencyKey} belongs to another user`);
        return { newTotal: await balanceOf(tx, entry.userId), entry, replayed: true };
      }
      return { newTotal: await moveBalance(tx, row.userId, row.delta), entry, replayed: false };
    }),
  );
}

/** Adds credits (an admin's grant). Refused past CREDIT_TOTAL_MAX or without a profile. */
export function grantCredits(
  db: Db,
  input: { userId: string; amount: number; idempotencyKey?: string | null } & ChangeContext,
): Promise<ChangeOutcome> {
  assertPositiveWholeAmount(input.amount);
  return applyChange(db, {
    userId: input.userId,
    delta: input.amount,
    reason: 'grant',
    reference: input.reference ?? null,
    actorId: input.actorId ?? null,
    notes: input.notes ?? null,
    idempotencyKey: input.idempotencyKey ?? null,
  });
}

/**
 * Sets the balance to `total` (an admin's correction): the ledger row's delta is the difference. A total
 * equal to the balance still appends a row (delta 0), so every admin action is on record.
 */
export function setCredits(
  db: Db,
  input: { userId: string; total: number } & ChangeContext,
): Promise<ChangeOutcome> {
  if (!Number.isSafeInteger(input.total) || input.total < 0 || input.total > CREDIT_TOTAL_MAX) {
    throw new Error(`Credit total out of range: ${input.total}`);
  }
  return refusedOr(() =>
    db.transaction(async (tx) => {
      // FOR UPDATE: a charge landing between this read and the write would otherwise be lost from the delta.
      const [current] = await tx
        .select({ ttsCredits: profiles.ttsCredits })
        .from(profiles)
        .where(eq(profiles.id, input.userId))
        .for('update');
      if (!current) throw new Refused('user-not-found');
      const delta = input.total - current.ttsCredits;
      const { entry } = await appendRow(tx, {
        userId: input.userId,
        delta,
        reason: 'set',
        reference: input.reference ?? null,
        actorId: input.actorId ?? null,
        notes: input.notes ?? null,
      });
      // The row lock taken above keeps the profile until the transaction ends, so this update finds it.
      await tx.update(profiles).set({ ttsCredits: input.total }).where(eq(profiles.id, input.userId));
      return { newTotal: input.total, entry, replayed: false };
    }),
  );
}

/**
 * Charges `amount` for a narration, once per idempotency key: the same key again changes nothing and
 * returns the earlier row. Refused, with nothing written, when the balance is below `amount`.
 */
export function reserveCredits(
  db: Db,
  input: { userId: string; amount: number; idempotencyKey: string; reference?: string | null },
): Promise<ChangeOutcome> {
  assertPositiveWholeAmount(input.amount);
  if (input.idempotencyKey === '') throw new Error('A reservation needs an idempotency key');
  return applyChange(db, {
    userId: input.userId,
    delta: -input.amount,
    reason: 'tts',
    reference: input.reference ?? null,
    idempotencyKey: input.idempotencyKey,
  });
}

/** The key of the refund of the reservation made with `idempotencyKey`. */
export const refundKeyOf = (idempotencyKey: string) => `refund:${idempotencyKey}`;

/**
 * Gives back what the reservation made with `idempotencyKey` charged (a narration that failed), once:
 * a second refund changes nothing. `null` when no reservation has this key.
 */
export async function refundReservation(db: Db, idempotencyKey: string): Promise<ChangeOutcome | null> {
  const reservation = await findByKey(db, idempotencyKey);
  if (reservation?.reason !== 'tts') return null;
  return applyChange(db, {
    userId: reservation.userId,
    delta: -reservation.delta,
    reason: 'refund',
    reference: reservation.reference,
    idempotencyKey: refundKeyOf(idempotencyKey),
  });
}

/** The sum of a user's ledger deltas, which must equal their balance. */
export async function ledgerSum(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | number | null>`sum(${creditLedger.delta})` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return Number(row?.sum ?? 0);
}
