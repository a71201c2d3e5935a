import { ApiError, httpFailureText } from '../../lib/api';

type Lookup = 'combination card' | 'name card';

/** docs/product.md §8 wording per lookup, written out so each message reads exactly as docs/product.md has it. */
const MESSAGES: Record<Lookup, { http: (status: string) => string; network: string }> = {
  'combination card': {
    http: (status) => `Failed to load combination card: ${status}`,
    network: 'An error occurred while fetching the combination card.',
  },
  'name card': {
    http: (status) => `Failed to load name card: ${status}`,
    network: 'An error occurred while fetching the name card.',
  },
};

/**
 * A failed lookup in the product's words (§8): the server's own message when it gave one, else the HTTP
 * failure ('Failed to load {what}: {status text}', or the code when there is none), else the network failure.
 */
export function lookupError(error: unknown, what: Lookup): Error {
  if (error instanceof ApiError) {
    return error.message ? error : new ApiError(error.status, MESSAGES[what].http(httpFailureText(error)));
  }
  return new Error(MESSAGES[what].network);
}
