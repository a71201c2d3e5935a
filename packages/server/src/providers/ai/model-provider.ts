import { REFLECTIVE_FOOTER } from '@cardology/contract/assistant';
import type { Language } from '@cardology/contract/languages';
import type { AiOperation } from './ai-error.js';
import type { AiProvider, ProviderDescription } from './ai-provider.js';
import type { Prompt } from './build-prompt.js';
import { buildChatPrompt, buildInterpretPrompt } from './build-prompt.js';
import { assistantContextIn, reflectionContextIn } from './context-in-language.js';
import type { AiLog } from './guarded-stream.js';
import { guardedStream } from './guarded-stream.js';
import type { AssistantContext, ChatTurn } from './reading-context.js';
import type { ReflectionContext } from './reflection-context.js';
import { buildReflectionPrompt } from './reflection-prompt.js';

/** A model's streaming call: the prompt in, text deltas out, stopping when the signal aborts. */
export type StreamDeltas = (prompt: Prompt, signal: AbortSignal) => AsyncIterable<string>;

/** An AiProvider over a remote model: the prompts of build-prompt.ts, each call guarded (guarded-stream.ts). */
export function modelProvider(
  description: ProviderDescription,
  settings: { readonly timeoutMs: number; readonly log?: AiLog | undefined },
  deltas: StreamDeltas,
): AiProvider {
  const run = (operation: AiOperation, prompt: Prompt, signal: AbortSignal | undefined) =>
    guardedStream(
      { provider: description.provider, operation, timeoutMs: settings.timeoutMs, signal, log: settings.log },
      (combined) => deltas(prompt, combined),
    );
  // The model is told not to write the closing note; the layer adds the same one to every interpretation.
  // The cards' texts reach the model in the reader's language (context-in-language.ts).
  async function* interpret(
    context: AssistantContext,
    signal: AbortSignal | undefined,
    language: Language = 'en',
  ): AsyncGenerator<string> {
    const local = await assistantContextIn(context, language);
    yield* run('reading', buildInterpretPrompt(local, language), signal);
    yield REFLECTIVE_FOOTER;
  }
  async function* reflect(
    context: ReflectionContext,
    signal: AbortSignal | undefined,
    language: Language = 'en',
  ): AsyncGenerator<string> {
    const local = await reflectionContextIn(context, language);
    yield* run('reflection', buildReflectionPrompt(local, language), signal);
    yield REFLECTIVE_FOOTER;
  }
  async function* chat(
    context: AssistantContext,
    history: readonly ChatTurn[],
    message: string,
    signal: AbortSignal | undefined,
    language: Language = 'en',
  ): AsyncGenerator<string> {
    const local = await assistantContextIn(context, language);
    yield* run('chat', buildChatPrompt(local, history, message, language), signal);
  }
  return {
    interpret,
    reflect,
    chat,
    describe: () => description,
  };
}
