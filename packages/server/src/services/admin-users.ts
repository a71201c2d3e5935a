import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminUserDetail,
  type AdminUserPage,
  type AdminUserSummary,
} from '@cardology/contract/admin';
import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { creditLedger, creditRequests, profiles, user } from '../db/schema.js';
import { isBanInForce } from '../lib/ban.js';
import { containsPattern } from '../lib/like-pattern.js';
import { hasRole, withRole } from '../lib/roles.js';
import { ownCreditRequestDto } from './credit-requests.js';

/** How many ledger rows a user's detail shows, newest first. */
const LEDGER_ROWS_SHOWN = 100;

const summaryColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  emailVerified: user.emailVerified,
  role: user.role,
  createdAt: user.createdAt,
  ttsCredits: profiles.ttsCredits,
  isPremium: profiles.isPremium,
  banned: user.banned,
  banReason: user.banReason,
  banExpires: user.banExpires,
};

type SummaryRow = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  role: string | null;
  createdAt: Date;
  ttsCredits: number | null;
  isPremium: boolean | null;
  banned: boolean | null;
  banReason: string | null;
  banExpires: Date | null;
};

function summaryDto(row: SummaryRow, now: Date): AdminUserSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    email_verified: row.emailVerified,
    tts_credits: row.ttsCredits ?? 0,
    is_premium: row.isPremium ?? false,
    is_admin: hasRole(row.role, 'admin'),
    created_at: row.createdAt.toISOString(),
    // A ban whose end has passed is over, though the row keeps it until the next sign-in clears it.
    suspension: isBanInForce(row, now)
      ? { reason: row.banReason, until: row.banExpires?.toISOString() ?? null }
      : null,
  };
}

/** Accounts whose e-mail, name or username contains `q` (any case), newest first, one page. */
export async function searchUsers(db: Db, q: string, page: number, now: Date): Promise<AdminUserPage> {
  // A NUL, which PostgreSQL text cannot hold, never reaches here: every query string with one is refused first
  // (http/json-body.ts refuseUnstorableQuery).
  const pattern = containsPattern(q);
  const matches =
    q === ''
      ? undefined
      : or(ilike(user.email, pattern), ilike(user.name, pattern), ilike(profiles.username, pattern));
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(matches)
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(ADMIN_USERS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_USERS_PAGE_SIZE),
    db.select({ total: count() }).from(user).leftJoin(profiles, eq(profiles.id, user.id)).where(matches),
  ]);
  return {
    users: rows.map((row) => summaryDto(row, now)),
    total: total?.total ?? 0,
    page,
    page_size: ADMIN_USERS_PAGE_SIZE,
  };
}

export async function findUserSummary(
  db: Db,
  userId: string,
  now: Date,
): Promise<AdminUserSummary | undefined> {
  const [row] = await db
    .select(summaryColumns)
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  return row ? summaryDto(row, now) : undefined;
}

/** The account, its requests (newest first) and its last LEDGER_ROWS_SHOWN ledger rows (newest first). */
export async function findUserDetail(
  db: Db,
  userId: string,
  now: Date,
): Promise<AdminUserDetail | undefined> {
  const summary = await findUserSummary(db, userId, now);
  if (!summary) return undefined;
  const [requests, ledger] = await Promise.all([
    db
      .select()
      .from(creditRequests)
      .where(eq(creditRequests.userId, userId))
      .orderBy(desc(creditRequests.requestedAt), desc(creditRequests.id)),
    db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId))
      .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
      .limit(LEDGER_ROWS_SHOWN),
  ]);
  return {
    user: summary,
    requests: requests.map((row) => ({
      ...ownCreditRequestDto(row),
      resolved_by_admin_id: row.resolvedByAdminId,
    })),
    ledger: ledger.map((row) => ({
      id: row.id,
      delta: row.delta,
      reason: row.reason,
      reference: row.reference,
      actor_id: row.actorId,
      notes: row.notes,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

/** Switches premium on or off; false when the user has no profile (no such user). */
export async function setPremium(db: Db, userId: string, isPremium: boolean): Promise<boolean> {
  const updated = await db
    .update(profiles)
    .set({ isPremium })
    .where(eq(profiles.id, userId))
    .returning({ id: profiles.id });
  return updated.length > 0;
}

/** Adds or removes the 'admin' role, keeping any other role; false when there is no such user. */
export async function setAdmin(db: Db, userId: string, isAdmin: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ role: user.role }).from(user).where(eq(user.id, userId)).for('update');
    if (!row) return false;
    await tx
      .update(user)
      .set({ role: withRole(row.role, 'admin', isAdmin), updatedAt: sql`now()` })
      .where(eq(user.id, userId));
    return true;
  });
}
