import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/** A body kept in each coding the API compresses to (http/api-compression.ts), made once. */
export interface Precompressed {
  readonly identity: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

type Coding = keyof Precompressed;

/** Brotli's effort: once per kept body, on zlib's thread pool; 5 is within a few per cent of 11's size on text, far faster. */
const BROTLI_QUALITY = 5;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A body as made: text, or the bytes a route's serializer returns. */
type Made = string | Buffer | ArrayBuffer;

/** The body's bytes and their brotli and gzip forms, compressed on zlib's thread pool (not the event loop). */
async function precompress(made: Made): Promise<Precompressed> {
  const identity =
    typeof made === 'string' ? Buffer.from(made) : Buffer.isBuffer(made) ? made : Buffer.from(made);
  const [br, gzip] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipped(identity),
  ]);
  return { identity, br, gzip };
}

export interface PrecompressedCache {
  /** The body kept under `key`, or undefined. */
  peek(key: string): Precompressed | undefined;
  /** The body of `key`, made (and compressed) only when none is kept or being made. */
  get(key: string, make: () => Promise<Made>): Promise<Precompressed>;
}

/**
 * Bodies kept by a key that names everything they are made of (so nothing needs invalidating), in all three
 * codings. Two requests for one key at once share one making (lru-cache's fetch); the kept bytes, all forms
 * counted, stay under `maxBytes`.
 */
export function createPrecompressedCache(bounds: { maxBytes: number; ttlMs: number }): PrecompressedCache {
  const cache = new LRUCache<string, Precompressed, () => Promise<Made>>({
    maxSize: bounds.maxBytes,
    sizeCalculation: (body) => Math.max(1, body.identity.length + body.br.length + body.gzip.length),
    ttl: bounds.ttlMs,
    fetchMethod: async (_key, _stale, { context }) => precompress(await context()),
  });
  return {
    peek: (key) => cache.get(key),
    async get(key, make) {
      const body = await cache.fetch(key, { context: make });
      if (body === undefined) throw new Error(`No body was made for ${key}`);
      return body;
    },
  };
}

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
function preferredCoding(header: string | undefined): Coding {
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
