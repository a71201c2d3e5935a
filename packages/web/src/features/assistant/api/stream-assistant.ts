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

interface StreamOptions<Event = AiStreamEvent> {
  onEvent: (event: Event) => void;
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

/** The lines every streamed answer shares: how it ends. */
type StreamEnd = { type: 'done' } | { type: 'error'; error: string } | { type: string };

/** What is needed of a contract schema: zod's safeParse, without the web importing zod itself. */
interface EventSchema<Event> {
  safeParse(value: unknown): { success: true; data: Event } | { success: false };
}

/**
 * POSTs and reads the NDJSON answer line by line (docs/decisions/015-assistant.md), never throwing. Each
 * line is checked against `schema` (the interpretation's events, or the journal reflection's).
 */
export async function streamNdjson<Event extends StreamEnd>(
  path: string,
  body: object,
  schema: EventSchema<Event>,
  { onEvent, fallback, signal }: StreamOptions<Event>,
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
      const parsed = schema.safeParse(json);
      if (!parsed.success) return;
      const event = parsed.data;
      if (event.type === 'done') ended = true;
      if (event.type === 'error' && 'error' in event && typeof event.error === 'string') {
        ended = true;
        serverError = event.error.trim() || fallback;
      }
      onEvent(event);
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
  streamNdjson('/api/ai/reading', request, aiStreamEvent, options);

/** POST /api/ai/chat: the same stream without the `session` event. */
export const streamAiChat = (request: AiChatRequest, options: StreamOptions) =>
  streamNdjson('/api/ai/chat', request, aiStreamEvent, options);
