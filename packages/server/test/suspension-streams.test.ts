import { setTimeout as delay } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { aiSessions, journalEntries, ttsNarrations, user } from '../src/db/schema.js';
import { proportionalCues } from '../src/providers/tts/captions.js';
import { readMp3 } from '../src/providers/tts/mp3.js';
import type { Voice } from '../src/providers/tts/voice.js';
import { grantCredits, ledgerSum } from '../src/services/credit-ledger.js';
import { scriptedProvider } from './ai/assistant-stream.js';
import { makePremium, signUpPremium } from './helpers/accounts.js';
import { signIn, signUp, type TestUser } from './helpers/app.js';
import { balanceOf, call, ledgerRowsOf } from './helpers/credits.js';
import { testDatabaseKind } from './helpers/database.js';
import { type LiveStream, listeningOrigin, openStream, type StreamEnd } from './helpers/live-stream.js';
import { setBirthdate } from './helpers/profile.js';
import { readingSession } from './helpers/reading-session.js';
import { useTestApp } from './helpers/test-app.js';
import { memoryStorage, silentMp3 } from './narration/fakes.js';

// Issue 31, item 6: a suspension (or a sign-out, or a deleted session) ends the streams already under way
// (docs/decisions/034-suspension.md "Streams under way"): the exports, the narration, the assistant's
// interpretation and chat, the journal's reflection. Each test starts a stream over a real socket, acts
// while it runs, and then looks at how (and how soon) the stream ended and what was charged.

/** A door the fakes below wait at; opened by the test, or never when the stream is stopped first. */
function door() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Waits for `opened`, or rejects as soon as `signal` aborts. */
function waitOrAbort(opened: Promise<void>, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
    void opened.then(resolve);
  });
}

/** The assistant: a first sentence at once, the rest after the door opens; it notes whether it was stopped. */
const assistant = { door: door(), aborted: 0 };
const ai = scriptedProvider(async function* (signal) {
  yield 'The first words of the reading. ';
  try {
    await waitOrAbort(assistant.door.opened, signal);
  } catch (error) {
    assistant.aborted += 1;
    throw error;
  }
  yield 'And the rest of it.';
});

/** The voice: the first chunk at once, every other one after the door opens (or never, once stopped). */
const speech = { door: door(), free: 0, stopped: 0 };
const audio = silentMp3(0.2);
const voice: Voice = {
  async speak(sentences, signal) {
    if (speech.free > 0) speech.free -= 1;
    else {
      try {
        await waitOrAbort(speech.door.opened, signal);
      } catch (error) {
        speech.stopped += 1;
        throw error;
      }
    }
    const duration = readMp3(audio)?.duration ?? 0;
    return { audio, cues: proportionalCues(sentences, duration), duration };
  },
  async warm() {},
  async close() {},
};

const storage = memoryStorage();
const suite = useTestApp({ signUpAdmin: true, ai, voice, audioStorage: storage.storage });

/** How long after the admin's answer each stream closed, printed at the end (the bound the issue asks for). */
const stops: { what: string; afterAnswerMs: number; afterAskingMs: number; bytes?: number }[] = [];
afterAll(() => {
  for (const stop of stops)
    console.info(
      `[suspension-streams ${testDatabaseKind}] ${stop.what}: closed ${stop.afterAnswerMs.toFixed(1)} ms after the change was answered (${stop.afterAskingMs.toFixed(1)} ms after asking)${stop.bytes === undefined ? '' : `, ${stop.bytes} bytes received in all`}`,
    );
});

// No watch is left behind by any stream, however it ended.
afterEach(async () => {
  await expect.poll(() => suite.app.watchedStreams()).toBe(0);
});

const inOneDay = () => new Date(Date.now() + 24 * 3600 * 1000).toISOString();

/** Suspends through the admin route, as the console does; the times it was asked and answered. */
async function suspend(target: TestUser): Promise<{ asked: number; answered: number }> {
  const asked = performance.now();
  const response = await call(
    suite.app,
    'PUT',
    `/api/admin/users/${target.id}/suspension`,
    suite.admin.cookie,
    {
      reason: 'Stopping a stream under way',
      until: inOneDay(),
    },
  );
  const answered = performance.now();
  expect(response.statusCode, response.body).toBe(200);
  return { asked, answered };
}

/**
 * The stream's end, or null when it is still open `withinMs` after the call: a stream the suspension did
 * not stop would otherwise wait at its door for ever.
 */
async function endWithin(stream: LiveStream, withinMs: number): Promise<StreamEnd | null> {
  return Promise.race([stream.ended, delay(withinMs).then(() => null)]);
}

/** Generous for a loaded 2-core machine; the figures printed at the end are what it took. */
const STOP_WITHIN_MS = 3_000;

/** A day that is past in every time zone, whatever the hour. */
const YESTERDAY = new Date(Date.now() - 24 * 3600 * 1000).toISOString().slice(0, 10);

/** `count` assistant sessions of `bytes` characters each, written straight to the database. */
async function pileSessions(userId: string, count: number, bytes: number): Promise<number> {
  const text = 'The Queen of Hearts. '.repeat(Math.ceil(bytes / 21)).slice(0, bytes);
  for (let written = 0; written < count; written += 10) {
    await suite.db.insert(aiSessions).values(
      Array.from({ length: Math.min(10, count - written) }, () => ({
        userId,
        spreadType: 'weekly',
        personName: 'Ada',
        request: { spreadType: 'weekly' as const, person: { name: 'Ada', birthdate: '1990-02-28' }, age: 35 },
        readingText: text,
      })),
    );
  }
  return count * bytes;
}

/** `count` journal notes of `length` characters each, written straight to the database. */
async function pileNotes(
  userId: string,
  count: number,
  length: number,
  entryDate = YESTERDAY,
): Promise<void> {
  const text = 'a quiet day '.repeat(Math.ceil(length / 12)).slice(0, length);
  for (let written = 0; written < count; written += 50) {
    await suite.db
      .insert(journalEntries)
      .values(Array.from({ length: Math.min(50, count - written) }, () => ({ userId, entryDate, text })));
  }
}

describe(`a suspension ends the streams under way on ${testDatabaseKind}`, () => {
  it('cuts the account export off: the download fails instead of going on for megabytes', async () => {
    const reader = await signUp(suite.app, { name: 'Exporter' });
    const total = await pileSessions(reader.id, 150, 100_000);
    const origin = await listeningOrigin(suite.app);

    const stream = await openStream(origin, { method: 'GET', path: '/api/me/export', cookie: reader.cookie });
    expect(stream.status).toBe(200);
    await stream.until((text) => text.length > 0);
    // The reader stops reading for a moment: the server waits on the socket, as with a slow connection.
    stream.pause();
    const { asked, answered } = await suspend(reader);
    stream.resume();
    const end = await endWithin(stream, STOP_WITHIN_MS * 3);

    expect(end, 'the export was still streaming after the suspension').not.toBeNull();
    expect(end?.complete).toBe(false);
    // What was already in the sockets' buffers, not the 15 MB the account holds.
    expect(end?.bytes ?? total).toBeLessThan(total / 3);
    expect(() => JSON.parse(stream.text())).toThrow();
    if (end)
      stops.push({
        what: 'account export',
        afterAnswerMs: end.at - answered,
        afterAskingMs: end.at - asked,
        bytes: end.bytes,
      });
    // The old session is refused like any other request of the account.
    const again = await call(suite.app, 'GET', '/api/me/export', reader.cookie);
    expect(again.statusCode).toBe(401);
  });

  it('cuts export.md off when its session signs out on the same device', async () => {
    const reader = await signUp(suite.app, { name: 'Diarist' });
    await pileNotes(reader.id, 500, 8_000);
    const origin = await listeningOrigin(suite.app);

    const stream = await openStream(origin, {
      method: 'GET',
      path: '/api/journal/export.md',
      cookie: reader.cookie,
    });
    expect(stream.status).toBe(200);
    await stream.until((text) => text.length > 0);
    stream.pause();
    const asked = performance.now();
    const signedOut = await call(suite.app, 'POST', '/api/auth/sign-out', reader.cookie, {});
    const answered = performance.now();
    expect(signedOut.statusCode, signedOut.body).toBe(200);
    stream.resume();
    const end = await endWithin(stream, STOP_WITHIN_MS * 3);

    expect(end, 'export.md was still streaming after the sign-out').not.toBeNull();
    expect(end?.complete).toBe(false);
    if (end)
      stops.push({
        what: 'export.md (sign-out)',
        afterAnswerMs: end.at - answered,
        afterAskingMs: end.at - asked,
        bytes: end.bytes,
      });
    // Signed in again, the reader downloads at once: the cut-off download gave its slot back (else 409).
    const cookie = await signIn(suite.app, { email: reader.email });
    const again = await call(suite.app, 'GET', '/api/journal/export.md', cookie);
    expect(again.statusCode).toBe(200);
    // Cut off, not merely ended early: less came than the whole download. (How much less depends on the kernel's
    // socket buffers, which on loopback hold megabytes while the client is paused, so no fixed fraction is claimed.)
    expect(end?.bytes ?? Number.POSITIVE_INFINITY).toBeLessThan(again.rawPayload.length);
  });

  it('stops a narration between chunks and charges nothing for it', async () => {
    const reader = await signUpPremium(suite.app, suite.db, { name: 'Listener' });
    await grantCredits(suite.db, { userId: reader.id, amount: 30 });
    const sentence = 'The Queen of Hearts brings warmth and care to the weeks ahead of you.';
    const sessionId = await readingSession(
      suite.db,
      reader.id,
      Array.from({ length: 90 }, () => sentence).join(' '),
    );
    const origin = await listeningOrigin(suite.app);
    speech.door = door();
    speech.free = 1;
    const stoppedBefore = speech.stopped;

    const stream = await openStream(origin, {
      method: 'POST',
      path: '/api/tts',
      cookie: reader.cookie,
      body: { sessionId },
    });
    expect(stream.status).toBe(200);
    // The first chunk is delivered; the others wait at the voice's door.
    await stream.until((text) => text.includes('"type":"chunk"'));
    expect(stream.text()).toContain('"charged":true');
    const { asked, answered } = await suspend(reader);
    let end = await endWithin(stream, STOP_WITHIN_MS);
    if (!end) {
      // Not stopped: let the voice finish, to show what the run would have charged.
      speech.door.open();
      end = await stream.ended;
      expect.fail(`the narration went on after the suspension: ${stream.text().slice(-200)}`);
    }
    stops.push({ what: 'narration', afterAnswerMs: end.at - answered, afterAskingMs: end.at - asked });

    expect(stream.text()).not.toContain('"type":"done"');
    expect(speech.stopped).toBeGreaterThan(stoppedBefore);
    // The run gives its reservation back once it has stopped (the refund may land just after the close).
    await expect.poll(() => balanceOf(suite.db, reader.id), { timeout: 5_000 }).toBe(30);
    expect(await ledgerSum(suite.db, reader.id)).toBe(30);
    const ledger = await ledgerRowsOf(suite.db, reader.id);
    expect(ledger.map((row) => row.reason).sort()).toEqual(['grant', 'refund', 'tts']);
    const [row] = await suite.db
      .select()
      .from(ttsNarrations)
      .where(and(eq(ttsNarrations.userId, reader.id), eq(ttsNarrations.sessionId, sessionId)));
    expect(row?.status).toBe('failed');
    // The chunk it had stored is removed with the run.
    expect([...storage.files.keys()].filter((key) => key.startsWith(`${reader.id}/`))).toEqual([]);
    speech.door.open();
  });

  describe.each([
    {
      what: 'the interpretation',
      start: async (_reader: TestUser) => ({
        path: '/api/ai/reading',
        body: { spreadType: 'weekly', person: { name: 'Ada', birthdate: '1990-02-28' } },
      }),
    },
    {
      what: 'a chat answer',
      start: async (reader: TestUser) => ({
        path: '/api/ai/chat',
        body: {
          sessionId: await readingSession(suite.db, reader.id, 'A reading to ask about.'),
          message: 'And love?',
        },
      }),
    },
    {
      what: 'a journal reflection',
      start: async (reader: TestUser) => {
        await setBirthdate(suite.app, reader, '1990-02-28');
        await pileNotes(reader.id, 3, 200);
        return { path: '/api/journal/reflection', body: { period: 'weekly', on: YESTERDAY } };
      },
    },
  ])('the assistant: $what', ({ what, start }) => {
    it('stops at the suspension and stops the model', async () => {
      const reader = await signUpPremium(suite.app, suite.db, { name: 'Asker' });
      const { path, body } = await start(reader);
      const origin = await listeningOrigin(suite.app);
      assistant.door = door();
      const abortedBefore = assistant.aborted;

      const stream = await openStream(origin, { method: 'POST', path, cookie: reader.cookie, body });
      expect(stream.status, stream.text()).toBe(200);
      await stream.until((text) => text.includes('The first words'));
      const { asked, answered } = await suspend(reader);
      let end = await endWithin(stream, STOP_WITHIN_MS);
      if (!end) {
        assistant.door.open();
        end = await stream.ended;
        expect.fail(`${what} went on after the suspension: ${stream.text().slice(-200)}`);
      }
      stops.push({ what, afterAnswerMs: end.at - answered, afterAskingMs: end.at - asked });
      expect(stream.text()).not.toContain('"type":"done"');
      expect(stream.text()).not.toContain('the rest of it');
      await expect.poll(() => assistant.aborted).toBe(abortedBefore + 1);
    });
  });

  it('lets a stream go on when the account changed but may still call the route', async () => {
    const reader = await signUpPremium(suite.app, suite.db, { name: 'Stays' });
    const origin = await listeningOrigin(suite.app);
    assistant.door = door();
    const stream = await openStream(origin, {
      method: 'POST',
      path: '/api/ai/reading',
      cookie: reader.cookie,
      body: { spreadType: 'weekly', person: { name: 'Ada', birthdate: '1990-02-28' } },
    });
    await stream.until((text) => text.includes('The first words'));
    // What a language change or another device's sign-out sends: forget the user's cached sessions.
    await suite.app.forgetViewer(reader.id);
    expect(await endWithin(stream, 300)).toBeNull();
    assistant.door.open();
    const end = await stream.ended;
    expect(end.complete).toBe(true);
    expect(stream.text()).toContain('"type":"done"');
  });

  it('stops a premium stream when the account is no longer premium', async () => {
    const reader = await signUpPremium(suite.app, suite.db, { name: 'Lapsed' });
    const origin = await listeningOrigin(suite.app);
    assistant.door = door();
    const stream = await openStream(origin, {
      method: 'POST',
      path: '/api/ai/reading',
      cookie: reader.cookie,
      body: { spreadType: 'weekly', person: { name: 'Ada', birthdate: '1990-02-28' } },
    });
    await stream.until((text) => text.includes('The first words'));
    const switched = await call(
      suite.app,
      'PUT',
      `/api/admin/users/${reader.id}/premium`,
      suite.admin.cookie,
      {
        is_premium: false,
      },
    );
    expect(switched.statusCode, switched.body).toBe(200);
    const end = await endWithin(stream, STOP_WITHIN_MS);
    assistant.door.open();
    expect(end, 'the premium stream went on').not.toBeNull();
    expect(stream.text()).not.toContain('"type":"done"');
    await makePremium(suite.db, reader.id);
  });

  it('stops within the viewer cache’s time when the ban is written in the database behind the app’s back', async () => {
    const reader = await signUpPremium(suite.app, suite.db, { name: 'Banned by hand' });
    const origin = await listeningOrigin(suite.app);
    assistant.door = door();
    const stream = await openStream(origin, {
      method: 'POST',
      path: '/api/ai/reading',
      cookie: reader.cookie,
      body: { spreadType: 'weekly', person: { name: 'Ada', birthdate: '1990-02-28' } },
    });
    await stream.until((text) => text.includes('The first words'));
    // Past the check the stream makes as it begins: only the periodic one is left to notice.
    await delay(500);
    const written = performance.now();
    // No forgetViewer: nobody tells the processes; only the stream's own periodic check can notice.
    await suite.db.update(user).set({ banned: true }).where(eq(user.id, reader.id));
    const end = await endWithin(stream, 5_000 + STOP_WITHIN_MS);
    assistant.door.open();
    expect(end, 'the stream went on after a ban written by hand').not.toBeNull();
    if (end)
      stops.push({
        what: 'a ban written by hand',
        afterAnswerMs: end.at - written,
        afterAskingMs: end.at - written,
      });
    expect(stream.text()).not.toContain('"type":"done"');
  });
});
