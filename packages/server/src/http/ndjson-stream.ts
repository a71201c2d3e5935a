import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';

const NDJSON_TYPE = 'application/x-ndjson; charset=utf-8';

/**
 * Answers with a stream of JSON lines (`application/x-ndjson`) that `produce` writes as it goes. Each
 * line is written to the socket at once: the body is a Node stream (so the app's onSend hooks — no-store,
 * security headers — still apply) and the route turns compression off, which would hold lines back.
 * `signal` aborts when the client goes away before the end, or when the account may no longer call the
 * route (suspended, signed out: `accessLost`, auth/access-watch.ts, which also cuts the answer off), so the
 * producer can stop the model. A producer whose work goes on without its client (the narration) listens to
 * `accessLost` alone. `produce` must not throw: whatever it wants the client to see it writes as an event.
 */
export function sendNdjson<Event>(
  reply: FastifyReply,
  produce: (write: (event: Event) => void, signal: AbortSignal, accessLost: AbortSignal) => Promise<void>,
): FastifyReply {
  const body = new PassThrough();
  const gone = new AbortController();
  // Held until the producer is done, which may be after the client went away.
  const access = reply.request.watchAccess();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) gone.abort();
  });
  const write = (event: Event) => {
    if (!body.writableEnded && !body.destroyed) body.write(`${JSON.stringify(event)}\n`);
  };
  void produce(write, AbortSignal.any([gone.signal, access.signal]), access.signal)
    .catch((error: unknown) => reply.log.error({ err: error }, 'stream producer failed'))
    .finally(() => {
      access.release();
      body.end();
    });
  return reply.type(NDJSON_TYPE).send(body);
}
