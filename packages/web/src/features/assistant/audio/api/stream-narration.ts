import {
  insufficientCreditsResponse,
  missingChunk,
  type NarrationChunk,
  type NarrationRequest,
  narrationChunk,
  narrationEvent,
  ttsCreditSystemError,
} from '@cardology/contract/narration';
import { contractText } from '../../../../i18n/i18n';
import { type LineVerdict, readNdjsonLines } from '../../api/read-ndjson';

/** What the page hears while a narration streams: its size and balance first, then each chunk. */
export interface NarrationListener {
  onStart: (start: { total: number; newBalance: number; charged: boolean }) => void;
  onChunk: (chunk: NarrationChunk) => void;
}

/**
 * How POST /api/tts ended. `insufficient` is the 402 (nothing charged); `failed` carries the message
 * to show and, when the server named it, the balance after the credits were given back; `unverified`
 * means audio came but no `start` told the balance.
 */
export type NarrationOutcome =
  | { kind: 'done'; chunks: NarrationChunk[]; unverified: boolean }
  | { kind: 'insufficient'; error: string; balance: number }
  | { kind: 'failed'; error: string; balance: number | null };

async function refusalOf(response: Response): Promise<NarrationOutcome> {
  let data: unknown = null;
  try {
    data = await response.json();
  } catch {
    // Not JSON (a proxy's page): the product's fallback speaks for it.
  }
  const insufficient = insufficientCreditsResponse.safeParse(data);
  if (response.status === 402 && insufficient.success)
    return { kind: 'insufficient', error: insufficient.data.error, balance: insufficient.data.balance };
  const error = (data as { error?: unknown } | null)?.error;
  return {
    kind: 'failed',
    error: typeof error === 'string' && error.trim() !== '' ? error : contractText('AUDIO_LOAD_FAILED'),
    balance: null,
  };
}

/** A `chunk` line the schema refuses names its chunk the way the user counts (1-based). */
function chunkNumberOf(json: unknown, received: number): number {
  const index = (json as { index?: unknown } | null)?.index;
  return typeof index === 'number' && Number.isInteger(index) && index >= 0 ? index + 1 : received + 1;
}

/** A failed run without the server's words, in the language shown when it failed. */
const failed = (): NarrationOutcome => ({
  kind: 'failed',
  error: contractText('AUDIO_LOAD_FAILED'),
  balance: null,
});

/** The outcome a `done` line makes of the chunks received: all of them in order, or a failure if any is missing. */
function doneOutcome(chunks: Map<number, NarrationChunk>, total: number | null): NarrationOutcome {
  const ordered = [...chunks.values()].sort((a, b) => a.index - b.index);
  const whole = ordered.length > 0 && (total === null || ordered.length === total);
  return whole ? { kind: 'done', chunks: ordered, unverified: total === null } : failed();
}

/**
 * Reads the answer's lines one at a time, telling the listener, until one ends the narration (`done`,
 * `error`, a broken chunk): then `ending` holds the outcome and `read` answers 'stop'.
 */
function narrationReader(listener: NarrationListener) {
  const state = { total: null as number | null, ending: null as NarrationOutcome | null };
  const chunks = new Map<number, NarrationChunk>();

  const readChunk = (json: unknown): LineVerdict => {
    const chunk = narrationChunk.safeParse(json);
    if (!chunk.success || chunk.data.signedUrl === '' || chunk.data.filePath === '') {
      state.ending = { kind: 'failed', error: missingChunk(chunkNumberOf(json, chunks.size)), balance: null };
      return 'stop';
    }
    chunks.set(chunk.data.index, chunk.data);
    listener.onChunk(chunk.data);
    return undefined;
  };

  const readEvent = (json: unknown): LineVerdict => {
    const event = narrationEvent.safeParse(json);
    if (!event.success) return undefined;
    const { data } = event;
    if (data.type === 'start') {
      state.total = data.total;
      listener.onStart({ total: data.total, newBalance: data.new_balance, charged: data.charged });
      return undefined;
    }
    if (data.type === 'error') {
      state.ending = {
        kind: 'failed',
        error: data.error.trim() || contractText('AUDIO_LOAD_FAILED'),
        balance: data.balance,
      };
      return 'stop';
    }
    if (data.type === 'done') {
      state.ending = doneOutcome(chunks, state.total);
      return 'stop';
    }
    return undefined;
  };

  const read = (line: string): LineVerdict => {
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      return undefined; // A garbled line is dropped; a chunk it carried is then missing at the end.
    }
    return (json as { type?: unknown } | null)?.type === 'chunk' ? readChunk(json) : readEvent(json);
  };
  return { read, state };
}

/**
 * POST /api/tts and read its NDJSON answer (docs/decisions/018-narration.md), never throwing. Chunks
 * arrive in any order; the outcome lists them by index, and only when every one of them came.
 */
export async function streamNarration(
  request: NarrationRequest,
  listener: NarrationListener,
  signal?: AbortSignal,
): Promise<NarrationOutcome> {
  const reader = narrationReader(listener);
  try {
    const response = await fetch('/api/tts', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/x-ndjson', 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
      signal,
    });
    if (!response.ok) return refusalOf(response);
    if (!response.body) return failed();
    // Reading stops at the outcome (`done`, `error`, a broken chunk) rather than waiting for the close.
    await readNdjsonLines(response.body, reader.read);
  } catch (error) {
    if (signal?.aborted) return failed();
    // Before `start` nothing was reserved, so this is the request itself failing (docs/product.md §8).
    const message = error instanceof Error && error.message ? error.message : 'network error';
    return {
      kind: 'failed',
      error:
        reader.state.total === null
          ? contractText(ttsCreditSystemError(message))
          : contractText('AUDIO_LOAD_FAILED'),
      balance: null,
    };
  }
  return reader.state.ending ?? failed();
}
