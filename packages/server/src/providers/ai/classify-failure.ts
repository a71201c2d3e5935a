import type { AiErrorKind } from './ai-error.js';

/** The HTTP status a provider SDK attached to its error, if any (both SDKs use `status`). */
export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const { status } = error as { status: unknown };
  return typeof status === 'number' ? status : undefined;
}

/**
 * What kind of failure a provider error is. The signals decide first: the caller's abort is a
 * cancellation, the timeout's is a timeout, whatever the SDK made of them. Then the HTTP status; then
 * anything else that is not a network failure is an answer that could not be read.
 */
export function classifyFailure(
  error: unknown,
  caller: AbortSignal | undefined,
  timeout: AbortSignal,
): AiErrorKind {
  if (caller?.aborted) return 'cancelled';
  if (timeout.aborted) return 'timeout';
  const status = statusOf(error);
  // A refused key or an unknown model name: the server's set-up, not something a retry will fix.
  if (status === 401 || status === 403 || status === 404) return 'refused';
  if (status === 429) return 'rate-limited';
  if (status !== undefined && status >= 400)
    return status === 408 || status === 504 ? 'timeout' : 'unavailable';
  if (isNetworkFailure(error)) return 'unavailable';
  return 'bad-response';
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'EPIPE',
]);

/** fetch wraps socket errors as `TypeError('fetch failed')` with the system error as cause; the SDKs wrap again. */
function isNetworkFailure(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, name, message } = current as { code?: unknown; name?: unknown; message?: unknown };
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
    if (name === 'APIConnectionError') return true;
    if (message === 'fetch failed' || message === 'terminated') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
