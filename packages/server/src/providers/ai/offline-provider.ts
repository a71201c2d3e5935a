import type { AiOperation } from './ai-error.js';
import type { AiProvider } from './ai-provider.js';
import type { AiLog } from './guarded-stream.js';
import { guardedStream } from './guarded-stream.js';
import { offlineChatAnswer } from './offline-chat.js';
import { offlineInterpretation } from './offline-interpretation.js';
import { offlinePairChatAnswer, offlinePairInterpretation } from './offline-pair.js';
import { offlineReflection } from './offline-reflection.js';
import { streamText } from './stream-text.js';

/**
 * The assistant with no model and no network (docs/architecture.md "AI and audio"): it writes from the
 * engine's card and position texts and streams in small pieces like a model, under the same guard.
 */
export function createOfflineProvider(settings: {
  readonly timeoutMs: number;
  readonly log?: AiLog | undefined;
}): AiProvider {
  const guard = (operation: AiOperation, signal: AbortSignal | undefined, text: () => string) =>
    guardedStream(
      { provider: 'offline', operation, timeoutMs: settings.timeoutMs, signal, log: settings.log },
      (combined) => streamText(text(), combined),
    );
  return {
    interpret: (context, signal) =>
      guard('reading', signal, () =>
        context.spreadType === 'pair' ? offlinePairInterpretation(context) : offlineInterpretation(context),
      ),
    chat: (context, _history, message, signal) =>
      guard('chat', signal, () =>
        context.spreadType === 'pair'
          ? offlinePairChatAnswer(context, message)
          : offlineChatAnswer(context, message),
      ),
    reflect: (context, signal) => guard('reflection', signal, () => offlineReflection(context)),
    describe: () => ({ provider: 'offline', model: 'offline interpreter' }),
  };
}
