import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ORIGIN } from './app.js';

// A streamed answer read over a real socket, as a browser reads it: inject() gathers the whole body before
// it answers, so a test that acts while a stream runs (a suspension, a sign-out) needs the app listening.

/** How a streamed answer ended: its last byte came (`complete`), or the connection closed first. */
export type StreamEnd = { complete: boolean; at: number; bytes: number };

export type LiveStream = {
  readonly status: number;
  /** Bytes received so far. */
  bytes(): number;
  /** The body received so far, as text. */
  text(): string;
  /** Resolves once the body received so far satisfies `ready` (or rejects when the stream ends first). */
  until(ready: (text: string) => boolean): Promise<void>;
  /** Stops reading (the server then meets back-pressure), and reading again. */
  pause(): void;
  resume(): void;
  /** Resolves when the answer ends, whole or cut off. */
  readonly ended: Promise<StreamEnd>;
};

/** The origin of an app that listens on a free port of the loopback (listening once). */
export async function listeningOrigin(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** Sends one request to a listening app and follows its answer as it streams. */
export function openStream(
  origin: string,
  { method, path, cookie, body }: { method: 'GET' | 'POST'; path: string; cookie: string; body?: unknown },
): Promise<LiveStream> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = httpRequest(`${origin}${path}`, {
      method,
      headers: {
        origin: ORIGIN,
        cookie,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
    });
    request.on('error', reject);
    request.on('response', (response) => resolve(follow(response)));
    request.end(payload);
  });
}

function follow(response: IncomingMessage): LiveStream {
  const pieces: Buffer[] = [];
  let bytes = 0;
  const waiters = new Set<() => void>();
  let over = false;
  const ended = new Promise<StreamEnd>((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      over = true;
      resolve({ complete: response.complete, at: performance.now(), bytes });
      for (const wake of waiters) wake();
    };
    response.on('end', finish);
    response.on('close', finish);
    response.on('error', finish);
  });
  response.on('data', (piece: Buffer) => {
    pieces.push(piece);
    bytes += piece.length;
    for (const wake of waiters) wake();
  });
  const text = () => Buffer.concat(pieces).toString('utf8');
  return {
    status: response.statusCode ?? 0,
    bytes: () => bytes,
    text,
    until: (ready) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (ready(text())) {
            waiters.delete(check);
            resolve();
          } else if (over) {
            waiters.delete(check);
            reject(new Error(`the stream ended first; it held: ${text().slice(0, 500)}`));
          }
        };
        waiters.add(check);
        check();
      }),
    pause: () => response.pause(),
    resume: () => response.resume(),
    ended,
  };
}
