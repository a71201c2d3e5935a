// The few members of the eSpeak-NG WASM build (it ships no types) that espeak-worker.ts uses.
declare module '@echogarden/espeak-ng-emscripten' {
  export type EspeakEvent = { type: string; audio_position: number; text_position: number };
  export class eSpeakNGWorker {
    set_voice(name: string): number;
    set_rate(wordsPerMinute: number): number;
    get_samplerate(): number;
    /** Calls back with each block of 16-bit samples; returning true stops the synthesis. */
    synthesize(text: string, onAudio: (samples: Int16Array, events: EspeakEvent[]) => boolean): number;
  }
  export type EspeakModule = { eSpeakNGWorker: typeof eSpeakNGWorker };
  export default function createModule(): Promise<EspeakModule>;
}
