import OpenAI from 'openai';
import type { AiProvider } from './ai-provider.js';
import type { Prompt } from './build-prompt.js';
import type { AiLog } from './guarded-stream.js';
import { modelProvider } from './model-provider.js';

export interface OpenAiOptions {
  readonly apiKey: string;
  readonly model: string;
  readonly timeoutMs: number;
  /** OpenAI's own API or any OpenAI-compatible server (Ollama, LM Studio, vLLM, llama.cpp), ending in /v1. */
  readonly baseUrl: string;
  readonly log?: AiLog | undefined;
}

/** OpenAI, or an OpenAI-compatible server, through the openai SDK's streaming chat completions. */
export function createOpenAiProvider(options: OpenAiOptions): AiProvider {
  // No retries: a failure is reported at once with its own message rather than after a silent wait. The
  // SDK's own logging is off: it would print provider responses; the guard logs a safe summary instead.
  const client = new OpenAI({
    logLevel: 'off',
    apiKey: options.apiKey,
    baseURL: options.baseUrl,
    maxRetries: 0,
    timeout: options.timeoutMs,
  });

  async function* deltas(prompt: Prompt, signal: AbortSignal): AsyncGenerator<string> {
    const stream = await client.chat.completions.create(
      {
        model: options.model,
        stream: true,
        messages: [
          { role: 'system', content: prompt.system },
          ...prompt.turns.map((turn) => ({
            role: turn.role === 'model' ? ('assistant' as const) : ('user' as const),
            content: turn.text,
          })),
        ],
      },
      { signal },
    );
    for await (const chunk of stream) yield chunk.choices[0]?.delta?.content ?? '';
  }

  return modelProvider(
    { provider: 'openai', model: options.model, baseUrl: options.baseUrl },
    options,
    deltas,
  );
}
