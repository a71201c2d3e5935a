import { AI_CHAT_FAILED, AI_READING_FAILED } from '@cardology/contract/assistant';
import { JOURNAL_REFLECTION_FAILED } from '@cardology/contract/journal-reflection';
/** Which call failed: the first interpretation, a chat answer, or a reflection on a journal period. */
export type AiOperation = 'reading' | 'chat' | 'reflection';

/** What went wrong, in terms a route can act on (e.g. 503 for `unavailable`, 504 for `timeout`). */
export type AiErrorKind =
  | 'unavailable'
  | 'timeout'
  | 'refused'
  | 'rate-limited'
  | 'bad-response'
  | 'empty'
  | 'cancelled';

/** docs/product.md §8: the fallback wording of each operation. */
export const AI_FALLBACK_MESSAGES: Readonly<Record<AiOperation, string>> = {
  reading: AI_READING_FAILED,
  chat: AI_CHAT_FAILED,
  reflection: JOURNAL_REFLECTION_FAILED,
};

const REASONS: Readonly<Record<AiErrorKind, string>> = {
  unavailable: 'The Assistant could not be reached. Please try again later.',
  timeout: 'The Assistant took too long to answer. Please try again.',
  refused: 'The Assistant is not set up correctly on this server. Please tell the site’s administrator.',
  'rate-limited': 'The Assistant is busy right now. Please try again in a minute.',
  'bad-response': 'The Assistant sent an answer that could not be read. Please try again.',
  empty: 'The Assistant returned an empty answer. Please try again.',
  cancelled: 'The request was cancelled.',
};

/**
 * A failed assistant call. The message is fit to show: the product's fallback wording and one plain
 * reason. It never carries the provider's own message, a key, a URL or a stack, and the provider's error
 * is not kept as `cause`, so logging this error cannot leak them either.
 */
export class AiError extends Error {
  override readonly name = 'AiError';

  constructor(
    readonly kind: AiErrorKind,
    readonly operation: AiOperation,
    /** The provider's HTTP status, when there was one. */
    readonly status?: number,
  ) {
    super(`${AI_FALLBACK_MESSAGES[operation]} ${REASONS[kind]}`);
  }
}
