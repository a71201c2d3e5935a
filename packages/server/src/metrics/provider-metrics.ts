import type { AiProvider } from '../providers/ai/ai-provider.js';
import type { Voice } from '../providers/tts/voice.js';
import { sharedCounter, sharedHistogram } from './registry.js';

const aiDuration = sharedHistogram({
  name: 'cardology_ai_duration_seconds',
  help: 'Assistant answers from the call to the last word, by kind (interpret, chat, reflect) and outcome (ok, failed, cancelled).',
  labelNames: ['kind', 'outcome'] as const,
  buckets: [0.5, 1, 2.5, 5, 10, 20, 30, 60, 120],
});
const aiFailures = sharedCounter({
  name: 'cardology_ai_failures_total',
  help: 'Assistant answers that failed (provider down, timeout, refused, unreadable or empty), by kind.',
  labelNames: ['kind'] as const,
});
const chunkDuration = sharedHistogram({
  name: 'cardology_narration_chunk_duration_seconds',
  help: 'Narration: one chunk read aloud by the voice, by outcome (ok, failed, cancelled).',
  labelNames: ['outcome'] as const,
  buckets: [0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60],
});
const narrationFailures = sharedCounter({
  name: 'cardology_narration_failures_total',
  help: 'Narration chunks the voice failed to read.',
});

type Outcome = 'ok' | 'failed' | 'cancelled';

/** A failure the caller asked for (the reader left) is no failure of the provider. */
function outcomeOf(error: unknown, signal: AbortSignal | undefined): Outcome {
  const cancelled =
    signal?.aborted === true || (error instanceof Error && 'kind' in error && error.kind === 'cancelled');
  return cancelled ? 'cancelled' : 'failed';
}

async function* timedStream(
  kind: 'interpret' | 'chat' | 'reflect',
  stream: AsyncIterable<string>,
  signal: AbortSignal | undefined,
): AsyncGenerator<string> {
  const end = aiDuration.startTimer({ kind });
  // A reader who stops reading ends the loop without an error: that answer counts as cancelled.
  let outcome: Outcome = 'cancelled';
  try {
    yield* stream;
    outcome = 'ok';
  } catch (error) {
    outcome = outcomeOf(error, signal);
    if (outcome === 'failed') aiFailures.inc({ kind });
    throw error;
  } finally {
    end({ outcome });
  }
}

/** The assistant, timed and counted whichever provider is behind it. */
export function measuredAi(ai: AiProvider): AiProvider {
  return {
    interpret: (context, signal, language) =>
      timedStream('interpret', ai.interpret(context, signal, language), signal),
    chat: (context, history, message, signal, language) =>
      timedStream('chat', ai.chat(context, history, message, signal, language), signal),
    reflect: (context, signal, language) =>
      timedStream('reflect', ai.reflect(context, signal, language), signal),
    describe: () => ai.describe(),
  };
}

/** The narration voice, each chunk timed and each failure counted. */
export function measuredVoice(voice: Voice): Voice {
  return {
    async speak(sentences, signal, language) {
      const end = chunkDuration.startTimer();
      try {
        const spoken = await voice.speak(sentences, signal, language);
        end({ outcome: 'ok' });
        return spoken;
      } catch (error) {
        const outcome = outcomeOf(error, signal);
        end({ outcome });
        if (outcome === 'failed') narrationFailures.inc();
        throw error;
      }
    },
    warm: () => voice.warm(),
    close: () => voice.close(),
  };
}
