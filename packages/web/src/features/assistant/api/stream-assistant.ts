import {
  type AiChatRequest,
  type AiReadingRequest,
  type AiStreamEvent,
  aiStreamEvent,
} from '@cardology/contract/assistant';
import { readerDateHeader } from '../../../lib/api';
import { readNdjsonLines } from './read-ndjson';

/**
 * How a streamed answer ended. `failed` carries the message to show: the server's `error` event or
 * 4xx text, else the caller's fallback (a dropped connection, a stream that ended without `done`).
 * The text that arrived before a failure has already been handed to `onEvent`, so the page keeps it.
 */
export type StreamOutcome = { ok: true } | { ok: false; error: string; status?: number };

interface StreamOptions {
  onEvent: (event: AiStreamEvent) => void;
  /** The product's words for a failure the server did not name (docs/product.md §8). */
  fallback: string;
  signal?: AbortSignal;
}

async function failureOf(response: Response, fallback: string): Promise<StreamOutcome> {
  let message = '';
  try {
    const data = (await response.json()) as { error?: unknown };
    if (typeof data.error === 'string') message = data.error.trim();
  } catch {
    // Not JSON (a proxy's page): the fallback speaks for it.
  }
  return { ok: false, error: message || fallback, status: response.status };
}

/** POSTs and reads the NDJSON answer line by line (docs/decisions/015-assistant.md), never throwing. */
async function streamFrom(
  path: string,
  body: object,
  { onEvent, fallback, signal }: StreamOptions,
): Promise<StreamOutcome> {
  let ended = false;
  let serverError: string | null = null;
  try {
    const response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      // The reader's today: the day the assistant reads, pinned with the session.
      headers: { Accept: 'application/x-ndjson', 'Content-Type': 'application/json', ...readerDateHeader() },
      body: JSON.stringify(body),
      signal,
    });
    if (!response.ok) return failureOf(response, fallback);
    if (!response.body) return { ok: false, error: fallback };
    await readNdjsonLines(response.body, (line) => {
      if (ended) return;
      let json: unknown;
      try {
        json = JSON.parse(line);
      } catch {
        return; // A garbled line is dropped; the missing `done` then reports the failure.
      }
      const parsed = aiStreamEvent.safeParse(json);
      if (!parsed.success) return;
      if (parsed.data.type === 'done') ended = true;
      if (parsed.data.type === 'error') {
        ended = true;
        serverError = parsed.data.error.trim() || fallback;
      }
      onEvent(parsed.data);
    });
  } catch {
    // The connection dropped (or was aborted): what arrived has been delivered already.
    return { ok: false, error: fallback };
  }
  if (serverError !== null) return { ok: false, error: serverError };
  return ended ? { ok: true } : { ok: false, error: fallback };
}

/** POST /api/ai/reading: `session`, then text, then `done` or `error`. */
export const streamAiReading = (request: AiReadingRequest, options: StreamOptions) =>
  streamFrom('/api/ai/reading', request, options);

/** POST /api/ai/chat: the same stream without the `session` event. */
export const streamAiChat = (request: AiChatRequest, options: StreamOptions) =>
  streamFrom('/api/ai/chat', request, options);
