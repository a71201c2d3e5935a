import { type AiStreamEvent, aiStreamEvent } from '@cardology/contract/assistant';
import type { LightMyRequestResponse } from 'fastify';
import type { AiProvider } from '../../src/providers/ai/ai-provider.js';

/** The events of an NDJSON answer, each checked against the contract's schema (throws on a bad line). */
export function eventsOf(response: LightMyRequestResponse | string): AiStreamEvent[] {
  const body = typeof response === 'string' ? response : response.body;
  return body
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => aiStreamEvent.parse(JSON.parse(line)));
}

/** The session id a reading's stream starts with (throws when it does not start with one). */
export function sessionIdOf(events: readonly AiStreamEvent[]): string {
  const first = events[0];
  if (first?.type !== 'session') throw new Error('the first event is not the session');
  return first.sessionId;
}

/** The text events joined. */
export function textOf(events: readonly AiStreamEvent[]): string {
  return events.map((event) => (event.type === 'text' ? event.text : '')).join('');
}

/** A scripted provider: each call runs `script`, which yields deltas and may throw. */
export function scriptedProvider(
  script: (signal: AbortSignal | undefined) => AsyncGenerator<string, void, undefined>,
): AiProvider {
  return {
    interpret: (_context, signal) => script(signal),
    chat: (_context, _history, _message, signal) => script(signal),
    reflect: (_context, signal) => script(signal),
    describe: () => ({ provider: 'offline', model: 'scripted' }),
  };
}
