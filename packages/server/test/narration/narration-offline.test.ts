import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { combineResponse } from '@cardology/contract/narration';
import { eq } from 'drizzle-orm';
import { MPEGDecoder } from 'mpg123-decoder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ttsNarrations } from '../../src/db/schema.js';
import { createFsAudioStorage } from '../../src/providers/storage/fs-audio-storage.js';
import { setCredits } from '../../src/services/credit-ledger.js';
import { sweepAudio } from '../../src/services/narration/audio-retention.js';
import { signUpPremium } from '../helpers/accounts.js';
import { ORIGIN, type TestUser } from '../helpers/app.js';
import { testDatabaseKind } from '../helpers/database.js';
import { readingSession } from '../helpers/reading-session.js';
import { useTestApp } from '../helpers/test-app.js';
import { chunksOf, narrationEventsOf } from './fakes.js';

let ada: TestUser;
const dataDir = mkdtempSync(join(tmpdir(), 'cardology-narration-'));
const now = new Date();

// The whole path with nothing faked: the default (offline) voice chosen from the environment, its
// worker pool, MP3 files on disk under DATA_DIR/audio, and the retention sweep over them.
const suite = useTestApp({
  env: { DATA_DIR: dataDir, TTS_CONCURRENCY: '2' },
  clock: () => now,
  signUpAdmin: true,
});

beforeAll(async () => {
  ada = await signUpPremium(suite.app, suite.db, { name: 'Ada' });
  const set = await setCredits(suite.db, { userId: ada.id, total: 100 });
  if (!set.ok) throw new Error(set.refusal);
});

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
});

const headers = () => ({ origin: ORIGIN, cookie: ada.cookie });

async function narratedSession(text: string) {
  const sessionId = await readingSession(suite.db, ada.id, text, 'yearly');
  const response = await suite.app.inject({
    method: 'POST',
    url: '/api/tts',
    headers: headers(),
    payload: { sessionId },
  });
  return { sessionId, events: narrationEventsOf(response) };
}

const storedFiles = () => readdirSync(join(dataDir, 'audio', ada.id)).sort();

describe(`offline narration end to end on ${testDatabaseKind}`, () => {
  it('speaks the session with eSpeak-NG into decodable MP3 files on disk', async () => {
    const { events } = await narratedSession(
      '## Your year\n\nThe **Queen of Hearts** rules Mercury. Expect warm news.',
    );
    expect(events.at(-1)).toEqual({ type: 'done' });
    const [chunk] = chunksOf(events);
    expect(chunk?.cues.map((cue) => cue.text)).toEqual([
      'Your year.',
      'The Queen of Hearts rules Mercury.',
      'Expect warm news.',
    ]);
    const mp3 = await suite.app.inject({ method: 'GET', url: chunk?.signedUrl ?? '', headers: headers() });
    const decoder = new MPEGDecoder();
    await decoder.ready;
    const { samplesDecoded, sampleRate } = decoder.decode(mp3.rawPayload);
    decoder.free();
    expect(samplesDecoded / sampleRate).toBeGreaterThan(2);
    expect(storedFiles()).toEqual(
      [chunk?.filePath, new URL(chunk?.captionsUrl ?? '', ORIGIN).pathname.split('/').at(-1)].sort(),
    );
  });

  it('removes audio of unsaved sessions after the retention time, and keeps a saved one’s', async () => {
    const kept = await narratedSession('This interpretation gets saved.');
    const dropped = await narratedSession('This one is never saved.');
    const saved = await suite.app.inject({
      method: 'POST',
      url: '/api/saved-readings',
      headers: headers(),
      payload: { sessionId: kept.sessionId },
    });
    expect(saved.statusCode).toBe(201);
    const combine = await suite.app.inject({
      method: 'POST',
      url: '/api/tts/combine',
      headers: headers(),
      payload: { filePaths: chunksOf(kept.events).map((chunk) => chunk.filePath) },
    });
    combineResponse.parse(combine.json());
    const keptFile = chunksOf(kept.events)[0]?.filePath ?? '';
    const droppedFile = chunksOf(dropped.events)[0]?.filePath ?? '';
    const before = storedFiles();
    expect(before).toContain(droppedFile);

    const storage = createFsAudioStorage(join(dataDir, 'audio'));
    // Within the retention time nothing goes.
    expect(await sweepAudio({ db: suite.db, storage }, 24, new Date(now.getTime() + 3_600_000))).toEqual({
      narrations: 0,
      files: 0,
    });
    // The files' modification times are real; sweep as if a day and more had passed for them too.
    const later = new Date(Date.now() + 25 * 3_600_000);
    const removed = await sweepAudio({ db: suite.db, storage }, 24, later);
    const after = storedFiles();
    expect(after).toContain(keptFile);
    expect(after).not.toContain(droppedFile);
    // The first session's and the dropped one's chunk and captions, and the combined download.
    expect(removed.narrations).toBe(2);
    expect(before.length - after.length).toBe(removed.files);
    const rows = await suite.db.select().from(ttsNarrations).where(eq(ttsNarrations.userId, ada.id));
    expect(rows.map((row) => row.sessionId)).toEqual([kept.sessionId]);
  });
});
