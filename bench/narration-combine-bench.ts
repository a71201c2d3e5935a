/**
 * The combined download at its cap (docs/decisions/030-audio-bounds.md): one narration whose chunks add
 * up to COMBINE_MAX_BYTES (96 MiB), joined through the real app listening on 127.0.0.1 with the real
 * filesystem storage, while the event-loop delay is sampled every millisecond and `/api/health` is
 * asked every 50 ms. Prints the join's wall time, the loop's p99/max delay and the slowest health
 * answer; then the same parts again (the stored file is reused). Figures are printed, never asserted.
 *
 * Run alone: node --conditions=source --import tsx bench/narration-combine-bench.ts [--s3]
 * (`--s3`: the audio in a bucket on a local s3rver, docs/decisions/042-audio-in-a-bucket.md)
 *
 * From another benchmark: build the app with `maxCombineVoice().voice`, then `prepareMaxCombine(app, db,
 * thatVoiceObject)` returns `{ cookie, body }`; POST `body` (JSON) to /api/tts/combine with that cookie and
 * `origin: ORIGIN`. The first call joins; later calls with the same body reuse the stored file (a cheap
 * answer), so call prepareMaxCombine again for a body that joins afresh. Each join stores ~96 MiB: the
 * account's AUDIO_USER_MAX_MB (512) holds about five, then 409.
 */
import { mkdtemp } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { COMBINE_MAX_BYTES } from '@cardology/contract/audio-bounds';
import { TTS_TEXT_MAX_LENGTH } from '@cardology/contract/limits';
import type { NarrationEvent } from '@cardology/contract/narration';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../packages/server/src/db/client.js';
import { profiles } from '../packages/server/src/db/schema.js';
import { createS3AudioStorage } from '../packages/server/src/providers/storage/s3-audio-storage.js';
import { proportionalCues } from '../packages/server/src/providers/tts/captions.js';
import { readMp3 } from '../packages/server/src/providers/tts/mp3.js';
import type { Voice } from '../packages/server/src/providers/tts/voice.js';
import { setCredits } from '../packages/server/src/services/credit-ledger.js';
import { chunkSentences } from '../packages/server/src/services/narration/chunk-text.js';
import { speechTextOf } from '../packages/server/src/services/narration/speech-text.js';
import { buildTestApp, ORIGIN, signUp } from '../packages/server/test/helpers/app.js';
import { createTestDatabase } from '../packages/server/test/helpers/database.js';
import { readingSession } from '../packages/server/test/helpers/reading-session.js';
import { startS3Server } from '../packages/server/test/helpers/s3-server.js';
import { silentMp3 } from '../packages/server/test/narration/fakes.js';

const SENTENCE = 'The Queen of Hearts brings warmth and care to the weeks ahead of you.';
/** The longest narration the text cap allows: 845 sentences, 59,994 characters. */
const LONGEST_TEXT = Array.from(
  { length: Math.floor(TTS_TEXT_MAX_LENGTH / (SENTENCE.length + 1)) },
  () => SENTENCE,
).join(' ');

/**
 * A voice that answers every chunk with the same MP3 of repeated frames of silence; `setChunkBytes` sets
 * its size. Build the app with `voice`, then call prepareMaxCombine with the whole object.
 */
export function maxCombineVoice() {
  const frame = readMp3(silentMp3(1))?.frames[5] ?? new Uint8Array();
  const state = { audio: new Uint8Array() as Uint8Array, duration: 0 };
  const voice: Voice = {
    async speak(sentences) {
      return {
        audio: state.audio,
        cues: proportionalCues(sentences, state.duration),
        duration: state.duration,
      };
    },
    async warm() {},
    async close() {},
  };
  const setChunkBytes = (bytes: number) => {
    state.audio = Buffer.concat(Array.from({ length: Math.floor(bytes / frame.length) }, () => frame));
    state.duration = readMp3(state.audio)?.duration ?? 0;
  };
  return { voice, setChunkBytes };
}

/**
 * A premium account (a new one unless given) with one finished narration of the longest text, its chunks
 * adding up to just under COMBINE_MAX_BYTES: the cookie and the combine body that joins all of them. Each
 * call makes a new narration, so its body joins afresh.
 */
export async function prepareMaxCombine(
  app: FastifyInstance,
  db: Db,
  combineVoice: ReturnType<typeof maxCombineVoice>,
  user?: { id: string; cookie: string },
) {
  const account = user ?? (await signUp(app, { name: 'Bench' }));
  await db.update(profiles).set({ isPremium: true }).where(eq(profiles.id, account.id));
  await setCredits(db, { userId: account.id, total: 1_000_000 });
  const sessionId = await readingSession(db, account.id, LONGEST_TEXT, 'yearly');
  const chunkCount = chunkSentences(speechTextOf(LONGEST_TEXT)).length;
  combineVoice.setChunkBytes(Math.floor(COMBINE_MAX_BYTES / chunkCount) - 1_000);
  const answer = await app.inject({
    method: 'POST',
    url: '/api/tts',
    headers: { origin: ORIGIN, cookie: account.cookie },
    payload: { sessionId },
  });
  const chunks = answer.body
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as NarrationEvent)
    .flatMap((event) => (event.type === 'chunk' ? [event] : []))
    .sort((a, b) => a.index - b.index);
  if (chunks.length !== chunkCount)
    throw new Error(`the narration answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
  return { cookie: account.cookie, body: { filePaths: chunks.map((chunk) => chunk.filePath) } };
}

async function timedCombine(base: string, cookie: string, body: unknown) {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  let slowestHealth = 0;
  let running = true;
  const probe = (async () => {
    while (running) {
      const start = performance.now();
      await fetch(`${base}/api/health`).then((response) => response.arrayBuffer());
      slowestHealth = Math.max(slowestHealth, performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  delay.enable();
  const start = performance.now();
  const response = await fetch(`${base}/api/tts/combine`, {
    method: 'POST',
    headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.text();
  const wallMs = performance.now() - start;
  delay.disable();
  running = false;
  await probe;
  if (!response.ok) throw new Error(`combine answered ${response.status}: ${answer}`);
  return { wallMs, p99Ms: delay.percentile(99) / 1e6, maxMs: delay.max / 1e6, slowestHealth };
}

/** With `s3`, the audio goes to a bucket on a local s3rver (decision 042) instead of the data folder. */
export async function runCombineBench(options: { s3?: boolean } = {}) {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'cardology-combine-bench-'));
  const combineVoice = maxCombineVoice();
  const s3 = options.s3 ? await startS3Server('cardology-combine-bench') : undefined;
  const app = await buildTestApp(database.db, {
    env: { DATA_DIR: dataDir, API_RATE_LIMIT_MAX: '100000' },
    voice: combineVoice.voice,
    ...(s3 ? { audioStorage: createS3AudioStorage(s3.config()) } : {}),
  });
  const storageLabel = s3 ? 'a bucket on s3rver' : 'filesystem storage';
  try {
    const { cookie, body } = await prepareMaxCombine(app, database.db, combineVoice);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const first = await timedCombine(base, cookie, body);
    const again = await timedCombine(base, cookie, body);
    const mb = (COMBINE_MAX_BYTES / 2 ** 20).toFixed(0);
    console.log(
      `Combined download at its cap (${body.filePaths.length} chunks, ${mb} MiB, ${storageLabel}; load ${loadavg()[0]?.toFixed(1)})`,
    );
    for (const [label, f] of [
      ['join', first],
      ['same parts again', again],
    ] as const) {
      console.log(
        `  ${label.padEnd(17)} ${f.wallMs.toFixed(0)} ms; event-loop delay p99 ${f.p99Ms.toFixed(1)} ms, max ${f.maxMs.toFixed(1)} ms; slowest /api/health ${f.slowestHealth.toFixed(0)} ms   goal p99 < 50 ms`,
      );
    }
  } finally {
    await app.close();
    await database.close();
    await s3?.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await runCombineBench({ s3: process.argv.includes('--s3') });
}
