// One worker thread of the offline voice's pool (espeak-voice.ts): eSpeak-NG compiled to WASM speaks
// each sentence, lamejs encodes the samples to MP3. It runs off the main thread, so the server's event
// loop never waits for it. Each thread loads the engine once and keeps it.
import type { Mp3Encoder } from '@breezystack/lamejs';
import type { eSpeakNGWorker } from '@echogarden/espeak-ng-emscripten';

export type EspeakTask = { sentences: readonly string[]; voice: string; wordsPerMinute: number };
/** The MP3, and how many samples each sentence took (the captions' exact timing). */
export type EspeakResult = { mp3: Uint8Array; sentenceSamples: number[]; sampleRate: number };

/** Mono speech needs little: 48 kbps at eSpeak's 22,050 Hz (MPEG-2 layer III). */
const MP3_KBPS = 48;

type Engine = { espeak: eSpeakNGWorker; Encoder: typeof Mp3Encoder };
let engine: Promise<Engine> | undefined;

/**
 * Both libraries are imported dynamically: piscina first `require`s a worker file, and when the server
 * runs from its sources (tsx) static imports would be required too, which picks lamejs's script-tag
 * build, one that exports nothing.
 */
async function importEngine(): Promise<Engine> {
  const [{ Mp3Encoder: Encoder }, { default: createEspeak }] = await Promise.all([
    import('@breezystack/lamejs'),
    import('@echogarden/espeak-ng-emscripten'),
  ]);
  const module = await createEspeak();
  return { espeak: new module.eSpeakNGWorker(), Encoder };
}

function loadEngine(): Promise<Engine> {
  engine ??= importEngine();
  return engine;
}

/** The samples of one sentence, as one array. */
function speakSentence(espeak: eSpeakNGWorker, sentence: string): Int16Array {
  const blocks: Int16Array[] = [];
  let length = 0;
  espeak.synthesize(sentence, (samples) => {
    blocks.push(samples);
    length += samples.length;
    return false;
  });
  const all = new Int16Array(length);
  blocks.reduce((offset, block) => {
    all.set(block, offset);
    return offset + block.length;
  }, 0);
  return all;
}

export default async function synthesize(task: EspeakTask): Promise<EspeakResult> {
  const { espeak, Encoder } = await loadEngine();
  if (espeak.set_voice(task.voice) !== 0) throw new Error(`eSpeak-NG has no voice "${task.voice}"`);
  espeak.set_rate(task.wordsPerMinute);
  const sampleRate = espeak.get_samplerate();
  const encoder = new Encoder(1, sampleRate, MP3_KBPS);
  const parts: Uint8Array[] = [];
  const sentenceSamples: number[] = [];
  for (const sentence of task.sentences) {
    const samples = speakSentence(espeak, sentence);
    sentenceSamples.push(samples.length);
    parts.push(encoder.encodeBuffer(samples));
  }
  parts.push(encoder.flush());
  // lamejs hands out Int8Arrays whatever its types say; the bytes are the same.
  const bytes = parts.map((part) => new Uint8Array(part.buffer, part.byteOffset, part.byteLength));
  return { mp3: Buffer.concat(bytes), sentenceSamples, sampleRate };
}
