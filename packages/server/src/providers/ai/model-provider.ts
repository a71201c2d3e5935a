import { REFLECTIVE_FOOTER } from '@cardology/contract/assistant';
import type { AiOperation } from './ai-error.js';
import type { AiProvider, ProviderDescription } from './ai-provider.js';
import type { Prompt } from './build-prompt.js';
import { buildChatPrompt, buildInterpretPrompt } from './build-prompt.js';
import type { AiLog } from './guarded-stream.js';
import { guardedStream } from './guarded-stream.js';
import type { AssistantContext } from './reading-context.js';
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
  async function* interpret(
    context: AssistantContext,
    signal: AbortSignal | undefined,
  ): AsyncGenerator<string> {
    yield* run('reading', buildInterpretPrompt(context), signal);
    yield REFLECTIVE_FOOTER;
  }
  async function* reflect(
    context: ReflectionContext,
    signal: AbortSignal | undefined,
  ): AsyncGenerator<string> {
    yield* run('reflection', buildReflectionPrompt(context), signal);
    yield REFLECTIVE_FOOTER;
  }
  return {
    interpret,
    reflect,
    chat: (context, history, message, signal) =>
      run('chat', buildChatPrompt(context, history, message), signal),
    describe: () => description,
  };
}
