import { eq, ilike, like, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimit, user, verification } from '../db/schema.js';
import { containsPattern } from '../lib/like-pattern.js';
import { hasRole } from '../lib/roles.js';
import type { AudioStorage } from '../providers/storage/audio-storage.js';

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
 * folder. A narration still being written at that moment may leave a file behind; the hourly sweep
 * removes files no narration names.
 */
export async function deleteAccount(
  deps: { db: Db; storage: AudioStorage },
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

    await tx
      .delete(verification)
      .where(
        or(
          eq(verification.value, userId),
          ilike(verification.identifier, containsPattern(account.email)),
          ilike(verification.value, containsPattern(account.email)),
        ),
      );
    await tx
      .delete(rateLimit)
      .where(
        or(
          like(rateLimit.key, containsPattern(userId)),
          ilike(rateLimit.key, containsPattern(account.email)),
        ),
      );
    await tx.delete(user).where(eq(user.id, userId));
    return 'deleted';
  });
  if (outcome === 'deleted') await deps.storage.deleteOwner(userId);
  return outcome;
}
