import { type NarrationEvent, narrationEvent } from '@cardology/contract/narration';
import { jsonHeaders } from './http-accounts.js';
import type { ServerProcess } from './server-process.js';

type Server = Pick<ServerProcess, 'url' | 'origin'>;

/** A POST or PUT with a JSON body as the signed-in `cookie`. */
export function sendJson(
  server: Server,
  method: 'POST' | 'PUT',
  path: string,
  cookie: string,
  body: unknown,
): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method,
    headers: jsonHeaders(server.origin, cookie),
    body: JSON.stringify(body),
  });
}

/** An offline AI reading, read to its end; resolves to its session id. */
export async function aiSessionOverHttp(server: Server, cookie: string, birthdate: string): Promise<string> {
  const response = await sendJson(server, 'POST', '/api/ai/reading', cookie, {
    spreadType: 'weekly',
    person: { name: 'Crash reader', birthdate },
  });
  const text = await response.text();
  const first = JSON.parse(text.slice(0, text.indexOf('\n'))) as { type?: string; sessionId?: string };
  if (response.status !== 200 || first.type !== 'session' || !first.sessionId || !text.includes('"done"')) {
    throw new Error(`AI reading failed: ${response.status} ${text.slice(0, 200)}`);
  }
  return first.sessionId;
}

/**
 * Asks the offline assistant about a date outside the session's reading, which it answers in two
 * sentences; resolves to that reply's turn (its index in the session's history) for POST /api/tts.
 */
export async function shortReplyOverHttp(server: Server, cookie: string, sessionId: string): Promise<number> {
  const chat = await sendJson(server, 'POST', '/api/ai/chat', cookie, {
    sessionId,
    message: 'And 1901-01-01?',
  });
  const text = await chat.text();
  if (chat.status !== 200 || !text.includes('"done"')) throw new Error(`chat failed: ${chat.status} ${text}`);
  const session = await fetch(`${server.url}/api/ai/sessions/${sessionId}`, { headers: { cookie } });
  const { history } = (await session.json()) as { history: Array<{ role: string }> };
  const turn = history.findLastIndex((entry) => entry.role === 'model');
  if (turn < 0) throw new Error('the chat left no reply in the history');
  return turn;
}

/**
 * Reads an NDJSON answer line by line as it arrives, calling `onEvent` with each narration event;
 * resolves to all of them once the stream ends.
 */
export async function readNarration(
  response: Response,
  onEvent: (event: NarrationEvent) => void,
): Promise<NarrationEvent[]> {
  const events: NarrationEvent[] = [];
  const decoder = new TextDecoder();
  let pending = '';
  const reader = response.body?.getReader();
  if (!reader) return events;
  for (;;) {
    const { done, value } = await reader.read();
    pending += decoder.decode(value, { stream: !done });
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines.filter((l) => l !== '')) {
      const event = narrationEvent.parse(JSON.parse(line));
      events.push(event);
      onEvent(event);
    }
    if (done) return events;
  }
}
