import { ACCOUNT_SUSPENDED, accountSuspendedUntil, suspendedSignIn } from '@cardology/contract/suspension';
import { ApiError } from '../../lib/api';
import { localDateTime } from '../../lib/date-time';

/**
 * What the login page says when a sign-in was refused because the account is suspended: the server's
 * sentence with the end in the reader's own time. Null for any other failure.
 */
export function suspendedMessage(failure: unknown): string | null {
  if (!(failure instanceof ApiError) || failure.status !== 403) return null;
  const refusal = suspendedSignIn.safeParse(failure.body);
  if (!refusal.success) return null;
  const until = refusal.data.suspended_until;
  return until ? accountSuspendedUntil(localDateTime(until)) : ACCOUNT_SUSPENDED;
}
