import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { silentMp3 } from './fakes.js';

/** What the fake does with the next requests. */
type SpeechBehaviour =
  /** An MP3 of silence, 100 characters of input a second (as real speech, longer text is longer audio). */
  | { kind: 'speak' }
  /** This HTTP status with OpenAI's JSON error body. */
  | { kind: 'status'; status: number }
  /** 200 with bytes that are not audio. */
  | { kind: 'garbage' };

type SpeechRequest = { url: string; headers: IncomingHttpHeaders; body: Record<string, unknown> };

export type FakeSpeechServer = {
  /** `http://127.0.0.1:port`. */
  origin: string;
  requests: SpeechRequest[];
  behave(behaviour: SpeechBehaviour): void;
  close(): Promise<void>;
};

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
}

/**
 * OpenAI's speech endpoint as the openai SDK calls it: `POST /v1/audio/speech` with
 * `Authorization: Bearer {key}` and a JSON body { model, input, voice, response_format }, answered with
 * the audio bytes (`audio/mpeg`). Kokoro-FastAPI and other OpenAI-compatible speech servers serve the same.
 * With `apiKey` null it checks no key, as such a server a user runs does.
 */
export async function startFakeSpeechServer(apiKey: string | null): Promise<FakeSpeechServer> {
  const requests: SpeechRequest[] = [];
  let behaviour: SpeechBehaviour = { kind: 'speak' };

  const serve = async (request: IncomingMessage, response: ServerResponse) => {
    const body = await readJson(request);
    requests.push({ url: request.url ?? '', headers: request.headers, body });
    const fail = (status: number, message: string) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message, type: 'fake_error', code: status } }));
    };
    if (request.method !== 'POST' || request.url !== '/v1/audio/speech') return fail(404, 'no such route');
    if (apiKey !== null && request.headers.authorization !== `Bearer ${apiKey}`) return fail(401, 'bad key');
    if (behaviour.kind === 'status') return fail(behaviour.status, 'the fake was told to fail');
    response.writeHead(200, { 'content-type': 'audio/mpeg' });
    if (behaviour.kind === 'garbage') return response.end('<html>not audio</html>');
    response.end(silentMp3(Math.max(0.2, String(body.input ?? '').length / 100)));
  };

  const server = createServer((request, response) => {
    serve(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    behave: (next) => {
      behaviour = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
