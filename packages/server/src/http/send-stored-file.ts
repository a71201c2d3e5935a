import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** An inclusive byte range of a file (0-based), the shape the audio storage reads. */
type ByteRange = { start: number; end: number };

/** `bytes=start-end`, `bytes=start-` or `bytes=-suffix`: the one-range forms an <audio> element sends. */
const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/** The inclusive byte range a Range header asks for, or null for the whole file (absent or unusable). */
function requestedRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header ? SINGLE_RANGE.exec(header.trim()) : null;
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (size === 0) return 'unsatisfiable';
  if (from === '') {
    const suffix = Number(to);
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start >= size || end < start ? 'unsatisfiable' : { start, end };
}

/** A stored file to answer with: its length, its type, and how to open it (or a range of it) as a stream. */
export type StoredFile = {
  size: number;
  type: string;
  /** The bytes (of `range`), or null when the file went away since its size was read. */
  open: (range?: ByteRange) => Promise<Readable | null>;
};

/**
 * Answers with a stored file as a stream (the file is never held whole), honouring a single Range (206 with
 * Content-Range; 416 when it lies past the end) so a player can seek; several ranges get the whole file
 * (200), which HTTP allows. Resolves to 'gone', with nothing sent, when the file went away meanwhile.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StoredFile,
): Promise<'sent' | 'gone'> {
  const range = requestedRange(request.headers.range, file.size);
  if (range === 'unsatisfiable') {
    reply.code(416).header('accept-ranges', 'bytes').header('content-range', `bytes */${file.size}`).send();
    return 'sent';
  }
  const body = await file.open(range ?? undefined);
  if (!body) return 'gone';
  reply.header('accept-ranges', 'bytes').type(file.type);
  if (!range) {
    reply.header('content-length', file.size).send(body);
    return 'sent';
  }
  reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(body);
  return 'sent';
}
