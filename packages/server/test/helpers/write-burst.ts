import type { NarrationEvent, NarrationRequest } from '@cardology/contract/narration';
import { expect } from 'vitest';
import type { HttpAccount } from './http-accounts.js';
import { readNarration, sendJson } from './http-writes.js';
import { exited, type ServerProcess } from './server-process.js';

/** What the burst sent, and what came back before the kill (no status: still in flight). */
export type Sent =
  | { kind: 'connection'; name: string; status?: number }
  | { kind: 'save'; sessionId: string; status?: number }
  | { kind: 'grant'; notes: string; status?: number }
  | { kind: 'narration'; request: NarrationRequest; events: NarrationEvent[] };

/**
 * The kill comes once this many writes have answered 2xx, every narration has started (its credits
 * reserved) and one has finished.
 */
const ACKNOWLEDGED_BEFORE_KILL = 20;
/** Requests kept in flight by the burst, besides the narrations. */
const IN_FLIGHT = 6;

/** A birthdate per index, for connections and AI readings that must differ. */
export const birthdateOf = (i: number) => `19${String(60 + (i % 40))}-0${(i % 9) + 1}-1${i % 10}`;

/** Fires the burst and SIGKILLs the server mid-way; resolves to what was sent and acknowledged. */
export async function burstThenKill(
  server: ServerProcess,
  reader: HttpAccount,
  admin: HttpAccount,
  sessions: { saves: string[]; narrations: NarrationRequest[] },
): Promise<{ sent: Sent[]; inFlightAtKill: number }> {
  const sent: Sent[] = [];
  let acknowledged = 0;
  let started = 0;
  let finished = 0;
  let inFlight = 0;
  let killed = false;

  const track = async (entry: Sent & { status?: number }, request: () => Promise<Response>) => {
    sent.push(entry);
    inFlight += 1;
    try {
      const response = await request();
      entry.status = response.status;
      if (response.ok) acknowledged += 1;
      await response.arrayBuffer();
    } catch {
      // The server died with this request: its outcome is unknown, and either is right.
    } finally {
      inFlight -= 1;
    }
  };
  const narrations = sessions.narrations.map(async (request) => {
    const entry: Sent = { kind: 'narration', request, events: [] };
    sent.push(entry);
    try {
      const response = await sendJson(server, 'POST', '/api/tts', reader.cookie, request);
      await readNarration(response, (event) => {
        entry.events.push(event);
        if (event.type === 'start') started += 1;
        if (event.type === 'done') finished += 1;
      });
    } catch {
      // Killed mid-stream: the events read so far say how far it got.
    }
  });

  // Writes without end, IN_FLIGHT at a time, so some are always in flight when the kill comes.
  const write = (i: number): Promise<void> => {
    if (i % 5 === 0) {
      const sessionId = sessions.saves[(i / 5) % sessions.saves.length] ?? '';
      return track({ kind: 'save', sessionId }, () =>
        sendJson(server, 'POST', '/api/saved-readings', reader.cookie, { sessionId }),
      );
    }
    if (i % 3 === 0) {
      const notes = `crash grant ${i}`;
      return track({ kind: 'grant', notes }, () =>
        sendJson(server, 'PUT', `/api/admin/users/${reader.id}/credits`, admin.cookie, {
          new_credit_total: 500 + i,
          admin_notes: notes,
        }),
      );
    }
    const name = `Crash person ${i}`;
    return track({ kind: 'connection', name }, () =>
      sendJson(server, 'POST', '/api/connections', reader.cookie, { name, birthdate: birthdateOf(i) }),
    );
  };
  let written = 0;
  const workers = Array.from({ length: IN_FLIGHT }, async () => {
    while (!killed) await write(written++);
  });

  const deadline = Date.now() + 60_000;
  const ready = () =>
    acknowledged >= ACKNOWLEDGED_BEFORE_KILL && started === sessions.narrations.length && finished > 0;
  while (!ready() && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  expect(ready(), `acknowledged ${acknowledged}, started ${started}, finished ${finished}`).toBe(true);
  const inFlightAtKill = inFlight;
  server.child.kill('SIGKILL');
  killed = true;
  expect(await exited(server.child)).toBe('SIGKILL');
  await Promise.all([...workers, ...narrations]);
  return { sent, inFlightAtKill };
}

export const acknowledgedOf = <K extends Sent['kind']>(sent: Sent[], kind: K) =>
  sent.filter(
    (s): s is Extract<Sent, { kind: K }> =>
      s.kind === kind && 'status' in s && s.status !== undefined && s.status >= 200 && s.status < 300,
  );
