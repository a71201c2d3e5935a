import { eq, like, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { rateLimit, user, verification } from '../db/schema.js';
import { hasRole } from '../lib/roles.js';
import type { AudioStorage } from '../providers/storage/audio-storage.js';

/** What separates the parts of a key ('sign-in:<email>', '<ip>|/path') or a JSON value. */
const KEY_SEPARATORS = '[:|/ ",{}]+';

/**
 * True when `token` (an id or an e-mail, any case) is one whole part of the column's text: a key that
 * merely contains it ('sign-in:xada@example.com' for 'ada@example.com') is someone else's.
 */
const namesToken = (column: SQLWrapper, token: string) =>
  sql<boolean>`${token.toLowerCase()} = ANY(regexp_split_to_array(lower(${column}), ${KEY_SEPARATORS}))`;

export type DeletionOutcome = 'deleted' | 'not-found' | 'last-admin';

/**
 * Deletes an account and everything of theirs (docs/decisions/027-privacy.md).
 *
 * Rows, in one transaction: the user row, whose foreign keys cascade to sessions, accounts (the password
 * hash), profile, people, AI sessions and their narrations, AI usage, saved interpretations, credit
 * requests, the credit ledger (its append-only trigger lets exactly this cascade through, so the deleted
 * user's balance and its ledger go together and every remaining balance still equals its ledger's sum)
 * and the calendar feed. Rows keyed by text rather than a foreign key go explicitly: better-auth's
 * verification tokens that name the user or their e-mail, and rate-limit counters whose key does.
 *
 * The last admin is refused: nobody would be left to answer credit requests or manage users. Admin rows
 * are locked first, so two admins deleting themselves at once cannot both pass that check.
 *
 * Files, after the commit (a failed transaction must not have removed any): the owner's whole audio
 * folder or prefix. A narration still being written at that moment may leave a file behind, as may a
 * storage that fails then; the hourly sweep removes files no narration names.
 */
export async function deleteAccount(
  deps: { db: Db; storage: AudioStorage; log?: Pick<FastifyBaseLogger, 'error'> },
  userId: string,
): Promise<DeletionOutcome> {
  const outcome = await deps.db.transaction(async (tx): Promise<DeletionOutcome> => {
    const admins = await tx
      .select({ id: user.id, role: user.role })
      .from(user)
      .where(like(user.role, '%admin%'))
      .for('update');
    const [account] = await tx
      .select({ email: user.email, role: user.role })
      .from(user)
      .where(eq(user.id, userId));
    if (!account) return 'not-found';
    const otherAdmins = admins.filter((row) => row.id !== userId && hasRole(row.role, 'admin'));
    if (hasRole(account.role, 'admin') && otherAdmins.length === 0) return 'last-admin';

    const namesThem = (column: SQLWrapper) =>
      or(namesToken(column, userId), namesToken(column, account.email));
    await tx
      .delete(verification)
      .where(or(namesThem(verification.identifier), namesThem(verification.value)));
    await tx.delete(rateLimit).where(namesThem(rateLimit.key));
    await tx.delete(user).where(eq(user.id, userId));
    return 'deleted';
  });
  if (outcome === 'deleted') {
    // The account is gone whatever the storage says: files it could not remove now (a bucket down) are
    // named by no narration any more, so the retention sweep removes them later.
    await deps.storage.deleteOwner(userId).catch((error: unknown) => {
      deps.log?.error({ err: error }, 'audio of a deleted account left for the sweep');
    });
  }
  return outcome;
}
