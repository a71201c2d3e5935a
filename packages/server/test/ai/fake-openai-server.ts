import type { FakeServer, WireFormat } from './fake-sse-server.js';
import { startFakeServer } from './fake-sse-server.js';

const chunk = (delta: Record<string, unknown>, finishReason: string | null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'fake-openai',
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  })}\n\n`;

/**
 * OpenAI's streaming chat completions as the openai SDK sends them: `POST /v1/chat/completions` with
 * `stream: true` and `Authorization: Bearer {key}`, answered by SSE chunks `data: {choices:[{delta:{content}}]}`
 * and a final `data: [DONE]`. Ollama, LM Studio, vLLM and llama.cpp serve the same.
 */
const OPENAI_WIRE: WireFormat = {
  matches: (method, url) => method === 'POST' && url === '/v1/chat/completions',
  authorised: (headers, apiKey) => headers.authorization === `Bearer ${apiKey}`,
  deltaEvent: (text, last) => chunk({ content: text }, last ? 'stop' : null),
  endOfStream: 'data: [DONE]\n\n',
  emptyStream: `${chunk({ role: 'assistant', content: '' }, 'stop')}data: [DONE]\n\n`,
  errorBody: (status, detail) => ({
    error: { message: `Fake OpenAI error: ${detail}`, type: 'fake_error', code: status },
  }),
};

export function startFakeOpenAiServer(apiKey: string): Promise<FakeServer> {
  return startFakeServer(OPENAI_WIRE, apiKey);
}
