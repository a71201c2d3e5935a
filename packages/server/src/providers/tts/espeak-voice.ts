import { availableParallelism } from 'node:os';
import type { Language } from '@cardology/contract/languages';
import { Piscina } from 'piscina';
import { cuesFromDurations } from './captions.js';
import type { EspeakResult, EspeakTask } from './espeak-worker.js';
import { readMp3 } from './mp3.js';
import { type SpokenChunk, type Voice, VoiceError } from './voice.js';

export type EspeakOptions = {
  /** An eSpeak-NG voice name, e.g. `en-us`. */
  voice: string;
  /** Worker threads; at most this many chunks are synthesized at once. */
  threads: number;
  /** Speaking rate in words per minute (eSpeak's default is 175). */
  wordsPerMinute?: number;
};

/**
 * eSpeak-NG's voice for each translated language, from the voices the npm package's data carries
 * (espeak-ng.data holds lang/roa/es, es-419, pt, pt-BR, lang/zle/ru and their dictionaries). Latin American Spanish
 * for the larger share of Spanish readers; Brazil's Portuguese, as the app writes it. English keeps the
 * configured voice (TTS_VOICE).
 */
const ESPEAK_VOICES: Readonly<Record<Exclude<Language, 'en'>, string>> = {
  es: 'es-419',
  'pt-BR': 'pt-br',
  ru: 'ru',
};

/** Worker threads by default: one per core, at least two so a long chunk never holds up a short one. */
export const defaultVoiceThreads = () => Math.min(8, Math.max(2, availableParallelism()));

/**
 * The worker module: the compiled .js next to this file, or, when the server runs from its TypeScript
 * sources (tests, `npm run dev`), the .ts loaded through tsx.
 */
function workerModule(): { filename: string; execArgv: string[] } {
  const fromSources = import.meta.url.endsWith('.ts');
  const file = new URL(fromSources ? './espeak-worker.ts' : './espeak-worker.js', import.meta.url);
  return { filename: file.href, execArgv: fromSources ? ['--import', 'tsx'] : [] };
}

/**
 * The offline voice: eSpeak-NG (compiled with Emscripten, from npm) in a piscina pool of worker
 * threads, MP3 by lamejs. Captions are exact: each sentence is synthesized on its own and its sample
 * count is its cue's length. The pool starts on the first use (warm() at server start, or the first
 * narration) and keeps its threads, each with the engine loaded, until close().
 */
export function createEspeakVoice(options: EspeakOptions): Voice {
  let pool: Piscina<EspeakTask, EspeakResult> | undefined;
  const poolOf = () => {
    pool ??= new Piscina<EspeakTask, EspeakResult>({
      ...workerModule(),
      minThreads: options.threads,
      maxThreads: options.threads,
    });
    return pool;
  };
  const task = (sentences: readonly string[], language: Language = 'en'): EspeakTask => ({
    sentences,
    voice: language === 'en' ? options.voice : ESPEAK_VOICES[language],
    wordsPerMinute: options.wordsPerMinute ?? 175,
  });

  return {
    async speak(sentences, signal, language): Promise<SpokenChunk> {
      let result: EspeakResult;
      try {
        result = await poolOf().run(task(sentences, language), signal ? { signal } : {});
      } catch (error) {
        throw new VoiceError(`eSpeak-NG failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      const audio = new Uint8Array(result.mp3.buffer, result.mp3.byteOffset, result.mp3.byteLength);
      const mp3 = readMp3(audio);
      if (!mp3) throw new VoiceError('eSpeak-NG produced no MP3 frames');
      const seconds = result.sentenceSamples.map((samples) => samples / result.sampleRate);
      return { audio, cues: cuesFromDurations(sentences, seconds), duration: mp3.duration };
    },
    async warm() {
      // One short task per thread, all at once, so each thread loads the engine.
      const tasks = Array.from({ length: options.threads }, () => poolOf().run(task(['Ready.'])));
      await Promise.all(tasks);
    },
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
