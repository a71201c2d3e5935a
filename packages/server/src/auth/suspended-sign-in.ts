import { textOf } from '@cardology/contract/messages/translate';
import {
  ACCOUNT_SUSPENDED,
  accountSuspendedUntil,
  SUSPENDED_CODE,
  type SuspendedSignIn,
} from '@cardology/contract/suspension';
import { APIError } from 'better-auth/api';

/**
 * The admin plugin's `bannedUserMessage`, called when a suspended account signs in with the right
 * password (a wrong one is refused before, as any wrong password). It throws the refusal itself instead
 * of returning a message, so that the answer carries the end as data (`suspended_until`) and the login
 * page can show it in the reader's own time and language; `error` says it in UTC for any other client, in the
 * reader's language (auth/error-messages.ts writes it from the code and the end; here it is better-auth's
 * English `message`, which no page shows). The admins'
 * reason stays out (docs/decisions/034-suspension.md). A ban whose end has passed never gets here: the
 * plugin lifts it and signs the person in.
 */
export function refuseSuspendedSignIn(account: { banExpires?: Date | string | null | undefined }): never {
  const until = account.banExpires ? new Date(account.banExpires) : null;
  const english = until ? textOf('en', accountSuspendedUntil(inUtc(until))) : ACCOUNT_SUSPENDED;
  const body: SuspendedSignIn & { message: string } = {
    code: SUSPENDED_CODE,
    error: english,
    message: english,
    suspended_until: until?.toISOString() ?? null,
  };
  throw new APIError('FORBIDDEN', body);
}

/** '2026-12-01 14:05 UTC'. */
function inUtc(instant: Date): string {
  return `${instant.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
