import {
  AUDIO_USER_MAX_FILES,
  audioStorageLimitReached,
  COMBINE_DUPLICATE_PART,
  COMBINE_NOT_NARRATION_PARTS,
} from '@cardology/contract/audio-bounds';
import { TEXT_NOT_STORABLE } from '@cardology/contract/clean-text';
import { combineResponse } from '@cardology/contract/narration';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { profiles } from '../../src/db/schema.js';
import { newAudioName } from '../../src/providers/storage/audio-storage.js';
import { proportionalCues } from '../../src/providers/tts/captions.js';
import { readMp3 } from '../../src/providers/tts/mp3.js';
import type { Voice } from '../../src/providers/tts/voice.js';
import { ledgerSum, setCredits } from '../../src/services/credit-ledger.js';
import { signUpPremium } from '../helpers/accounts.js';
import { ORIGIN, type TestUser } from '../helpers/app.js';
import { english } from '../helpers/catalogued-text.js';
import { testDatabaseKind } from '../helpers/database.js';
import { readingSession } from '../helpers/reading-session.js';
import { useTestApp } from '../helpers/test-app.js';
import { type ChunkEvent, chunksOf, memoryStorage, narrationEventsOf, silentMp3 } from './fakes.js';

// Issue 22, finding 1: one account made the server join 182 MB on the event loop (then a 500, a
// RangeError from spreading 1.1 million frames) out of its own combined downloads, and nothing capped
// the audio it kept. Decision 030 has the bounds.

/** The account quota these tests run with: 100 MB (a big join fits, a padded account does not). */
const QUOTA_MB = 100;

/** One MPEG frame of lamejs silence (22,050 Hz, 48 kbit/s): 26 ms, 156 or 157 bytes. */
const FRAME = (() => {
  const frame = readMp3(silentMp3(1))?.frames[5];
  if (!frame) throw new Error('lamejs made no frames');
  return frame;
})();

/** An MP3 of `count` frames: 160,000 are 70 minutes and about 25 MB. */
const mp3OfFrames = (count: number) => Buffer.concat(Array.from({ length: count }, () => FRAME));

/** A voice that answers each chunk with `state.audio` (a fifth of a second of silence unless set). */
function settableVoice() {
  const state = { audio: silentMp3(0.2) as Uint8Array };
  const voice: Voice = {
    async speak(sentences) {
      const duration = (state.audio.length / FRAME.length) * (576 / 22_050);
      return { audio: state.audio, cues: proportionalCues(sentences, duration), duration };
    },
    async warm() {},
    async close() {},
  };
  return { voice, state };
}

const voice = settableVoice();
const audio = memoryStorage();
const suite = useTestApp({
  voice: voice.voice,
  audioStorage: audio.storage,
  env: { AUDIO_USER_MAX_MB: String(QUOTA_MB) },
  signUpAdmin: true,
});

let ada: TestUser;
let ben: TestUser;
beforeAll(async () => {
  ada = await signUpPremium(suite.app, suite.db, { name: 'Ada' });
  ben = await signUpPremium(suite.app, suite.db, { name: 'Ben' });
});
beforeEach(() => {
  voice.state.audio = silentMp3(0.2);
});

const post = (user: TestUser, url: string, payload: Record<string, unknown>) =>
  suite.app.inject({ method: 'POST', url, headers: { origin: ORIGIN, cookie: user.cookie }, payload });
const combine = (user: TestUser, filePaths: unknown[]) => post(user, '/api/tts/combine', { filePaths });
const get = (user: TestUser, url: string) =>
  suite.app.inject({ method: 'GET', url, headers: { origin: ORIGIN, cookie: user.cookie } });

const SENTENCE = 'The Queen of Hearts brings warmth and care to the weeks ahead of you.';
/** Three chunks: a short first one, a full one, and the rest. */
const LONG_TEXT = Array.from({ length: 90 }, () => SENTENCE).join(' ');

async function balanceOf(user: TestUser): Promise<number> {
  const [row] = await suite.db.select().from(profiles).where(eq(profiles.id, user.id));
  return row?.ttsCredits ?? Number.NaN;
}

async function setBalance(user: TestUser, total: number): Promise<void> {
  const outcome = await setCredits(suite.db, { userId: user.id, total });
  if (!outcome.ok) throw new Error(outcome.refusal);
}

/** A finished narration of `text` for the user: its chunk events (10 credits are granted for it). */
async function narration(user: TestUser, text = LONG_TEXT): Promise<ChunkEvent[]> {
  await setBalance(user, 10);
  const sessionId = await readingSession(suite.db, user.id, text);
  const events = narrationEventsOf(await post(user, '/api/tts', { sessionId }));
  expect(events.at(-1)).toEqual({ type: 'done' });
  return chunksOf(events);
}

const namesOf = (chunks: readonly ChunkEvent[]) => chunks.map((chunk) => chunk.filePath);
const fileOfUrl = (url: string) => new URL(url, ORIGIN).pathname.split('/').at(-1) ?? '';

/**
 * Every file the user keeps and its length, to show a refusal lost none of them (the store keeps the
 * bytes it was given, so a name and a length are the file).
 */
const filesOf = (user: TestUser) =>
  [...audio.files]
    .filter(([key]) => key.startsWith(`${user.id}/`))
    .map(([key, file]) => `${key} ${file.bytes.length}`)
    .sort();

describe(`combining only a narration's own chunks, on ${testDatabaseKind}`, () => {
  it('refuses a combined download as a part (404, plain words), keeping every file', async () => {
    const chunks = await narration(ada);
    const joined = await combine(ada, namesOf(chunks));
    expect(joined.statusCode).toBe(200);
    const combined = fileOfUrl(combineResponse.parse(joined.json()).combinedAudioUrl);
    const before = filesOf(ada);

    for (const filePaths of [[combined], [combined, combined], [...namesOf(chunks), combined]]) {
      const refused = await combine(ada, filePaths);
      const duplicate = filePaths.length === 2;
      expect(refused.statusCode).toBe(duplicate ? 400 : 404);
      expect(refused.json()).toEqual({
        error: duplicate ? COMBINE_DUPLICATE_PART : COMBINE_NOT_NARRATION_PARTS,
      });
    }
    expect(filesOf(ada)).toEqual(before);
    expect((await get(ada, chunks[0]?.signedUrl ?? '')).statusCode).toBe(200);
  });

  it('refuses a part named twice (400), as the page never sends one', async () => {
    const [first, second] = namesOf(await narration(ada));
    for (const filePaths of [
      [first, first],
      [first, second, first],
      Array.from({ length: 64 }, () => first),
    ]) {
      const refused = await combine(ada, filePaths);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: COMBINE_DUPLICATE_PART });
    }
  });

  it('refuses another user’s chunk, an unknown name, captions and other files exactly alike (404)', async () => {
    const adas = await narration(ada);
    const bens = await narration(ben);
    // A file Ada has in her folder that no narration of hers names (a leftover, a restored file).
    const stray = newAudioName('mp3');
    await audio.storage.put(ada.id, stray, silentMp3(0.2));
    const captions = fileOfUrl(adas[0]?.captionsUrl ?? '');
    for (const filePaths of [
      [bens[0]?.filePath],
      [adas[0]?.filePath, bens[1]?.filePath],
      [newAudioName('mp3')],
      [captions],
      [stray],
      ['../etc/passwd'],
    ]) {
      const refused = await combine(ada, filePaths);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: COMBINE_NOT_NARRATION_PARTS });
    }
    // A NUL or a lone surrogate never reaches the route: the body parser refuses it for every route (decision 033).
    for (const name of [`${'A'.repeat(21)}\u0000.mp3`, `${'A'.repeat(21)}\ud800.mp3`]) {
      const refused = await combine(ada, [name]);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: TEXT_NOT_STORABLE });
    }
  });

  it('refuses parts of two narrations in one download', async () => {
    const first = await narration(ada);
    const second = await narration(ada, 'Another reading. Short and sweet.');
    const refused = await combine(ada, [...namesOf(first), ...namesOf(second)]);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: COMBINE_NOT_NARRATION_PARTS });
  });

  it('stores one file however often the same parts are combined', async () => {
    const names = namesOf(await narration(ada));
    const before = (await audio.storage.usage(ada.id)).files;
    const urls: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await combine(ada, names);
      expect(response.statusCode).toBe(200);
      urls.push(combineResponse.parse(response.json()).combinedAudioUrl);
    }
    expect(new Set(urls.map(fileOfUrl)).size).toBe(1);
    expect((await audio.storage.usage(ada.id)).files).toBe(before + 1);
    expect((await get(ada, urls[4] ?? '')).statusCode).toBe(200);
  });

  it('joins a 25 MB narration (160,000 frames, more than a call’s arguments may be) frame for frame', async () => {
    const big = mp3OfFrames(160_000);
    voice.state.audio = big;
    const chunks = await narration(ben, 'One very long chunk.');
    const response = await combine(ben, namesOf(chunks));
    expect(response.statusCode).toBe(200);
    const name = fileOfUrl(combineResponse.parse(response.json()).combinedAudioUrl);
    const joined = await audio.storage.get(ben.id, name);
    expect(joined?.length).toBe(big.length);
    expect(Buffer.compare(Buffer.from(joined ?? []), big)).toBe(0);
  });
});

describe(`the stored-audio quota (${QUOTA_MB} MB here), on ${testDatabaseKind}`, () => {
  /** Fills the user's storage to `free` bytes below the quota with one padding file; returns its name. */
  async function padTo(user: TestUser, free: number): Promise<string> {
    const used = (await audio.storage.usage(user.id)).bytes;
    const name = newAudioName('mp3');
    await audio.storage.put(user.id, name, new Uint8Array(QUOTA_MB * 1_000_000 - used - free));
    return name;
  }

  it('refuses a narration with 409 and the quota’s words before any credit is taken', async () => {
    const carl = await signUpPremium(suite.app, suite.db, { name: 'Carl' });
    await padTo(carl, 0);
    await setBalance(carl, 30);
    const before = filesOf(carl);
    const sessionId = await readingSession(suite.db, carl.id, 'Hello there.');
    const refused = await post(carl, '/api/tts', { sessionId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: english(audioStorageLimitReached(QUOTA_MB)) });
    expect(await balanceOf(carl)).toBe(30);
    expect(await ledgerSum(suite.db, carl.id)).toBe(30);
    expect(filesOf(carl)).toEqual(before);
  });

  it('stops a run that reaches the quota midway and refunds it, keeping what was there', async () => {
    const dora = await signUpPremium(suite.app, suite.db, { name: 'Dora' });
    const earlier = await narration(dora, 'An earlier reading.');
    // Room for the first chunk, not for the next: each answers 60 kB here.
    voice.state.audio = mp3OfFrames(460);
    await padTo(dora, 100_000);
    await setBalance(dora, 10);
    const before = filesOf(dora);
    const sessionId = await readingSession(suite.db, dora.id, LONG_TEXT);
    const events = narrationEventsOf(await post(dora, '/api/tts', { sessionId }));
    expect(events[0]).toMatchObject({ type: 'start', charged: true, new_balance: 0 });
    expect(events.at(-1)).toEqual({
      type: 'error',
      error: english(audioStorageLimitReached(QUOTA_MB)),
      balance: 10,
    });
    expect(await balanceOf(dora)).toBe(10);
    expect(await ledgerSum(suite.db, dora.id)).toBe(10);
    expect(filesOf(dora)).toEqual(before);
    expect((await get(dora, earlier[0]?.signedUrl ?? '')).statusCode).toBe(200);
  });

  it('refuses a combined download that would not fit (409), keeping the chunks', async () => {
    const erin = await signUpPremium(suite.app, suite.db, { name: 'Erin' });
    const chunks = await narration(erin);
    await padTo(erin, 1_000);
    const before = filesOf(erin);
    const refused = await combine(erin, namesOf(chunks));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: english(audioStorageLimitReached(QUOTA_MB)) });
    expect(filesOf(erin)).toEqual(before);
  });

  it('refuses a narration when the account keeps as many files as it may', async () => {
    const finn = await signUpPremium(suite.app, suite.db, { name: 'Finn' });
    for (let i = 0; i < AUDIO_USER_MAX_FILES - 1; i += 1) {
      await audio.storage.put(finn.id, newAudioName('vtt'), new Uint8Array(1));
    }
    await setBalance(finn, 10);
    const sessionId = await readingSession(suite.db, finn.id, 'Hello there.');
    const refused = await post(finn, '/api/tts', { sessionId });
    expect(refused.statusCode).toBe(409);
    expect(await balanceOf(finn)).toBe(10);
  });
});
