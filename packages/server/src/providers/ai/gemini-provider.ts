import type { GenerateContentResponse } from '@google/genai';
import { GoogleGenAI } from '@google/genai';
import type { AiProvider } from './ai-provider.js';
import type { Prompt } from './build-prompt.js';
import type { AiLog } from './guarded-stream.js';
import { modelProvider } from './model-provider.js';

export interface GeminiOptions {
  readonly apiKey: string;
  readonly model: string;
  readonly timeoutMs: number;
  /** Another endpoint than Google's (a proxy, or the tests' fake server). */
  readonly baseUrl?: string | undefined;
  readonly log?: AiLog | undefined;
}

/** The text of a streamed chunk; thought parts (thinking models) are not part of the answer. */
function chunkText(chunk: GenerateContentResponse): string {
  const parts = chunk.candidates?.[0]?.content?.parts ?? [];
  let text = '';
  for (const part of parts) if (typeof part.text === 'string' && !part.thought) text += part.text;
  return text;
}

/** Google Gemini through @google/genai's streaming call (`streamGenerateContent?alt=sse`). */
export function createGeminiProvider(options: GeminiOptions): AiProvider {
  const ai = new GoogleGenAI({
    apiKey: options.apiKey,
    ...(options.baseUrl ? { httpOptions: { baseUrl: options.baseUrl } } : {}),
  });

  async function* deltas(prompt: Prompt, signal: AbortSignal): AsyncGenerator<string> {
    const stream = await ai.models.generateContentStream({
      model: options.model,
      contents: prompt.turns.map((turn) => ({ role: turn.role, parts: [{ text: turn.text }] })),
      // No automatic continuation: a stream that closes early is a failure to report, not to re-request.
      config: { systemInstruction: prompt.system, abortSignal: signal, automaticContinuation: false },
    });
    for await (const chunk of stream) yield chunkText(chunk);
  }

  return modelProvider(
    { provider: 'gemini', model: options.model, ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}) },
    options,
    deltas,
  );
}
