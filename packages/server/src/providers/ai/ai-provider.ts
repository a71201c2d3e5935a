import type { Language } from '@cardology/contract/languages';
import type { AssistantContext, ChatTurn } from './reading-context.js';
import type { ReflectionContext } from './reflection-context.js';

/** What the server's start line prints about the assistant. */
export interface ProviderDescription {
  readonly provider: 'offline' | 'gemini' | 'openai';
  readonly model: string;
  /** The OpenAI-compatible server's origin when it is not OpenAI's own. */
  readonly baseUrl?: string;
}

/**
 * The assistant, whichever model is behind it. Both calls stream text deltas as they are written; a
 * failure is thrown as an AiError (ai-error.ts) with a message fit to show, and an answer with no text
 * is a failure too. Each call answers in `language` (the reader's; English when not given).
 */
export interface AiProvider {
  interpret(context: AssistantContext, signal?: AbortSignal, language?: Language): AsyncIterable<string>;
  chat(
    context: AssistantContext,
    history: readonly ChatTurn[],
    message: string,
    signal?: AbortSignal,
    language?: Language,
  ): AsyncIterable<string>;
  /** A reflection on a period of the reader's journal (docs/decisions/041-journal-reflection.md). */
  reflect(context: ReflectionContext, signal?: AbortSignal, language?: Language): AsyncIterable<string>;
  describe(): ProviderDescription;
}
