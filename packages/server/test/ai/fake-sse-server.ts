import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake does with the next requests. */
type FakeBehaviour =
  /** Streams these deltas as separate events; with `holdLast`, waits for release() before the last one. */
  | { readonly kind: 'stream'; readonly deltas: readonly string[]; readonly holdLast?: boolean }
  /** Answers with this HTTP status and the provider's error body. */
  | { readonly kind: 'status'; readonly status: number }
  /** Never answers (until the client gives up). */
  | { readonly kind: 'hang' }
  /** Starts a stream and sends an event that is not JSON. */
  | { readonly kind: 'garbage' }
  /** A well-formed stream with no text in it. */
  | { readonly kind: 'empty' };

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: unknown;
}

/** How one provider speaks: which requests it serves and how it frames events and errors. */
export interface WireFormat {
  /** True when the request is the provider's streaming call. */
  matches(method: string, url: string): boolean;
  /** True when the request carries the expected key. */
  authorised(headers: IncomingHttpHeaders, apiKey: string): boolean;
  /** One SSE event carrying a text delta; `last` marks the end of the answer. */
  deltaEvent(text: string, last: boolean): string;
  /** What follows the last event (OpenAI's `data: [DONE]`). */
  readonly endOfStream: string;
  /** A well-formed stream with no text. */
  readonly emptyStream: string;
  /** The provider's JSON error body; it echoes what it got, as real providers do, to test nothing leaks. */
  errorBody(status: number, detail: string): unknown;
}

export interface FakeServer {
  /** `http://127.0.0.1:port`. */
  readonly origin: string;
  readonly requests: RecordedRequest[];
  behave(behaviour: FakeBehaviour): void;
  /** Lets a held stream (`holdLast`) send its last delta and end. */
  release(): void;
  /** True once a held stream has sent everything but its last delta. */
  readonly holding: boolean;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A local node:http server speaking one provider's wire format, recording every request it receives. */
export async function startFakeServer(format: WireFormat, apiKey: string): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  let behaviour: FakeBehaviour = { kind: 'stream', deltas: ['Hello', ' from', ' the fake.'] };
  let holding = false;
  let releaseHeld: (() => void) | undefined;

  const startStream = (response: ServerResponse) =>
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });

  const serve = async (request: IncomingMessage, response: ServerResponse) => {
    const body = await readBody(request);
    const method = request.method ?? '';
    const url = request.url ?? '';
    requests.push({ method, url, headers: request.headers, body });
    const json = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    if (!format.matches(method, url)) return json(404, format.errorBody(404, `no route ${url}`));
    if (!format.authorised(request.headers, apiKey)) {
      return json(401, format.errorBody(401, `invalid key ${JSON.stringify(request.headers)}`));
    }
    const current = behaviour;
    switch (current.kind) {
      case 'status':
        return json(current.status, format.errorBody(current.status, `failure for key ${apiKey}`));
      case 'hang':
        return;
      case 'garbage':
        startStream(response);
        response.end('data: {"candidates": [ this is not json\n\n');
        return;
      case 'empty':
        startStream(response);
        response.end(format.emptyStream);
        return;
      case 'stream': {
        startStream(response);
        const { deltas } = current;
        for (const [i, delta] of deltas.entries()) {
          const last = i === deltas.length - 1;
          if (last && current.holdLast) {
            holding = true;
            await new Promise<void>((resolve) => {
              releaseHeld = resolve;
            });
            holding = false;
          }
          response.write(format.deltaEvent(delta, last));
        }
        response.end(format.endOfStream);
        return;
      }
    }
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
    release: () => releaseHeld?.(),
    get holding() {
      return holding;
    },
    close: () =>
      new Promise<void>((resolve) => {
        releaseHeld?.();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
