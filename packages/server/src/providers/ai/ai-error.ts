import { AI_CHAT_FAILED, AI_READING_FAILED } from '@cardology/contract/assistant';
import { JOURNAL_REFLECTION_FAILED } from '@cardology/contract/journal-reflection';
import { type Message, message } from '@cardology/contract/message';
import type { MessageKey } from '@cardology/contract/messages/en';
import { textOf } from '@cardology/contract/messages/translate';
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

const FALLBACK_KEYS: Readonly<Record<AiOperation, MessageKey>> = {
  reading: 'AI_READING_FAILED',
  chat: 'AI_CHAT_FAILED',
  reflection: 'JOURNAL_REFLECTION_FAILED',
};

const REASONS: Readonly<Record<AiErrorKind, MessageKey>> = {
  unavailable: 'AI_REASON_UNAVAILABLE',
  timeout: 'AI_REASON_TIMEOUT',
  refused: 'AI_REASON_REFUSED',
  'rate-limited': 'AI_REASON_RATE_LIMITED',
  'bad-response': 'AI_REASON_BAD_RESPONSE',
  empty: 'AI_REASON_EMPTY',
  cancelled: 'AI_REASON_CANCELLED',
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
    const raised = message('AI_FAILURE', {
      failed: message(FALLBACK_KEYS[operation]),
      reason: message(REASONS[kind]),
    });
    super(textOf('en', raised)); // for logs; the reader gets `raised` in their language
    this.raised = raised;
  }

  /** What the reader is told, by key: written in their language where it is sent. */
  readonly raised: Message;
}
