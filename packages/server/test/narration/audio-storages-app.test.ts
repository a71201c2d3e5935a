import {
  AUDIO_STORAGE_UNAVAILABLE,
  AUDIO_STORAGE_UNAVAILABLE_NO_CHARGE,
} from '@cardology/contract/audio-storage';
import { combineResponse } from '@cardology/contract/narration';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../src/db/schema.js';
import type { AudioStorage } from '../../src/providers/storage/audio-storage.js';
import { createS3AudioStorage } from '../../src/providers/storage/s3-audio-storage.js';
import { readMp3 } from '../../src/providers/tts/mp3.js';
import { setCredits } from '../../src/services/credit-ledger.js';
import { sweepAudio } from '../../src/services/narration/audio-retention.js';
import { signUpPremium } from '../helpers/accounts.js';
import { buildTestApp, ORIGIN, PASSWORD, type TestUser } from '../helpers/app.js';
import { useBothAudioStorages } from '../helpers/both-audio-storages.js';
import { testDatabaseKind } from '../helpers/database.js';
import { readingSession } from '../helpers/reading-session.js';
import { useTestDatabase } from '../helpers/test-app.js';
import { chunksOf, fakeVoice, narrationEventsOf } from './fakes.js';

/**
 * The narration routes, the sweep and account deletion on each real storage: the filesystem (the default)
 * and a bucket on a real S3-protocol server (docs/decisions/042-audio-in-a-bucket.md).
 */
const SENTENCE = 'The Queen of Hearts brings warmth and care to the weeks ahead of you.';
const LONG_TEXT = Array.from({ length: 90 }, () => SENTENCE).join(' ');

const suite = useTestDatabase();
const { storages, s3: s3Server } = useBothAudioStorages('cardology-audio-app-');

describe.each(storages)(`narration audio on %s (${testDatabaseKind})`, (_label, makeStorage) => {
  let app: FastifyInstance;
  let storage: AudioStorage;
  let ada: TestUser;
  let chunk = { signedUrl: '', filePath: '' };
  let bytes = Buffer.alloc(0);
  const voice = fakeVoice();

  const headers = (user: TestUser, extra: Record<string, string> = {}) => ({
    origin: ORIGIN,
    cookie: user.cookie,
    ...extra,
  });
  const narrate = async (user: TestUser, text: string) =>
    app.inject({
      method: 'POST',
      url: '/api/tts',
      headers: headers(user),
      payload: { sessionId: await readingSession(suite.db, user.id, text) },
    });
  const play = (user: TestUser, url: string, range?: string) =>
    app.inject({ method: 'GET', url, headers: headers(user, range ? { range } : {}) });

  beforeAll(async () => {
    storage = makeStorage();
    app = await buildTestApp(suite.db, { voice: voice.voice, audioStorage: storage });
    ada = await signUpPremium(app, suite.db, { name: 'Ada' });
    await setCredits(suite.db, { userId: ada.id, total: 100 });
    const events = narrationEventsOf(await narrate(ada, LONG_TEXT));
    chunk = chunksOf(events)[0] ?? chunk;
    bytes = Buffer.from((await storage.get(ada.id, chunk.filePath)) ?? []);
    expect(bytes.length).toBeGreaterThan(1_000);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it('plays a chunk whole, and byte ranges as 206 with exactly those bytes', async () => {
    const whole = await play(ada, chunk.signedUrl);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload).toEqual(bytes);

    const middle = await play(ada, chunk.signedUrl, 'bytes=100-199');
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
    expect(middle.rawPayload).toEqual(bytes.subarray(100, 200));

    const openEnded = await play(ada, chunk.signedUrl, `bytes=${bytes.length - 50}-`);
    expect(openEnded.statusCode).toBe(206);
    expect(openEnded.headers['content-range']).toBe(
      `bytes ${bytes.length - 50}-${bytes.length - 1}/${bytes.length}`,
    );
    expect(openEnded.rawPayload).toEqual(bytes.subarray(bytes.length - 50));

    const suffix = await play(ada, chunk.signedUrl, 'bytes=-30');
    expect(suffix.statusCode).toBe(206);
    expect(suffix.rawPayload).toEqual(bytes.subarray(bytes.length - 30));

    const pastEnd = await play(ada, chunk.signedUrl, `bytes=${bytes.length}-`);
    expect(pastEnd.statusCode).toBe(416);
    expect(pastEnd.headers['content-range']).toBe(`bytes */${bytes.length}`);
  });

  it('checks the link and the owner before any byte: another user 404, an altered link 403', async () => {
    const ben = await signUpPremium(app, suite.db, { name: 'Ben' });
    const other = await play(ben, chunk.signedUrl, 'bytes=100-199');
    expect(other.statusCode).toBe(404);
    expect(other.rawPayload.includes(bytes.subarray(100, 120))).toBe(false);
    const altered = await play(ada, chunk.signedUrl.replace(/sig=./, 'sig=_'), 'bytes=100-199');
    expect(altered.statusCode).toBe(403);
  });

  it('combines the chunks into one object that plays, and reuses it', async () => {
    const events = narrationEventsOf(await narrate(ada, `${LONG_TEXT} Again.`));
    const parts = chunksOf(events);
    expect(parts.length).toBe(3);
    const combine = () =>
      app.inject({
        method: 'POST',
        url: '/api/tts/combine',
        headers: headers(ada),
        payload: { filePaths: parts.map((part) => part.filePath) },
      });
    const first = await combine();
    expect(first.statusCode).toBe(200);
    const { combinedAudioUrl } = combineResponse.parse(first.json());
    const file = await play(ada, combinedAudioUrl);
    expect(file.statusCode).toBe(200);
    const total = parts.reduce((sum, part) => sum + part.duration, 0);
    expect(readMp3(file.rawPayload)?.duration).toBeCloseTo(total, 3);
    const files = (await storage.usage(ada.id)).files;
    expect((await combine()).statusCode).toBe(200);
    expect((await storage.usage(ada.id)).files).toBe(files);
  });

  it('the sweep removes the audio of unsaved narrations from the storage', async () => {
    const before = await storage.usage(ada.id);
    expect(before.files).toBeGreaterThan(0);
    const later = new Date(Date.now() + 48 * 3_600_000);
    const removed = await sweepAudio({ db: suite.db, storage }, 24, later);
    // The database is shared by both storages' apps: the other's expired narrations count too.
    expect(removed.files).toBeGreaterThanOrEqual(before.files);
    expect(await storage.usage(ada.id)).toEqual({ bytes: 0, files: 0 });
  });

  it('deleting the account removes its files from the storage', async () => {
    const cara = await signUpPremium(app, suite.db, { name: 'Cara' });
    await setCredits(suite.db, { userId: cara.id, total: 10 });
    narrationEventsOf(await narrate(cara, 'A short reading to keep.'));
    expect((await storage.usage(cara.id)).files).toBe(2);
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: headers(cara),
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await storage.usage(cara.id)).toEqual({ bytes: 0, files: 0 });
  });
});

describe(`a bucket that fails (${testDatabaseKind})`, () => {
  let app: FastifyInstance;
  const voice = fakeVoice();
  let puts = 0;

  beforeAll(async () => {
    const bucket = createS3AudioStorage(s3Server().config('failing/'));
    // The same bucket until the second write, then one that answers nothing (a port nobody listens on).
    const down = createS3AudioStorage({ ...s3Server().config('failing/'), endpoint: 'http://127.0.0.1:9' });
    const failing: AudioStorage = {
      ...bucket,
      put: (owner, name, bytes) => {
        puts += 1;
        return puts > 1 ? down.put(owner, name, bytes) : bucket.put(owner, name, bytes);
      },
    };
    app = await buildTestApp(suite.db, { voice: voice.voice, audioStorage: failing });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('mid-narration gives the credits back and tells the reader the storage could not be reached', async () => {
    const dan = await signUpPremium(app, suite.db, { name: 'Dan' });
    await setCredits(suite.db, { userId: dan.id, total: 10 });
    const response = await app.inject({
      method: 'POST',
      url: '/api/tts',
      headers: { origin: ORIGIN, cookie: dan.cookie },
      payload: { sessionId: await readingSession(suite.db, dan.id, LONG_TEXT) },
    });
    const events = narrationEventsOf(response);
    expect(events.at(-1)).toEqual({ type: 'error', error: AUDIO_STORAGE_UNAVAILABLE, balance: 10 });
    const [row] = await suite.db.select().from(profiles).where(eq(profiles.id, dan.id));
    expect(row?.ttsCredits).toBe(10);
  }, 60_000);

  it('a bucket down before the narration is 503 with the storage words, and nothing is charged', async () => {
    const down = createS3AudioStorage({ ...s3Server().config(), endpoint: 'http://127.0.0.1:9' });
    const downApp = await buildTestApp(suite.db, { voice: voice.voice, audioStorage: down });
    try {
      const eve = await signUpPremium(downApp, suite.db, { name: 'Eve' });
      await setCredits(suite.db, { userId: eve.id, total: 10 });
      const response = await downApp.inject({
        method: 'POST',
        url: '/api/tts',
        headers: { origin: ORIGIN, cookie: eve.cookie },
        payload: { sessionId: await readingSession(suite.db, eve.id, 'Short.') },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: AUDIO_STORAGE_UNAVAILABLE_NO_CHARGE });
      const [row] = await suite.db.select().from(profiles).where(eq(profiles.id, eve.id));
      expect(row?.ttsCredits).toBe(10);
    } finally {
      await downApp.close();
    }
  }, 60_000);
});
