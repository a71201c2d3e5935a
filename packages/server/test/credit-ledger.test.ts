import { TTS_COST } from '@cardology/contract/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { creditLedger, profiles, user } from '../src/db/schema.js';
import {
  grantCredits,
  ledgerSum,
  refundKeyOf,
  refundReservation,
  reserveCredits,
  setCredits,
} from '../src/services/credit-ledger.js';
import { balanceOf, expectLedgerMatchesBalance, insertAccount, ledgerRowsOf } from './helpers/credits.js';
import { createTestDatabase, testDatabaseKind } from './helpers/database.js';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

/** A user holding `credits`, granted through the ledger. */
async function accountWith(credits: number): Promise<string> {
  const id = await insertAccount(database.db);
  if (credits > 0) {
    const granted = await grantCredits(database.db, { userId: id, amount: credits });
    expect(granted.ok).toBe(true);
  }
  return id;
}

/** The PostgreSQL error message under drizzle's wrapper, or undefined when the action succeeded. */
async function failureOf(action: Promise<unknown>): Promise<string | undefined> {
  try {
    await action;
    return undefined;
  } catch (error) {
    const err = error as { message?: string; cause?: { message?: string } };
    return err.cause?.message ?? err.message ?? 'failed';
  }
}

describe(`credit ledger on ${testDatabaseKind}`, () => {
  it('grants: the balance and one ledger row move together', async () => {
    const id = await accountWith(0);
    const outcome = await grantCredits(database.db, {
      userId: id,
      amount: 100,
      actorId: 'admin-1',
      notes: 'welcome',
      reference: 'test',
    });
    expect(outcome).toMatchObject({ ok: true, newTotal: 100, replayed: false });
    const rows = await ledgerRowsOf(database.db, id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ delta: 100, reason: 'grant', actorId: 'admin-1', notes: 'welcome' });
    await expectLedgerMatchesBalance(database.db, id);
  });

  it('reserves once per idempotency key, also when the two calls race', async () => {
    const id = await accountWith(50);
    const [first, second] = await Promise.all([
      reserveCredits(database.db, { userId: id, amount: TTS_COST, idempotencyKey: `n-${id}` }),
      reserveCredits(database.db, { userId: id, amount: TTS_COST, idempotencyKey: `n-${id}` }),
    ]);
    expect(first.ok && second.ok).toBe(true);
    expect([first, second].filter((outcome) => outcome.ok && outcome.replayed)).toHaveLength(1);
    expect(await balanceOf(database.db, id)).toBe(40);
    const again = await reserveCredits(database.db, {
      userId: id,
      amount: TTS_COST,
      idempotencyKey: `n-${id}`,
    });
    expect(again).toMatchObject({ ok: true, replayed: true, newTotal: 40 });
    expect((await ledgerRowsOf(database.db, id)).filter((row) => row.reason === 'tts')).toHaveLength(1);
    await expectLedgerMatchesBalance(database.db, id);
  });

  it("refuses to replay one user's key for another user", async () => {
    const first = await accountWith(20);
    const second = await accountWith(20);
    await reserveCredits(database.db, { userId: first, amount: TTS_COST, idempotencyKey: `k-${first}` });
    await expect(
      reserveCredits(database.db, { userId: second, amount: TTS_COST, idempotencyKey: `k-${first}` }),
    ).rejects.toThrow(/another user/);
    expect(await balanceOf(database.db, second)).toBe(20);
    await expectLedgerMatchesBalance(database.db, second);
  });

  it('refuses a reservation above the balance and writes nothing', async () => {
    const id = await accountWith(TTS_COST - 1);
    const outcome = await reserveCredits(database.db, {
      userId: id,
      amount: TTS_COST,
      idempotencyKey: `poor-${id}`,
    });
    expect(outcome).toEqual({ ok: false, refusal: 'insufficient-credits' });
    expect(await balanceOf(database.db, id)).toBe(TTS_COST - 1);
    expect(await ledgerRowsOf(database.db, id)).toHaveLength(1);
    // The key stays free: the same narration can be paid for once credits arrive.
    await grantCredits(database.db, { userId: id, amount: 1 });
    const paid = await reserveCredits(database.db, {
      userId: id,
      amount: TTS_COST,
      idempotencyKey: `poor-${id}`,
    });
    expect(paid).toMatchObject({ ok: true, newTotal: 0, replayed: false });
    await expectLedgerMatchesBalance(database.db, id);
  });

  it('lets parallel reservations spend the balance exactly, never below zero', async () => {
    const id = await accountWith(3 * TTS_COST);
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        reserveCredits(database.db, { userId: id, amount: TTS_COST, idempotencyKey: `p-${id}-${index}` }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(3);
    expect(await balanceOf(database.db, id)).toBe(0);
    await expectLedgerMatchesBalance(database.db, id);
  });

  it('refunds a reservation once, however often it is asked', async () => {
    const id = await accountWith(20);
    await reserveCredits(database.db, { userId: id, amount: TTS_COST, idempotencyKey: `r-${id}` });
    const [first, second] = await Promise.all([
      refundReservation(database.db, `r-${id}`),
      refundReservation(database.db, `r-${id}`),
    ]);
    const third = await refundReservation(database.db, `r-${id}`);
    expect([first, second, third].filter((outcome) => outcome?.ok && !outcome.replayed)).toHaveLength(1);
    expect(await balanceOf(database.db, id)).toBe(20);
    const refunds = (await ledgerRowsOf(database.db, id)).filter((row) => row.reason === 'refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ delta: TTS_COST, idempotencyKey: refundKeyOf(`r-${id}`) });
    await expectLedgerMatchesBalance(database.db, id);
  });

  it('refunds nothing for a key no reservation used', async () => {
    const id = await accountWith(5);
    expect(await refundReservation(database.db, `unknown-${id}`)).toBeNull();
    // A grant's key is not a reservation either.
    await grantCredits(database.db, { userId: id, amount: 5, idempotencyKey: `g-${id}` });
    expect(await refundReservation(database.db, `g-${id}`)).toBeNull();
    expect(await balanceOf(database.db, id)).toBe(10);
    await expectLedgerMatchesBalance(database.db, id);
  });

  it('sets a total: the row holds the difference, and an unchanged total is still on record', async () => {
    const id = await accountWith(30);
    expect(await setCredits(database.db, { userId: id, total: 12, actorId: 'admin-2' })).toMatchObject({
      ok: true,
      newTotal: 12,
    });
    await setCredits(database.db, { userId: id, total: 12, actorId: 'admin-2', notes: 'checked' });
    const sets = (await ledgerRowsOf(database.db, id)).filter((row) => row.reason === 'set');
    expect(sets.map((row) => row.delta).sort()).toEqual([-18, 0]);
    await expectLedgerMatchesBalance(database.db, id);
  });

  it('refuses a grant past the highest total, and a change for a user without a profile or account', async () => {
    const id = await accountWith(0);
    await setCredits(database.db, { userId: id, total: 1_000_000 });
    expect(await grantCredits(database.db, { userId: id, amount: 1 })).toEqual({
      ok: false,
      refusal: 'total-too-large',
    });
    expect(await balanceOf(database.db, id)).toBe(1_000_000);
    await expectLedgerMatchesBalance(database.db, id);

    const bare = crypto.randomUUID();
    await database.db.insert(user).values({ id: bare, name: 'Bare', email: `bare-${bare}@example.com` });
    expect(await setCredits(database.db, { userId: bare, total: 5 })).toEqual({
      ok: false,
      refusal: 'user-not-found',
    });
    expect(await grantCredits(database.db, { userId: bare, amount: 5 })).toEqual({
      ok: false,
      refusal: 'user-not-found',
    });
    expect(await ledgerRowsOf(database.db, bare)).toHaveLength(0);

    const nobody = crypto.randomUUID();
    for (const outcome of [
      await grantCredits(database.db, { userId: nobody, amount: 5 }),
      await reserveCredits(database.db, { userId: nobody, amount: 5, idempotencyKey: `nobody-${nobody}` }),
    ]) {
      expect(outcome).toEqual({ ok: false, refusal: 'user-not-found' });
    }
  });

  it('keeps the ledger append-only, but lets a deleted account take its rows along', async () => {
    const id = await accountWith(10);
    expect(
      await failureOf(database.db.update(creditLedger).set({ delta: 99 }).where(eq(creditLedger.userId, id))),
    ).toMatch(/append-only/);
    expect(await failureOf(database.db.delete(creditLedger).where(eq(creditLedger.userId, id)))).toMatch(
      /append-only/,
    );
    expect(await ledgerSum(database.db, id)).toBe(10);

    await database.db.delete(user).where(eq(user.id, id));
    expect(await ledgerRowsOf(database.db, id)).toHaveLength(0);
    expect(await database.db.select().from(profiles).where(eq(profiles.id, id))).toHaveLength(0);
  });
});
