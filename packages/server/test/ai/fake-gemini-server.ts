import type { FakeServer, WireFormat } from './fake-sse-server.js';
import { startFakeServer } from './fake-sse-server.js';

const STREAM_PATH = /^\/v1beta\/models\/([^/:]+):streamGenerateContent\?alt=sse$/;
const STATUS_NAMES: Record<number, string> = {
  401: 'UNAUTHENTICATED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

/**
 * Gemini's streaming call as @google/genai sends it: `POST /v1beta/models/{model}:streamGenerateContent?alt=sse`
 * with the key in `x-goog-api-key`, answered by SSE events `data: {candidates:[{content:{parts:[{text}]}}]}`,
 * the last one with finishReason STOP.
 */
const GEMINI_WIRE: WireFormat = {
  matches: (method, url) => method === 'POST' && STREAM_PATH.test(url),
  authorised: (headers, apiKey) => headers['x-goog-api-key'] === apiKey,
  deltaEvent: (text, last) =>
    `data: ${JSON.stringify({
      candidates: [
        {
          content: { role: 'model', parts: [{ text }] },
          index: 0,
          ...(last ? { finishReason: 'STOP' } : {}),
        },
      ],
      modelVersion: 'fake-gemini',
    })}\r\n\r\n`,
  endOfStream: '',
  emptyStream: '',
  errorBody: (status, detail) => ({
    error: {
      code: status,
      message: `Fake Gemini error: ${detail}`,
      status: STATUS_NAMES[status] ?? 'UNKNOWN',
    },
  }),
};

/** The model name a recorded request asked for. */
export function geminiModelOf(url: string): string | undefined {
  return STREAM_PATH.exec(url)?.[1];
}

export function startFakeGeminiServer(apiKey: string): Promise<FakeServer> {
  return startFakeServer(GEMINI_WIRE, apiKey);
}
