import { CREDIT_TOTAL_MAX, TTS_COST } from '@cardology/contract/limits';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
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
import { testDatabaseKind } from './helpers/database.js';
import { useTestDatabase } from './helpers/test-app.js';

const suite = useTestDatabase();

/** A user holding `credits`, granted through the ledger. */
async function accountWith(credits: number): Promise<string> {
  const id = await insertAccount(suite.db);
  if (credits > 0) {
    const granted = await grantCredits(suite.db, { userId: id, amount: credits });
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
    const outcome = await grantCredits(suite.db, {
      userId: id,
      amount: 100,
      actorId: 'admin-1',
      notes: 'welcome',
      reference: 'test',
    });
    expect(outcome).toMatchObject({ ok: true, newTotal: 100, replayed: false });
    const rows = await ledgerRowsOf(suite.db, id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      delta: 100,
      reason: 'grant',
      actorId: 'admin-1',
      notes: 'welcome',
      reference: 'test',
      idempotencyKey: null,
    });
    await expectLedgerMatchesBalance(suite.db, id);
  });

  it('reserves once per idempotency key, also when the two calls race', async () => {
    const id = await accountWith(50);
    const [first, second] = await Promise.all([
      reserveCredits(suite.db, { userId: id, amount: TTS_COST, idempotencyKey: `n-${id}` }),
      reserveCredits(suite.db, { userId: id, amount: TTS_COST, idempotencyKey: `n-${id}` }),
    ]);
    expect(first.ok && second.ok).toBe(true);
    expect([first, second].filter((outcome) => outcome.ok && outcome.replayed)).toHaveLength(1);
    expect(await balanceOf(suite.db, id)).toBe(40);
    const again = await reserveCredits(suite.db, {
      userId: id,
      amount: TTS_COST,
      idempotencyKey: `n-${id}`,
    });
    expect(again).toMatchObject({ ok: true, replayed: true, newTotal: 40 });
    expect((await ledgerRowsOf(suite.db, id)).filter((row) => row.reason === 'tts')).toHaveLength(1);
    await expectLedgerMatchesBalance(suite.db, id);
  });

  it("refuses to replay one user's key for another user", async () => {
    const first = await accountWith(20);
    const second = await accountWith(20);
    await reserveCredits(suite.db, { userId: first, amount: TTS_COST, idempotencyKey: `k-${first}` });
    await expect(
      reserveCredits(suite.db, { userId: second, amount: TTS_COST, idempotencyKey: `k-${first}` }),
    ).rejects.toThrow(/another user/);
    expect(await balanceOf(suite.db, second)).toBe(20);
    await expectLedgerMatchesBalance(suite.db, second);
  });

  it('refuses a reservation above the balance and writes nothing', async () => {
    const id = await accountWith(TTS_COST - 1);
    const outcome = await reserveCredits(suite.db, {
      userId: id,
      amount: TTS_COST,
      idempotencyKey: `poor-${id}`,
    });
    expect(outcome).toEqual({ ok: false, refusal: 'insufficient-credits' });
    expect(await balanceOf(suite.db, id)).toBe(TTS_COST - 1);
    expect(await ledgerRowsOf(suite.db, id)).toHaveLength(1);
    // The key stays free: the same narration can be paid for once credits arrive.
    await grantCredits(suite.db, { userId: id, amount: 1 });
    const paid = await reserveCredits(suite.db, {
      userId: id,
      amount: TTS_COST,
      idempotencyKey: `poor-${id}`,
    });
    expect(paid).toMatchObject({ ok: true, newTotal: 0, replayed: false });
    await expectLedgerMatchesBalance(suite.db, id);
  });

  it('lets parallel reservations spend the balance exactly, never below zero', async () => {
    const id = await accountWith(3 * TTS_COST);
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        reserveCredits(suite.db, { userId: id, amount: TTS_COST, idempotencyKey: `p-${id}-${index}` }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(3);
    expect(await balanceOf(suite.db, id)).toBe(0);
    await expectLedgerMatchesBalance(suite.db, id);
  });

  it('refunds a reservation once, however often it is asked', async () => {
    const id = await accountWith(20);
    await reserveCredits(suite.db, { userId: id, amount: TTS_COST, idempotencyKey: `r-${id}` });
    const [first, second] = await Promise.all([
      refundReservation(suite.db, `r-${id}`),
      refundReservation(suite.db, `r-${id}`),
    ]);
    const third = await refundReservation(suite.db, `r-${id}`);
    expect([first, second, third].filter((outcome) => outcome?.ok && !outcome.replayed)).toHaveLength(1);
    expect(await balanceOf(suite.db, id)).toBe(20);
    const refunds = (await ledgerRowsOf(suite.db, id)).filter((row) => row.reason === 'refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ delta: TTS_COST, idempotencyKey: `refund:r-${id}` });
    expect(refundKeyOf(`r-${id}`)).toBe(`refund:r-${id}`);
    await expectLedgerMatchesBalance(suite.db, id);
  });

  it('grants once per idempotency key: a retried grant replays the first', async () => {
    const id = await accountWith(0);
    const first = await grantCredits(suite.db, { userId: id, amount: 5, idempotencyKey: `grant-${id}` });
    const again = await grantCredits(suite.db, { userId: id, amount: 5, idempotencyKey: `grant-${id}` });
    expect(first).toMatchObject({ ok: true, newTotal: 5, replayed: false });
    expect(again).toMatchObject({ ok: true, newTotal: 5, replayed: true });
    expect(await ledgerRowsOf(suite.db, id)).toEqual([
      expect.objectContaining({ delta: 5, reason: 'grant', idempotencyKey: `grant-${id}` }),
    ]);
  });

  it('refunds nothing for a key no reservation used', async () => {
    const id = await accountWith(5);
    expect(await refundReservation(suite.db, `unknown-${id}`)).toBeNull();
    // A grant's key is not a reservation either.
    await grantCredits(suite.db, { userId: id, amount: 5, idempotencyKey: `g-${id}` });
    expect(await refundReservation(suite.db, `g-${id}`)).toBeNull();
    expect(await balanceOf(suite.db, id)).toBe(10);
    await expectLedgerMatchesBalance(suite.db, id);
  });

  it('sets a total: the row holds the difference, and an unchanged total is still on record', async () => {
    const id = await accountWith(30);
    expect(await setCredits(suite.db, { userId: id, total: 12, actorId: 'admin-2' })).toMatchObject({
      ok: true,
      newTotal: 12,
    });
    await setCredits(suite.db, { userId: id, total: 12, actorId: 'admin-2', notes: 'checked' });
    const sets = (await ledgerRowsOf(suite.db, id)).filter((row) => row.reason === 'set');
    expect(sets.map((row) => row.delta).sort()).toEqual([-18, 0]);
    await expectLedgerMatchesBalance(suite.db, id);
  });

  it('refuses a grant past the highest total, and a change for a user without a profile or account', async () => {
    const id = await accountWith(0);
    await setCredits(suite.db, { userId: id, total: 1_000_000 });
    expect(await grantCredits(suite.db, { userId: id, amount: 1 })).toEqual({
      ok: false,
      refusal: 'total-too-large',
    });
    expect(await balanceOf(suite.db, id)).toBe(1_000_000);
    await expectLedgerMatchesBalance(suite.db, id);

    const bare = crypto.randomUUID();
    await suite.db.insert(user).values({ id: bare, name: 'Bare', email: `bare-${bare}@example.com` });
    expect(await setCredits(suite.db, { userId: bare, total: 5 })).toEqual({
      ok: false,
      refusal: 'user-not-found',
    });
    expect(await grantCredits(suite.db, { userId: bare, amount: 5 })).toEqual({
      ok: false,
      refusal: 'user-not-found',
    });
    expect(await ledgerRowsOf(suite.db, bare)).toHaveLength(0);

    const nobody = crypto.randomUUID();
    for (const outcome of [
      await grantCredits(suite.db, { userId: nobody, amount: 5 }),
      await reserveCredits(suite.db, { userId: nobody, amount: 5, idempotencyKey: `nobody-${nobody}` }),
    ]) {
      expect(outcome).toEqual({ ok: false, refusal: 'user-not-found' });
    }
  });

  it('keeps the ledger append-only, but lets a deleted account take its rows along', async () => {
    const id = await accountWith(10);
    expect(
      await failureOf(suite.db.update(creditLedger).set({ delta: 99 }).where(eq(creditLedger.userId, id))),
    ).toMatch(/append-only/);
    expect(await failureOf(suite.db.delete(creditLedger).where(eq(creditLedger.userId, id)))).toMatch(
      /append-only/,
    );
    expect(await ledgerSum(suite.db, id)).toBe(10);

    await suite.db.delete(user).where(eq(user.id, id));
    expect(await ledgerRowsOf(suite.db, id)).toHaveLength(0);
    expect(await suite.db.select().from(profiles).where(eq(profiles.id, id))).toHaveLength(0);
  });

  it('records who set a total and why, and lets a grant reach the highest total exactly', async () => {
    const id = await accountWith(0);
    await setCredits(suite.db, {
      userId: id,
      total: 7,
      actorId: 'admin-3',
      notes: 'fixed',
      reference: 'ticket-9',
    });
    const [set] = await ledgerRowsOf(suite.db, id);
    expect(set).toMatchObject({
      delta: 7,
      reason: 'set',
      actorId: 'admin-3',
      notes: 'fixed',
      reference: 'ticket-9',
    });

    expect(await grantCredits(suite.db, { userId: id, amount: CREDIT_TOTAL_MAX - 7 })).toMatchObject({
      ok: true,
      newTotal: CREDIT_TOTAL_MAX,
    });
    expect(await setCredits(suite.db, { userId: id, total: CREDIT_TOTAL_MAX })).toMatchObject({
      ok: true,
      newTotal: CREDIT_TOTAL_MAX,
      replayed: false,
    });
    await expectLedgerMatchesBalance(suite.db, id);
  });

  it('keeps what a reservation is about on its refund, and records neither an actor nor notes', async () => {
    const id = await accountWith(20);
    await reserveCredits(suite.db, {
      userId: id,
      amount: TTS_COST,
      idempotencyKey: `about-${id}`,
      reference: 'narration-1',
    });
    await refundReservation(suite.db, `about-${id}`);
    const rows = (await ledgerRowsOf(suite.db, id)).filter((row) => row.reason !== 'grant');
    expect(
      rows.map(({ reason, delta, reference, actorId, notes }) => ({
        reason,
        delta,
        reference,
        actorId,
        notes,
      })),
    ).toEqual(
      expect.arrayContaining([
        { reason: 'tts', delta: -TTS_COST, reference: 'narration-1', actorId: null, notes: null },
        { reason: 'refund', delta: TTS_COST, reference: 'narration-1', actorId: null, notes: null },
      ]),
    );
    expect(rows).toHaveLength(2);
  });

  it('throws on amounts and totals no caller may ask for, before writing anything', async () => {
    const id = await accountWith(10);
    for (const amount of [0, -1, 1.5, Number.NaN]) {
      expect(() => grantCredits(suite.db, { userId: id, amount }), `grant ${amount}`).toThrow(
        `Credit amount must be > 0: ${amount}`,
      );
      expect(
        () => reserveCredits(suite.db, { userId: id, amount, idempotencyKey: `bad-${id}` }),
        `reserve ${amount}`,
      ).toThrow(`Credit amount must be > 0: ${amount}`);
    }
    expect(() => reserveCredits(suite.db, { userId: id, amount: 1, idempotencyKey: '' })).toThrow(
      'A reservation needs an idempotency key',
    );
    for (const total of [-1, 0.5, CREDIT_TOTAL_MAX + 1]) {
      expect(() => setCredits(suite.db, { userId: id, total }), `set ${total}`).toThrow(
        `Credit total out of range: ${total}`,
      );
    }
    expect(await setCredits(suite.db, { userId: id, total: 0 })).toMatchObject({ ok: true, newTotal: 0 });
    expect(await ledgerRowsOf(suite.db, id)).toHaveLength(2);
  });

  it('sums to zero for a user the ledger has never seen', async () => {
    expect(await ledgerSum(suite.db, await accountWith(0))).toBe(0);
  });
});
