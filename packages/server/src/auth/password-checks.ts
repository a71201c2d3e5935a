import type { Db } from '../db/client.js';
import type { DeviceCookies } from './device-cookie.js';
import {
  beginCountedCheck,
  type FailureLimit,
  type PasswordCheckAttempt,
  signInAccountKey,
  signInDeviceKey,
} from './sign-in-account-limit.js';

/** The account's budget for unknown browsers, and each known device's own. */
export type PasswordCheckLimits = { account: FailureLimit; device: FailureLimit };

export type PasswordChecks = {
  /**
   * Counts one password check of the account `email` from the browser that sent `cookieHeader`: on that
   * device's own counter when it holds a device cookie of this account, else on the account's counter
   * for unknown browsers (docs/decisions/032-throttling-and-mail.md).
   */
  begin(email: string, cookieHeader: string | undefined): Promise<PasswordCheckAttempt>;
  devices: DeviceCookies;
};

/**
 * OWASP's scheme against online guessing that strangers cannot turn against the owner: strangers'
 * failures close the account to unknown browsers only; a device that once signed in keeps its own small
 * budget, which only its own failures spend. Every check of a password (sign-in, change-password,
 * account deletion) goes through here, so all of them count in the same counters.
 */
export function passwordChecks(
  db: Db,
  { limits, devices, clock }: { limits: PasswordCheckLimits; devices: DeviceCookies; clock: () => Date },
): PasswordChecks {
  return {
    devices,
    begin(email, cookieHeader) {
      const nonce = devices.nonceFor(cookieHeader, email);
      const now = clock().getTime();
      return nonce === undefined
        ? beginCountedCheck(db, signInAccountKey(email), limits.account, now)
        : beginCountedCheck(db, signInDeviceKey(nonce), limits.device, now);
    },
  };
}
