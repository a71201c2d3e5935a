import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller bodies gain less than the bytes brotli/gzip framing and the CPU cost. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Compresses the API responses registered after it in `api`'s scope (brotli, else gzip, as the
 * client's Accept-Encoding allows; `Vary: Accept-Encoding` on compressed replies). It works on what
 * the route sent: a string, the Buffer the memoising serializer returns, or a stream (better-auth's
 * bodies), which is compressed whatever its size since its size is unknown.
 *
 * Scoped to the API: web-app.ts serves the built web files and decides their encoding itself.
 * Server-sent events (text/event-stream) are not among the compressible types, so a streamed
 * answer is never held back in a compressor's buffer. Request bodies are not decompressed: clients
 * send small JSON as is.
 */
export async function registerApiCompression(api: FastifyInstance): Promise<void> {
  await api.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    globalDecompression: false,
  });
}
