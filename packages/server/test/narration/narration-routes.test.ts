import { COMBINE_NOT_NARRATION_PARTS } from '@cardology/contract/audio-bounds';
import { TTS_COST } from '@cardology/contract/limits';
import {
  AUDIO_FILE_NOT_FOUND,
  AUDIO_LINK_INVALID,
  AUDIO_LOAD_FAILED,
  combineResponse,
  insufficientTtsCredits,
  NARRATION_NOTHING_TO_READ,
  NARRATION_SOURCE_NOT_FOUND,
  NARRATION_STORAGE_FULL,
  NARRATION_TEXT_TOO_LONG,
} from '@cardology/contract/narration';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { creditLedger, profiles, ttsNarrations } from '../../src/db/schema.js';
import { readMp3 } from '../../src/providers/tts/mp3.js';
import { appendTurns } from '../../src/services/ai-sessions.js';
import { grantCredits, ledgerSum, setCredits } from '../../src/services/credit-ledger.js';
import { signUpPremium } from '../helpers/accounts.js';
import { ORIGIN, signUp, type TestUser } from '../helpers/app.js';
import { english } from '../helpers/catalogued-text.js';
import { testDatabaseKind } from '../helpers/database.js';
import { readingSession } from '../helpers/reading-session.js';
import { useTestApp } from '../helpers/test-app.js';
import { chunksOf, fakeVoice, memoryStorage, narrationEventsOf } from './fakes.js';

let ada: TestUser;
let ben: TestUser;
let now = new Date(Date.UTC(2026, 0, 10, 12));
const voice = fakeVoice();
const audio = memoryStorage();
audio.state.now = () => now;

const SENTENCE = 'The Queen of Hearts brings warmth and care to the weeks ahead of you.';
/** Enough text for three chunks: a short first one, a full one, and the rest. */
const LONG_TEXT = Array.from({ length: 90 }, () => SENTENCE).join(' ');

const suite = useTestApp({
  clock: () => now,
  voice: voice.voice,
  audioStorage: audio.storage,
  signUpAdmin: true,
});

beforeAll(async () => {
  ada = await signUpPremium(suite.app, suite.db, { name: 'Ada' });
  ben = await signUpPremium(suite.app, suite.db, { name: 'Ben' });
});

beforeEach(() => {
  voice.failOn.clear();
  audio.state.full = false;
});

const headers = (user: TestUser | undefined) => ({
  origin: ORIGIN,
  ...(user ? { cookie: user.cookie } : {}),
});
const narrate = (user: TestUser, payload: Record<string, unknown>) =>
  suite.app.inject({ method: 'POST', url: '/api/tts', headers: headers(user), payload });
const fetchAudio = (user: TestUser | undefined, url: string, extra: Record<string, string> = {}) =>
  suite.app.inject({ method: 'GET', url, headers: { ...headers(user), ...extra } });

const sessionWith = (user: TestUser, text: string) => readingSession(suite.db, user.id, text);

async function balanceOf(user: TestUser): Promise<number> {
  const [row] = await suite.db.select().from(profiles).where(eq(profiles.id, user.id));
  return row?.ttsCredits ?? Number.NaN;
}

async function setBalance(user: TestUser, total: number): Promise<void> {
  const outcome = await setCredits(suite.db, { userId: user.id, total });
  if (!outcome.ok) throw new Error(outcome.refusal);
}

describe(`narration on ${testDatabaseKind}`, () => {
  it('charges 10 credits, streams start, every chunk with signed links and captions, then done', async () => {
    await setBalance(ada, 25);
    const sessionId = await sessionWith(ada, LONG_TEXT);
    const response = await narrate(ada, { sessionId });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/x-ndjson');
    const events = narrationEventsOf(response);
    expect(events[0]).toEqual({ type: 'start', total: 3, new_balance: 15, charged: true });
    expect(events.at(-1)).toEqual({ type: 'done' });
    const chunks = chunksOf(events);
    expect(chunks.map((chunk) => chunk.index)).toEqual([0, 1, 2]);
    expect(voice.calls.at(-3)?.join(' ').length).toBeLessThanOrEqual(240);
    for (const chunk of chunks) {
      expect(chunk.signedUrl).toMatch(/^\/api\/audio\/[A-Za-z0-9_-]{22}\.mp3\?exp=\d+&sig=/);
      expect(chunk.signedUrl).not.toContain(ada.id);
      const mp3 = await fetchAudio(ada, chunk.signedUrl);
      expect(mp3.statusCode).toBe(200);
      expect(mp3.headers['content-type']).toBe('audio/mpeg');
      expect(readMp3(mp3.rawPayload)?.duration).toBeCloseTo(chunk.duration, 3);
      const vtt = await fetchAudio(ada, chunk.captionsUrl);
      expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
      expect(vtt.body.startsWith('WEBVTT\n\n1\n00:00:00.000 --> ')).toBe(true);
      expect(chunk.cues.length).toBeGreaterThan(0);
      expect(chunk.cues.at(-1)?.end).toBeCloseTo(chunk.duration, 2);
    }
    // Every sentence is read once, in order, across the chunks.
    expect(chunks.flatMap((chunk) => chunk.cues.map((cue) => cue.text))).toEqual(Array(90).fill(SENTENCE));
    expect(await balanceOf(ada)).toBe(15);
    expect(await ledgerSum(suite.db, ada.id)).toBe(15);
  });

  it('replays a finished narration without charging again (a retry, a double click)', async () => {
    await setBalance(ada, 10);
    const sessionId = await sessionWith(ada, 'Hello there. The cards are kind this week.');
    const first = narrationEventsOf(await narrate(ada, { sessionId }));
    const calls = voice.calls.length;
    const again = narrationEventsOf(await narrate(ada, { sessionId }));
    expect(again[0]).toEqual({ type: 'start', total: 1, new_balance: 0, charged: false });
    expect(chunksOf(again).map((chunk) => chunk.filePath)).toEqual(
      chunksOf(first).map((chunk) => chunk.filePath),
    );
    expect(voice.calls.length).toBe(calls);
    expect(await balanceOf(ada)).toBe(0);
    expect(await ledgerSum(suite.db, ada.id)).toBe(0);
  });

  it('refuses below 10 credits with the product’s message and the balance, charging nothing', async () => {
    await setBalance(ada, 9);
    const sessionId = await sessionWith(ada, 'Hello there.');
    const response = await narrate(ada, { sessionId });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ error: english(insufficientTtsCredits(9)), balance: 9 });
    expect(response.json().error).toBe(
      'Insufficient TTS credits. You have 9, but 10 are required. Please request more.',
    );
    expect(await balanceOf(ada)).toBe(9);
    // Once credits arrive, the same text can be read (the refusal held nothing).
    await grantCredits(suite.db, { userId: ada.id, amount: 1 });
    const later = narrationEventsOf(await narrate(ada, { sessionId }));
    expect(later[0]).toMatchObject({ type: 'start', new_balance: 0, charged: true });
  });

  it('reads a chat reply by its turn, and refuses a turn that is not a reply', async () => {
    await setBalance(ada, 100);
    const sessionId = await sessionWith(ada, 'The reading.');
    await appendTurns(suite.db, sessionId, [
      { role: 'user', text: 'What about work?' },
      { role: 'model', text: 'Work looks **steady**. Keep going.' },
    ]);
    const reply = narrationEventsOf(await narrate(ada, { sessionId, turn: 1 }));
    expect(chunksOf(reply)[0]?.cues.map((cue) => cue.text)).toEqual(['Work looks steady.', 'Keep going.']);
    for (const turn of [0, 2, 99]) {
      const refused = await narrate(ada, { sessionId, turn });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: NARRATION_SOURCE_NOT_FOUND });
    }
    expect(await balanceOf(ada)).toBe(90);
  });

  it('refuses another user’s session, a session without text and 200 kB of text, charging nothing', async () => {
    await setBalance(ada, 50);
    await setBalance(ben, 50);
    const adas = await sessionWith(ada, 'Private words.');
    const notYours = await narrate(ben, { sessionId: adas });
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json()).toEqual({ error: NARRATION_SOURCE_NOT_FOUND });

    const empty = await narrate(ada, { sessionId: await sessionWith(ada, '  \n---\n ') });
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toEqual({ error: NARRATION_NOTHING_TO_READ });

    const huge = await narrate(ada, { sessionId: await sessionWith(ada, `${SENTENCE} `.repeat(3_000)) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ error: NARRATION_TEXT_TOO_LONG });

    const freeText = await narrate(ada, { sessionId: adas, text: 'Say this instead.' });
    expect(chunksOf(narrationEventsOf(freeText))[0]?.cues.map((cue) => cue.text)).toEqual(['Private words.']);

    const malformed = await narrate(ada, { sessionId: 'not-a-uuid' });
    expect(malformed.statusCode).toBe(400);
    expect([await balanceOf(ada), await balanceOf(ben)]).toEqual([40, 50]);
  });

  it('refunds when the voice fails midway, removes what it stored, and charges the next try once', async () => {
    await setBalance(ada, 30);
    const sessionId = await sessionWith(ada, LONG_TEXT);
    const filesBefore = audio.files.size;
    voice.failOn.add(voice.calls.length + 2);
    const failed = narrationEventsOf(await narrate(ada, { sessionId }));
    expect(failed[0]).toMatchObject({ type: 'start', new_balance: 20, charged: true });
    expect(failed.at(-1)).toEqual({ type: 'error', error: AUDIO_LOAD_FAILED, balance: 30 });
    expect(audio.files.size).toBe(filesBefore);
    expect(await balanceOf(ada)).toBe(30);
    expect(await ledgerSum(suite.db, ada.id)).toBe(30);

    const retried = narrationEventsOf(await narrate(ada, { sessionId }));
    expect(retried[0]).toMatchObject({ type: 'start', new_balance: 20, charged: true });
    expect(retried.at(-1)).toEqual({ type: 'done' });
    expect(await balanceOf(ada)).toBe(20);
    expect(await ledgerSum(suite.db, ada.id)).toBe(20);
  });

  it('refunds with a clear message when the storage is full', async () => {
    await setBalance(ada, 10);
    audio.state.full = true;
    const events = narrationEventsOf(await narrate(ada, { sessionId: await sessionWith(ada, 'Hello.') }));
    expect(events.at(-1)).toEqual({ type: 'error', error: NARRATION_STORAGE_FULL, balance: 10 });
    expect(await balanceOf(ada)).toBe(10);
  });

  it('charges exactly once for 20 parallel narrations of one session on a 10-credit balance', async () => {
    await setBalance(ada, TTS_COST);
    const sessionId = await sessionWith(ada, 'One text, many clicks.');
    const responses = await Promise.all(Array.from({ length: 20 }, () => narrate(ada, { sessionId })));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const charged = responses.filter(
      (response) => response.statusCode === 200 && narrationEventsOf(response)[0]?.type === 'start',
    );
    const starts = charged.map((response) => narrationEventsOf(response)[0]);
    expect(starts.filter((start) => start?.type === 'start' && start.charged)).toHaveLength(1);
    expect(await balanceOf(ada)).toBe(0);
    expect(await ledgerSum(suite.db, ada.id)).toBe(0);
    const ttsRows = await suite.db
      .select()
      .from(creditLedger)
      .where(
        and(
          eq(creditLedger.userId, ada.id),
          eq(creditLedger.reference, `narration:${await narrationId(sessionId)}`),
        ),
      );
    expect(ttsRows).toHaveLength(1);
  });

  it('charges exactly once for 20 parallel narrations of different sessions on a 10-credit balance', async () => {
    await setBalance(ben, TTS_COST);
    const sessions = await Promise.all(
      Array.from({ length: 20 }, (_, i) => sessionWith(ben, `Text number ${i}.`)),
    );
    const responses = await Promise.all(sessions.map((sessionId) => narrate(ben, { sessionId })));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(402)]);
    for (const refused of responses.filter((response) => response.statusCode === 402)) {
      expect(refused.json()).toEqual({ error: english(insufficientTtsCredits(0)), balance: 0 });
    }
    expect(await balanceOf(ben)).toBe(0);
    expect(await ledgerSum(suite.db, ben.id)).toBe(0);
  });
});

describe(`narration access on ${testDatabaseKind}`, () => {
  it('is premium only for narrating, signed in for audio and combining', async () => {
    const plain = await signUp(suite.app, { name: 'Plain' });
    const sessionId = await sessionWith(ada, 'Premium words.');
    const anonymous = await suite.app.inject({
      method: 'POST',
      url: '/api/tts',
      headers: headers(undefined),
      payload: { sessionId },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await narrate(plain, { sessionId })).statusCode).toBe(403);
    const combine = await suite.app.inject({
      method: 'POST',
      url: '/api/tts/combine',
      headers: headers(undefined),
      payload: { filePaths: [`${'A'.repeat(22)}.mp3`] },
    });
    expect(combine.statusCode).toBe(401);
  });
});

async function narrationId(sessionId: string): Promise<string> {
  const [row] = await suite.db.select().from(ttsNarrations).where(eq(ttsNarrations.sessionId, sessionId));
  return row?.id ?? '';
}

describe(`signed audio links on ${testDatabaseKind}`, () => {
  let chunkUrl = '';
  let filePath = '';

  beforeAll(async () => {
    await setBalance(ada, 10);
    const events = narrationEventsOf(
      await narrate(ada, { sessionId: await sessionWith(ada, 'Signed and sealed.') }),
    );
    const chunk = chunksOf(events)[0];
    chunkUrl = chunk?.signedUrl ?? '';
    filePath = chunk?.filePath ?? '';
  });

  it('serves the owner, with a single byte range when asked', async () => {
    expect((await fetchAudio(ada, chunkUrl)).statusCode).toBe(200);
    const range = await fetchAudio(ada, chunkUrl, { range: 'bytes=0-99' });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    expect(range.rawPayload.length).toBe(100);
  });

  it('refuses another user, no session, an altered or expired signature, another file', async () => {
    // To another user, the owner's file is missing (404), not a link they could fix (403).
    expect((await fetchAudio(ben, chunkUrl)).json()).toEqual({ error: AUDIO_FILE_NOT_FOUND });
    expect((await fetchAudio(ben, chunkUrl)).statusCode).toBe(404);
    expect((await fetchAudio(undefined, chunkUrl)).statusCode).toBe(401);
    const url = new URL(chunkUrl, 'http://localhost');
    const sig = url.searchParams.get('sig') ?? '';
    const altered = chunkUrl.replace(sig, `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`);
    expect((await fetchAudio(ada, altered)).statusCode).toBe(403);
    const later = chunkUrl.replace(/exp=\d+/, `exp=${Number(url.searchParams.get('exp')) + 60}`);
    expect((await fetchAudio(ada, later)).statusCode).toBe(403);
    const otherFile = chunkUrl.replace(filePath, `${'A'.repeat(22)}.mp3`);
    expect((await fetchAudio(ada, otherFile)).statusCode).toBe(404);
    const asDownload = `${chunkUrl}&download=AI_Reading_1.mp3`;
    expect((await fetchAudio(ada, asDownload)).statusCode).toBe(403);

    const saved = now;
    now = new Date(now.getTime() + 7 * 3_600_000);
    try {
      expect((await fetchAudio(ada, chunkUrl)).json()).toEqual({ error: AUDIO_LINK_INVALID });
    } finally {
      now = saved;
    }
  });

  it('answers 404 for a path that tries to leave the folder', async () => {
    const query = chunkUrl.slice(chunkUrl.indexOf('?'));
    for (const path of [
      '..%2F..%2Fauth-secret',
      '..%2Fx.mp3',
      '%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
      `..%5C${filePath}`,
    ]) {
      const response = await fetchAudio(ada, `/api/audio/${path}${query}`);
      expect([403, 404]).toContain(response.statusCode);
    }
    expect((await fetchAudio(ada, `/api/audio/..%2F${filePath}${query}`)).json()).toEqual({
      error: AUDIO_FILE_NOT_FOUND,
    });
  });
});

describe(`combined download on ${testDatabaseKind}`, () => {
  it('joins the owner’s chunks into one MP3 named AI_Reading_{timestamp}.mp3', async () => {
    await setBalance(ada, 10);
    const events = narrationEventsOf(await narrate(ada, { sessionId: await sessionWith(ada, LONG_TEXT) }));
    const chunks = chunksOf(events);
    const response = await suite.app.inject({
      method: 'POST',
      url: '/api/tts/combine',
      headers: headers(ada),
      payload: { filePaths: chunks.map((chunk) => chunk.filePath) },
    });
    expect(response.statusCode).toBe(200);
    const { combinedAudioUrl } = combineResponse.parse(response.json());
    const file = await fetchAudio(ada, combinedAudioUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="AI_Reading_${now.getTime()}.mp3"`,
    );
    const total = chunks.reduce((sum, chunk) => sum + chunk.duration, 0);
    expect(readMp3(file.rawPayload)?.duration).toBeCloseTo(total, 3);
    expect((await fetchAudio(ben, combinedAudioUrl)).statusCode).toBe(404);

    const theft = await suite.app.inject({
      method: 'POST',
      url: '/api/tts/combine',
      headers: headers(ben),
      payload: { filePaths: [chunks[0]?.filePath] },
    });
    // Another user's chunk is refused exactly as a name that is nobody's (decision 030).
    expect(theft.statusCode).toBe(404);
    expect(theft.json()).toEqual({ error: COMBINE_NOT_NARRATION_PARTS });
    audio.state.full = true;
    const full = await suite.app.inject({
      method: 'POST',
      url: '/api/tts/combine',
      headers: headers(ada),
      payload: { filePaths: [chunks[0]?.filePath] },
    });
    expect(full.statusCode).toBe(507);
    expect(full.json()).toEqual({ error: NARRATION_STORAGE_FULL });
    audio.state.full = false;
    for (const filePaths of [[], ['../etc/passwd'], [chunks[0]?.captionsUrl]]) {
      const bad = await suite.app.inject({
        method: 'POST',
        url: '/api/tts/combine',
        headers: headers(ada),
        payload: { filePaths },
      });
      expect([400, 404]).toContain(bad.statusCode);
    }
  });
});
