import type { MessageKey } from '@cardology/contract/messages/en';
import { personNameError } from '@cardology/contract/people';
import { isAccountImageUrl } from '@cardology/contract/profile';
import { APIError } from 'better-auth/api';

/**
 * better-auth's database hook for the user row (create and update): the same name rule as the app's
 * own routes, on every path better-auth writes a user through (sign-up, update-user, the admin
 * plugin). update-user passes its body on unchecked, so without this `"name": null` or an object
 * reached the database as a 500. The picture address is https only (issue 31: `javascript:alert(1)` was kept).
 * Throwing an APIError answers 400 and writes nothing; its code is our message's key, which
 * auth/error-messages.ts words in the reader's language.
 */
export function checkUserFields(data: { name?: unknown; image?: unknown }): void {
  if (data.name !== undefined) {
    if (typeof data.name !== 'string') refuse('PROFILE_NAME_REQUIRED');
    const error = personNameError(data.name);
    if (error) refuse(error);
  }
  if (data.image !== undefined && data.image !== null) {
    if (typeof data.image !== 'string' || !isAccountImageUrl(data.image)) refuse('IMAGE_INVALID');
  }
}

function refuse(key: MessageKey): never {
  throw new APIError('BAD_REQUEST', { code: key, message: key });
}
