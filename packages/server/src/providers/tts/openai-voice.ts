import OpenAI from 'openai';
import { proportionalCues } from './captions.js';
import { readMp3 } from './mp3.js';
import { type SpokenChunk, type Voice, VoiceError } from './voice.js';

export type OpenAiVoiceOptions = {
  readonly apiKey: string;
  readonly model: string;
  readonly voice: string;
  /** OpenAI's API, or an OpenAI-compatible speech server (Kokoro-FastAPI), ending in /v1. */
  readonly baseUrl: string;
  readonly timeoutMs: number;
};

/**
 * OpenAI speech (`POST /v1/audio/speech`) through the openai SDK, or any server speaking the same. The
 * API reports no timing, so captions are shared out in proportion to each sentence's characters.
 */
export function createOpenAiVoice(options: OpenAiVoiceOptions): Voice {
  // No retries, no SDK logging: as in the assistant's provider, a failure is reported at once.
  const client = new OpenAI({
    logLevel: 'off',
    apiKey: options.apiKey,
    baseURL: options.baseUrl,
    maxRetries: 0,
    timeout: options.timeoutMs,
  });

  return {
    async speak(sentences, signal): Promise<SpokenChunk> {
      let audio: Uint8Array;
      try {
        const response = await client.audio.speech.create(
          { model: options.model, voice: options.voice, input: sentences.join(' '), response_format: 'mp3' },
          signal ? { signal } : {},
        );
        audio = new Uint8Array(await response.arrayBuffer());
      } catch (error) {
        throw new VoiceError(
          `speech request failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      const mp3 = readMp3(audio);
      if (!mp3) throw new VoiceError('the speech server answered with something that is not an MP3');
      return { audio, cues: proportionalCues(sentences, mp3.duration), duration: mp3.duration };
    },
    async warm() {},
    async close() {},
  };
}
