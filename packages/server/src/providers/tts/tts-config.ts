import { z } from 'zod';
import { defaultVoiceThreads } from './espeak-voice.js';

const DEFAULT_TTS_MODEL = 'gpt-4o-mini-tts';
const DEFAULT_OPENAI_TTS_VOICE = 'alloy';
const DEFAULT_ESPEAK_VOICE = 'en-us';
const DEFAULT_TTS_BASE_URL = 'https://api.openai.com/v1';
/** One speech call may take this long before it counts as failed. */
export const TTS_TIMEOUT_MS = 60_000;
/** A speech server a user runs (Kokoro-FastAPI and the like) checks no key, but the SDK wants one. */
const LOCAL_SERVER_KEY = 'not-needed';

/** The voice's settings, resolved (README "Configuration", docs/decisions/018-narration.md). */
export type TtsConfig = { readonly concurrency: number } & (
  | { readonly provider: 'offline'; readonly voice: string }
  | {
      readonly provider: 'openai';
      readonly apiKey: string;
      readonly model: string;
      readonly voice: string;
      readonly baseUrl: string;
    }
);

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/**
 * The voice's variables over a raw environment record (empty values already removed). With
 * TTS_PROVIDER unset, OPENAI_API_KEY or TTS_BASE_URL picks OpenAI speech, else the offline voice.
 * TTS_BASE_URL is for an OpenAI-compatible speech server (e.g. Kokoro-FastAPI), which needs no key.
 */
const ttsConfigSchema = z
  .object({
    TTS_PROVIDER: z.enum(['offline', 'openai']).optional(),
    OPENAI_API_KEY: z.string().optional(),
    TTS_MODEL: z.string().trim().min(1).default(DEFAULT_TTS_MODEL),
    TTS_VOICE: z.string().trim().min(1).optional(),
    TTS_BASE_URL: httpUrl.transform((url) => url.replace(/\/+$/, '')).optional(),
    TTS_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  })
  .transform((env, ctx): TtsConfig => {
    const concurrency = env.TTS_CONCURRENCY ?? defaultVoiceThreads();
    const provider = env.TTS_PROVIDER ?? (env.OPENAI_API_KEY || env.TTS_BASE_URL ? 'openai' : 'offline');
    if (provider === 'offline')
      return { provider, voice: env.TTS_VOICE ?? DEFAULT_ESPEAK_VOICE, concurrency };
    const baseUrl = env.TTS_BASE_URL ?? DEFAULT_TTS_BASE_URL;
    if (!env.OPENAI_API_KEY && baseUrl === DEFAULT_TTS_BASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['OPENAI_API_KEY'],
        message:
          'is required when TTS_PROVIDER is openai (unless TTS_BASE_URL points at your own speech server)',
      });
      return z.NEVER;
    }
    return {
      provider,
      apiKey: env.OPENAI_API_KEY || LOCAL_SERVER_KEY,
      model: env.TTS_MODEL,
      voice: env.TTS_VOICE ?? DEFAULT_OPENAI_TTS_VOICE,
      baseUrl,
      concurrency,
    };
  });

export class TtsConfigError extends Error {
  override readonly name = 'TtsConfigError';
}

/** The voice's settings from a raw environment; a bad variable is named (never its value). */
export function parseTtsConfig(raw: Record<string, string | undefined>): TtsConfig {
  const present = Object.fromEntries(
    Object.entries(raw).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = ttsConfigSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new TtsConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/**
 * The voice for the start line, e.g. `espeak-ng en-us (offline)` or `openai gpt-4o-mini-tts alloy`; a
 * speech server of the user's own adds its origin. Never a key, and no path or query of a URL.
 */
export function describeVoice(config: TtsConfig): string {
  if (config.provider === 'offline') return `espeak-ng ${config.voice} (offline)`;
  const custom = config.baseUrl !== DEFAULT_TTS_BASE_URL && URL.canParse(config.baseUrl);
  const at = custom ? ` at ${new URL(config.baseUrl).origin}` : '';
  return `openai ${config.model} ${config.voice}${at}`;
}
