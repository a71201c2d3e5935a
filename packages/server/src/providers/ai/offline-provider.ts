import type { Language } from '@cardology/contract/languages';
import type { AiOperation } from './ai-error.js';
import type { AiProvider } from './ai-provider.js';
import { translatedCatalog } from './card-catalog.js';
import { assistantContextIn, reflectionContextIn } from './context-in-language.js';
import type { AiLog } from './guarded-stream.js';
import { guardedStream } from './guarded-stream.js';
import { offlineChatAnswer } from './offline-chat.js';
import { offlineInterpretation } from './offline-interpretation.js';
import { localPairChatAnswer, localPairInterpretation, localReflection } from './offline-local-journal.js';
import { type LocalWriter, localChatAnswer, localInterpretation } from './offline-local-reading.js';
import { offlinePairChatAnswer, offlinePairInterpretation } from './offline-pair.js';
import { offlineReflection } from './offline-reflection.js';
import { OFFLINE_SENTENCES } from './offline-sentences/index.js';
import type { AssistantContext, ChatTurn } from './reading-context.js';
import type { ReflectionContext } from './reflection-context.js';
import { streamText } from './stream-text.js';

/** The writer of a translated language (its sentences and its catalog), or null for English. */
async function writerFor(language: Language): Promise<LocalWriter | null> {
  const catalog = await translatedCatalog(language);
  return catalog && language !== 'en' ? { language, s: OFFLINE_SENTENCES[language], catalog } : null;
}

async function interpretation(context: AssistantContext, language: Language): Promise<string> {
  const w = await writerFor(language);
  if (!w)
    return context.spreadType === 'pair'
      ? offlinePairInterpretation(context)
      : offlineInterpretation(context);
  const local = await assistantContextIn(context, language);
  return local.spreadType === 'pair' ? localPairInterpretation(w, local) : localInterpretation(w, local);
}

async function chatAnswer(context: AssistantContext, message: string, language: Language): Promise<string> {
  const w = await writerFor(language);
  if (!w) {
    return context.spreadType === 'pair'
      ? offlinePairChatAnswer(context, message)
      : offlineChatAnswer(context, message);
  }
  const local = await assistantContextIn(context, language);
  return local.spreadType === 'pair'
    ? localPairChatAnswer(w, local, message)
    : localChatAnswer(w, local, message);
}

async function reflection(context: ReflectionContext, language: Language): Promise<string> {
  const w = await writerFor(language);
  return w ? localReflection(w, await reflectionContextIn(context, language)) : offlineReflection(context);
}

/**
 * The assistant with no model and no network (docs/architecture.md "AI and audio"): it writes from the
 * engine's card and position texts and streams in small pieces like a model, under the same guard. In
 * Spanish and Portuguese it writes its own sentences of that language (offline-sentences/).
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
