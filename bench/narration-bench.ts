/**
 * Narration benchmark (docs/decisions/018-narration.md), for the offline voice:
 * - throughput: seconds of audio per wall-clock second, eSpeak-NG in its worker pool with the MP3
 *   encoding included (goal ≥ 20× real time);
 * - first chunk: from a finished interpretation to its first chunk playable in the browser (the `chunk`
 *   line read and its MP3 fetched), through the real app listening on 127.0.0.1 (goal ≤ 1.5 s);
 * - event-loop delay p99 of that server while 4 narrations run at once (goal < 20 ms).
 * The texts are the offline interpreter's own interpretations. Figures are printed, never asserted.
 *
 * Run alone: node --conditions=source --import tsx bench/narration-bench.ts
 */
import { availableParallelism, loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { NarrationEvent } from '@cardology/contract/narration';
import { eq } from 'drizzle-orm';
import { profiles } from '../packages/server/src/db/schema.js';
import { createOfflineProvider } from '../packages/server/src/providers/ai/offline-provider.js';
import { createEspeakVoice, defaultVoiceThreads } from '../packages/server/src/providers/tts/espeak-voice.js';
import { createAiSession, setReadingText } from '../packages/server/src/services/ai-sessions.js';
import { setCredits } from '../packages/server/src/services/credit-ledger.js';
import { chunkSentences } from '../packages/server/src/services/narration/chunk-text.js';
import { speechTextOf } from '../packages/server/src/services/narration/speech-text.js';
import { readingContext } from '../packages/server/test/ai/contexts.js';
import { buildTestApp, ORIGIN, signUp } from '../packages/server/test/helpers/app.js';
import { createTestDatabase } from '../packages/server/test/helpers/database.js';

export interface NarrationFigures {
  threads: number;
  audioSeconds: number;
  wallSeconds: number;
  realTimeFactor: number;
  /** Seconds of audio per second of CPU the process (all its threads) spent: the figure load does not skew. */
  perCpuSecond: number;
  /** The machine's 1-minute load average when the bench ended (the box is shared). */
  load: number;
  firstChunkMs: { cold: number; median: number };
  eventLoopP99Ms: number;
}

/** Interpretations as the offline interpreter writes them, for different people and readings. */
async function interpretations(): Promise<string[]> {
  const provider = createOfflineProvider({ timeoutMs: 30_000 });
  const people = ['02/28/1990', '07/04/1982', '11/03/1975', '05/17/2001'];
  const texts: string[] = [];
  for (const [index, birthdate] of people.entries()) {
    const type = (['yearly', 'weekly', 'seven-weekly', 'seven-yearly'] as const)[index] ?? 'yearly';
    let text = '';
    for await (const delta of provider.interpret(readingContext(type, birthdate, 'Bench', 30))) text += delta;
    texts.push(text);
  }
  return texts;
}

const WARM_RUNS = 6;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function measureThroughput(texts: string[], threads: number) {
  const voice = createEspeakVoice({ voice: 'en-us', threads });
  try {
    await voice.warm();
    const chunks = texts.flatMap((text) => chunkSentences(speechTextOf(text)));
    const start = performance.now();
    const cpuBefore = process.cpuUsage();
    const spoken = await Promise.all(chunks.map((chunk) => voice.speak(chunk.sentences)));
    const cpu = process.cpuUsage(cpuBefore);
    const wallSeconds = (performance.now() - start) / 1000;
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    const audioSeconds = spoken.reduce((sum, chunk) => sum + chunk.duration, 0);
    return {
      audioSeconds,
      wallSeconds,
      realTimeFactor: audioSeconds / wallSeconds,
      perCpuSecond: audioSeconds / cpuSeconds,
    };
  } finally {
    await voice.close();
  }
}

/** Reads a narration's lines as they arrive; resolves at the first chunk's MP3, fetched whole. */
async function firstPlayableChunk(base: string, cookie: string, sessionId: string): Promise<number> {
  const headers = { origin: ORIGIN, cookie, 'content-type': 'application/json' };
  const start = performance.now();
  const response = await fetch(`${base}/api/tts`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ sessionId }),
  });
  if (!response.ok || !response.body) throw new Error(`narration answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  let elapsed = Number.NaN;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += value;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      const event = JSON.parse(line) as NarrationEvent;
      if (event.type === 'error') throw new Error(event.error);
      if (event.type === 'chunk' && event.index === 0 && Number.isNaN(elapsed)) {
        const audio = await fetch(`${base}${event.signedUrl}`, { headers: { origin: ORIGIN, cookie } });
        await audio.arrayBuffer();
        elapsed = performance.now() - start;
      }
    }
  }
  return elapsed;
}

async function measureServer(texts: string[], threads: number) {
  const database = await createTestDatabase();
  const app = await buildTestApp(database.db, {
    env: { TTS_CONCURRENCY: String(threads), DATA_DIR: await tempDir() },
  });
  try {
    const user = await signUp(app, { name: 'Bench' });
    await database.db.update(profiles).set({ isPremium: true }).where(eq(profiles.id, user.id));
    await setCredits(database.db, { userId: user.id, total: 1_000_000 });
    const sessionOf = async (text: string) => {
      const session = await createAiSession(
        database.db,
        user.id,
        { spreadType: 'yearly', person: { name: 'Bench', birthdate: '1990-02-28' } },
        'Bench',
      );
      await setReadingText(database.db, session.id, text);
      return session.id;
    };
    // Listening warms the voice; the cold figure is the first narration right after the start.
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const cold = await firstPlayableChunk(base, user.cookie, await sessionOf(texts[0] ?? ''));
    const warm: number[] = [];
    for (let run = 0; run < WARM_RUNS; run++) {
      warm.push(
        await firstPlayableChunk(base, user.cookie, await sessionOf(texts[run % texts.length] ?? '')),
      );
    }

    const delay = monitorEventLoopDelay({ resolution: 1 });
    const sessions = await Promise.all(texts.slice(0, 4).map(sessionOf));
    delay.enable();
    await Promise.all(sessions.map((sessionId) => firstPlayableChunk(base, user.cookie, sessionId)));
    delay.disable();
    return { firstChunkMs: { cold, median: median(warm) }, eventLoopP99Ms: delay.percentile(99) / 1e6 };
  } finally {
    await app.close();
    await database.close();
  }
}

async function tempDir(): Promise<string> {
  const { mkdtemp } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  return mkdtemp(join(tmpdir(), 'cardology-narration-bench-'));
}

export async function runNarrationBench(): Promise<NarrationFigures> {
  const threads = defaultVoiceThreads();
  const texts = await interpretations();
  const throughput = await measureThroughput(texts, threads);
  const server = await measureServer(texts, threads);
  const figures = { threads, ...throughput, ...server, load: loadavg()[0] ?? 0 };
  print(figures, texts);
  return figures;
}

function print(f: NarrationFigures, texts: string[]): void {
  const characters = texts.reduce((sum, text) => sum + text.length, 0);
  console.log(
    `Narration, offline voice (eSpeak-NG + lamejs MP3; ${f.threads} worker threads on ${availableParallelism()} cores; ${texts.length} offline interpretations, ${characters} characters)`,
  );
  console.log(
    `  throughput                 ${f.realTimeFactor.toFixed(1)}× real time (${f.audioSeconds.toFixed(1)} s of audio in ${f.wallSeconds.toFixed(2)} s; ${f.perCpuSecond.toFixed(1)} s of audio per CPU second)   goal ≥ 20×`,
  );
  console.log(
    `  first playable chunk       ${f.firstChunkMs.median.toFixed(0)} ms median of ${WARM_RUNS} (cold, just after start: ${f.firstChunkMs.cold.toFixed(0)} ms)   goal ≤ 1500 ms`,
  );
  console.log(
    `  event-loop delay p99       ${f.eventLoopP99Ms.toFixed(1)} ms while 4 narrations run   goal < 20 ms`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await runNarrationBench();
}
