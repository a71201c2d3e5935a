import { createEspeakVoice } from './espeak-voice.js';
import { createOpenAiVoice } from './openai-voice.js';
import { TTS_TIMEOUT_MS, type TtsConfig } from './tts-config.js';
import type { Voice } from './voice.js';

/** The voice the configuration names (tts-config.ts). */
export function createVoice(config: TtsConfig): Voice {
  switch (config.provider) {
    case 'offline':
      return createEspeakVoice({ voice: config.voice, threads: config.concurrency });
    case 'openai':
      return createOpenAiVoice({ ...config, timeoutMs: TTS_TIMEOUT_MS });
  }
}
