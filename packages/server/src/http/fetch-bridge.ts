import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Headers that describe the original byte stream, which the bridge re-encodes. */
const HOP_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive']);

/**
 * The request's headers for a Fetch API handler, with x-forwarded-for overwritten by Fastify's
 * request.ip: the socket address, or the proxy-reported one only when TRUST_PROXY says to believe
 * it. A client can therefore not pick the address that rate limits are keyed on.
 */
export function fetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || HOP_HEADERS.has(name)) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  headers.set('x-forwarded-for', request.ip);
  return headers;
}

/** A Fetch Request equivalent to a Fastify request whose body (if any) Fastify parsed as JSON. */
export function toFetchRequest(request: FastifyRequest, publicUrl: string): Request {
  const headers = fetchHeaders(request);
  const hasBody = request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD';
  if (hasBody) headers.set('content-type', 'application/json');
  return new Request(new URL(request.url, publicUrl), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

/** Copies status and headers (every Set-Cookie included) from a Fetch Response onto the reply. */
export function copyResponseHead(response: Response, reply: FastifyReply): void {
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && !HOP_HEADERS.has(name)) reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

/** The response body as a Node stream for reply.send, or null when there is none. */
export function responseBodyStream(response: Response): Readable | null {
  return response.body ? Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>) : null;
}
