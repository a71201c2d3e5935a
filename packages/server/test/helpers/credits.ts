import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.js';
import { creditLedger, profiles, user } from '../../src/db/schema.js';
import { ledgerSum } from '../../src/services/credit-ledger.js';
import { ORIGIN } from './app.js';

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

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One API call with a trusted Origin, as the signed-in `cookie` (or nobody). */
export function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  cookie?: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  const headers = {
    origin: ORIGIN,
    ...(cookie ? { cookie } : {}),
    ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
  };
  // Sent as text, so a test can send any JSON value (null, a bare string) as the body.
  return app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}
