import type { FastifyReply, FastifyRequest } from 'fastify';

/** `bytes=start-end`, `bytes=start-` or `bytes=-suffix`: the one-range forms an <audio> element sends. */
const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/** The inclusive byte range a Range header asks for, or null for the whole file (absent or unusable). */
function requestedRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? SINGLE_RANGE.exec(header.trim()) : null;
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start >= size || end < start ? 'unsatisfiable' : { start, end };
}

/**
 * Answers with a file held in memory, honouring a single Range (206) so a player can seek; several
 * ranges get the whole file (200), which HTTP allows.
 */
export function sendBytes(request: FastifyRequest, reply: FastifyReply, bytes: Uint8Array, type: string) {
  reply.header('accept-ranges', 'bytes').type(type);
  const range = requestedRange(request.headers.range, bytes.length);
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${bytes.length}`).send();
  }
  if (!range) return reply.send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${bytes.length}`)
    .send(Buffer.from(bytes.buffer, bytes.byteOffset + range.start, range.end - range.start + 1));
}
