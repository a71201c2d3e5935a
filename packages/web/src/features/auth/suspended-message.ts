import { accountSuspendedUntil, suspendedSignIn } from '@cardology/contract/suspension';
import { contractText } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { localDateTime } from '../../lib/date-time';

/**
 * What the login page says when a sign-in was refused because the account is suspended: the contract's
 * sentence with the end in the reader's own time, in the reader's language. Null for any other failure.
 */
export function suspendedMessage(failure: unknown): string | null {
  if (!(failure instanceof ApiError) || failure.status !== 403) return null;
  const refusal = suspendedSignIn.safeParse(failure.body);
  if (!refusal.success) return null;
  const until = refusal.data.suspended_until;
  return contractText(until ? accountSuspendedUntil(localDateTime(until)) : 'ACCOUNT_SUSPENDED');
}
