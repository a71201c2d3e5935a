import { ApiError } from '../../lib/api';

/**
 * A failed lookup in the spec's words (§8): the server's own message when it gave one, else the HTTP
 * failure ('Failed to load {what}: {status text}'), else the network failure.
 */
export function lookupError(error: unknown, what: 'combination card' | 'name card'): Error {
  if (error instanceof ApiError) {
    return error.message ? error : new ApiError(error.status, `Failed to load ${what}: ${error.status}`);
  }
  return new Error(`An error occurred while fetching the ${what}.`);
}
