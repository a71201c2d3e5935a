import type { AiOperation } from './ai-error.js';
import { AiError } from './ai-error.js';
import { classifyFailure, statusOf } from './classify-failure.js';

/** Where the layer reports a failed call: only the provider, the operation, the kind and the status. */
export interface AiLog {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface GuardOptions {
  readonly provider: string;
  readonly operation: AiOperation;
  readonly timeoutMs: number;
  /** The caller's signal (e.g. the client went away). */
  readonly signal?: AbortSignal | undefined;
  readonly log?: AiLog | undefined;
}

/**
 * Runs one provider call under a timeout combined with the caller's signal and passes its deltas on.
 * Every failure leaves as an AiError (the SDK's error, with its message and any request details, stays
 * here), and a stream that ends without any text is a failure, not an empty success.
 */
export async function* guardedStream(
  options: GuardOptions,
  open: (signal: AbortSignal) => AsyncIterable<string> | Promise<AsyncIterable<string>>,
): AsyncGenerator<string, void, undefined> {
  const { provider, operation, signal, log } = options;
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  let wroteText = false;
  try {
    for await (const delta of await open(combined)) {
      if (delta.trim() !== '') wroteText = true;
      if (delta !== '') yield delta;
    }
  } catch (error) {
    const kind = error instanceof AiError ? error.kind : classifyFailure(error, signal, timeout);
    const status = statusOf(error);
    log?.warn({ provider, operation, kind, ...(status ? { status } : {}) }, 'assistant call failed');
    throw new AiError(kind, operation, status);
  }
  if (!wroteText) {
    log?.warn({ provider, operation, kind: 'empty' }, 'assistant call failed');
    throw new AiError('empty', operation);
  }
}
