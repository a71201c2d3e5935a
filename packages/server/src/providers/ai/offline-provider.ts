import type { Language } from '@cardology/contract/languages';
import type { AiOperation } from './ai-error.js';
import type { AiProvider } from './ai-provider.js';
import { assistantContextIn, reflectionContextIn } from './context-in-language.js';
import type { AiLog } from './guarded-stream.js';
import { guardedStream } from './guarded-stream.js';
import { offlinePairChatAnswer, offlinePairInterpretation } from './offline-pair.js';
import { offlineChatAnswer, offlineInterpretation } from './offline-reading.js';
import { offlineReflection } from './offline-reflection.js';
import { offlineWriter } from './offline-writer.js';
import type { AssistantContext, ChatTurn } from './reading-context.js';
import type { ReflectionContext } from './reflection-context.js';
import { streamText } from './stream-text.js';

async function interpretation(context: AssistantContext, language: Language): Promise<string> {
  const w = await offlineWriter(language);
  const local = await assistantContextIn(context, language);
  return local.spreadType === 'pair' ? offlinePairInterpretation(local, w) : offlineInterpretation(local, w);
}

async function chatAnswer(context: AssistantContext, message: string, language: Language): Promise<string> {
  const w = await offlineWriter(language);
  const local = await assistantContextIn(context, language);
  return local.spreadType === 'pair'
    ? offlinePairChatAnswer(local, message, w)
    : offlineChatAnswer(local, message, w);
}

async function reflection(context: ReflectionContext, language: Language): Promise<string> {
  return offlineReflection(await reflectionContextIn(context, language), await offlineWriter(language));
}

/**
 * The assistant with no model and no network (docs/architecture.md "AI and audio"): it writes from the
 * engine's card and position texts and streams in small pieces like a model, under the same guard. One writer
 * for every language: that language's sentences (offline-sentences/) and the engine's catalog of its cards.
 */
export function createOfflineProvider(settings: {
  readonly timeoutMs: number;
  readonly log?: AiLog | undefined;
}): AiProvider {
  const guard = (operation: AiOperation, signal: AbortSignal | undefined, text: () => Promise<string>) =>
    guardedStream(
      { provider: 'offline', operation, timeoutMs: settings.timeoutMs, signal, log: settings.log },
      async (combined) => streamText(await text(), combined),
    );
  return {
    interpret: (context, signal, language = 'en') =>
      guard('reading', signal, () => interpretation(context, language)),
    chat: (context, _history: readonly ChatTurn[], message, signal, language = 'en') =>
      guard('chat', signal, () => chatAnswer(context, message, language)),
    reflect: (context, signal, language = 'en') =>
      guard('reflection', signal, () => reflection(context, language)),
    describe: () => ({ provider: 'offline', model: 'offline interpreter' }),
  };
}
