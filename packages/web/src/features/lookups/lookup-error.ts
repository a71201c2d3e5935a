import { i18n } from '../../i18n/i18n';
import { ApiError, httpFailureText } from '../../lib/api';
import './texts';

type Lookup = 'combination card' | 'name card';

/** docs/product.md §8 wording per lookup (its English in the cards catalog), in the language shown. */
const MESSAGES: Record<Lookup, { http: (status: string) => string; network: () => string }> = {
  'combination card': {
    http: (status) => i18n.t('cards.lookups.combinationHttp', { status }),
    network: () => i18n.t('cards.lookups.combinationNetwork'),
  },
  'name card': {
    http: (status) => i18n.t('cards.lookups.nameHttp', { status }),
    network: () => i18n.t('cards.lookups.nameNetwork'),
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
  return new Error(MESSAGES[what].network());
}
