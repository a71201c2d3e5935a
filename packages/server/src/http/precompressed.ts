import type { FastifyReply, FastifyRequest } from 'fastify';

/** A body kept in each coding the API compresses to (http/api-compression.ts), made once. */
export interface Precompressed {
  readonly identity: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

type Coding = keyof Precompressed;

/** Each coding the Accept-Encoding header names, with its weight (1 when none is given). */
function weights(header: string): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (name !== '') accepted.set(name, q === undefined ? 1 : Number(q.slice(2)));
  }
  return accepted;
}

/** Brotli, else gzip, as the client allows (a weight of 0 refuses, `*` stands for the rest), else none: api-compression's choice. */
export function preferredCoding(header: string | undefined): Coding {
  const accepted = weights(header ?? '');
  const allows = (coding: string) => (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}

/**
 * Sends the form of `body` the client accepts, already compressed: the compression plugin leaves a reply
 * with a Content-Encoding alone, so nothing is encoded or compressed per request.
 */
export function sendPrecompressed(request: FastifyRequest, reply: FastifyReply, body: Precompressed) {
  const coding = preferredCoding(request.headers['accept-encoding']);
  reply.header('vary', 'accept-encoding');
  if (coding !== 'identity') reply.header('content-encoding', coding);
  return reply.send(body[coding]);
}
