/**
 * Assistant benchmark: time to first byte and to last byte of an interpretation, through the provider
 * interface, for the offline interpreter and for the real Gemini and OpenAI SDKs talking to the local fake
 * servers of the tests (packages/server/test/ai). The fakes answer at once, so the model figures are the
 * layer's own cost (SDK, SSE parsing, prompt building, the guard), not a model's. Figures are printed,
 * never asserted.
 *
 * Run alone: node --conditions=source --import tsx bench/ai-bench.ts
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { AiProvider } from '../packages/server/src/providers/ai/ai-provider.js';
import { createGeminiProvider } from '../packages/server/src/providers/ai/gemini-provider.js';
import { createOfflineProvider } from '../packages/server/src/providers/ai/offline-provider.js';
import { createOpenAiProvider } from '../packages/server/src/providers/ai/openai-provider.js';
import { readingContext } from '../packages/server/test/ai/contexts.js';
import { startFakeGeminiServer } from '../packages/server/test/ai/fake-gemini-server.js';
import { startFakeOpenAiServer } from '../packages/server/test/ai/fake-openai-server.js';
import type { FakeServer } from '../packages/server/test/ai/fake-sse-server.js';

export interface AiFigure {
  name: string;
  /** Median milliseconds from the call to the first delta. */
  firstByteMs: number;
  /** Median milliseconds from the call to the end of the stream. */
  lastByteMs: number;
  deltas: number;
  characters: number;
}

export interface AiBenchOptions {
  /** Measured runs per target (after two warm-up runs). */
  runs?: number;
}

const KEY = 'bench-key';
const TIMEOUT_MS = 30_000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

async function measure(name: string, provider: AiProvider, runs: number): Promise<AiFigure> {
  // Different people, so the offline figures are not one cached text.
  const contexts = ['02/28/1990', '07/04/1982', '11/03/1975', '05/17/2001'].map((birthdate) =>
    readingContext('yearly', birthdate, 'Bench', 30),
  );
  const first: number[] = [];
  const last: number[] = [];
  let deltas = 0;
  let characters = 0;
  for (let run = -2; run < runs; run++) {
    const context = contexts[(run + 2) % contexts.length] ?? contexts[0];
    if (!context) throw new Error('no context');
    const start = performance.now();
    let firstAt = 0;
    deltas = 0;
    characters = 0;
    for await (const delta of provider.interpret(context)) {
      if (deltas === 0) firstAt = performance.now();
      deltas++;
      characters += delta.length;
    }
    if (run < 0) continue;
    first.push(firstAt - start);
    last.push(performance.now() - start);
  }
  return { name, firstByteMs: median(first), lastByteMs: median(last), deltas, characters };
}

/** A model-like answer: about 3,000 characters in 120 deltas of a few words. */
function fakeAnswer(): string[] {
  return Array.from({ length: 120 }, (_, i) => `word${i} of the answer, `);
}

export async function runAiBench(options: AiBenchOptions = {}): Promise<AiFigure[]> {
  const runs = options.runs ?? 20;
  const gemini: FakeServer = await startFakeGeminiServer(KEY);
  const openai: FakeServer = await startFakeOpenAiServer(KEY);
  try {
    gemini.behave({ kind: 'stream', deltas: fakeAnswer() });
    openai.behave({ kind: 'stream', deltas: fakeAnswer() });
    const figures = [
      await measure('offline interpreter', createOfflineProvider({ timeoutMs: TIMEOUT_MS }), runs),
      await measure(
        'Gemini SDK → local fake server',
        createGeminiProvider({
          apiKey: KEY,
          model: 'gemini-bench',
          timeoutMs: TIMEOUT_MS,
          baseUrl: gemini.origin,
        }),
        runs,
      ),
      await measure(
        'OpenAI SDK → local fake server',
        createOpenAiProvider({
          apiKey: KEY,
          model: 'bench',
          timeoutMs: TIMEOUT_MS,
          baseUrl: `${openai.origin}/v1`,
        }),
        runs,
      ),
    ];
    print(figures, runs);
    return figures;
  } finally {
    await gemini.close();
    await openai.close();
  }
}

function print(figures: AiFigure[], runs: number): void {
  const width = Math.max(...figures.map((f) => f.name.length));
  console.log(
    `Assistant (interpretation of a yearly reading; median of ${runs} runs; fake servers on 127.0.0.1)`,
  );
  console.log(
    `  ${'provider'.padEnd(width)}  ${'first byte ms'.padStart(13)}  ${'last byte ms'.padStart(12)}  ${'deltas'.padStart(6)}  ${'chars'.padStart(6)}`,
  );
  for (const f of figures) {
    console.log(
      `  ${f.name.padEnd(width)}  ${f.firstByteMs.toFixed(2).padStart(13)}  ${f.lastByteMs.toFixed(2).padStart(12)}  ${String(f.deltas).padStart(6)}  ${String(f.characters).padStart(6)}`,
    );
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await runAiBench();
}
