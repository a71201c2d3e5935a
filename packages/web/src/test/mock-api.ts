import { vi } from 'vitest';
import type { Me } from '../features/auth/api/get-me';

/** A canned answer, or a function of the request body (and its URL) that returns one (or never settles). */
export type MockReply =
  | { status: number; body?: unknown; statusText?: string; stream?: ReadableStream<Uint8Array> }
  | ((body: unknown, url: URL) => MockReply | Promise<MockReply>);

/**
 * Replaces fetch with a tiny server keyed by 'METHOD /path', so tests run the real api layer.
 * Unmatched requests answer 404 { error }. Returns the spy to inspect calls.
 */
export function mockApi(routes: Record<string, MockReply>) {
  // The app calls fetch with a path or a URL, never a Request, and always with its options (lib/api.ts).
  const spy = vi.fn(async (input: RequestInfo | URL, init: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    let reply = routes[key] ?? { status: 404, body: { error: `Not Found: ${key}` } };
    while (typeof reply === 'function') reply = await reply(body, url);
    if (reply.stream) {
      return new Response(reply.stream, {
        status: reply.status,
        headers: { 'Content-Type': 'application/x-ndjson' },
      });
    }
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      statusText: reply.statusText ?? '',
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** The body the app sent with the first call to METHOD path. */
export function sentBody(spy: ReturnType<typeof mockApi>, method: string, path: string): unknown {
  const call = spy.mock.calls.find(
    ([input, init]) => (init.method ?? 'GET') === method && String(input) === path,
  );
  return call?.[1].body ? JSON.parse(String(call[1].body)) : undefined;
}

export function aUser(overrides: Partial<Me> = {}): Me {
  return {
    id: 'user-1',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    birthdate: '12/10/1815',
    age: 36,
    tts_credits: 20,
    isPremium: false,
    isAdmin: false,
    // The zone the tests' browser runs in, so the app start has no zone to report (features/auth/time-zone.ts).
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    // No stored choice: the app follows the cookie or the browser (decision 044), as for a reader who never chose.
    language: null,
    ...overrides,
  };
}

/** GET /api/me for an anonymous visitor: 200 null (the server keeps 401 for the other routes). */
export const signedOut: MockReply = { status: 200, body: null };
export const signedInAs = (user: Me): MockReply => ({ status: 200, body: user });
/** A reply that never comes: the session stays loading. */
export const pending: MockReply = () => new Promise<never>(() => {});
