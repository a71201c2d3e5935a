import { z } from 'zod';

export const DEFAULT_GEMINI_MODEL = 'gemini-2.5-flash';
export const DEFAULT_OPENAI_MODEL = 'gpt-4.1-mini';
export const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1';
export const DEFAULT_AI_TIMEOUT_MS = 60_000;
/** OpenAI-compatible local servers (Ollama, LM Studio, vLLM, llama.cpp) want no key, but the SDK wants one. */
const LOCAL_SERVER_KEY = 'not-needed';

/** The assistant's settings, resolved: which provider, and what it needs. */
export type AiConfig =
  | { readonly provider: 'offline'; readonly timeoutMs: number }
  | {
      readonly provider: 'gemini';
      readonly apiKey: string;
      readonly model: string;
      readonly baseUrl?: string | undefined;
      readonly timeoutMs: number;
    }
  | {
      readonly provider: 'openai';
      readonly apiKey: string;
      readonly model: string;
      readonly baseUrl: string;
      readonly timeoutMs: number;
    };

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/**
 * The assistant's variables over a raw environment record (docs/architecture.md "AI and audio"). With
 * AI_PROVIDER unset, a Gemini key picks Gemini, else an OpenAI key picks OpenAI, else the offline
 * interpreter. A chosen provider without its key is an error naming the variable (the value is never
 * echoed). An OPENAI_BASE_URL other than OpenAI's needs no key: local servers do not check one.
 */
const aiConfigSchema = z
  .object({
    AI_PROVIDER: z.enum(['offline', 'gemini', 'openai']).optional(),
    GEMINI_API_KEY: z.string().optional(),
    GEMINI_MODEL: z.string().trim().min(1).default(DEFAULT_GEMINI_MODEL),
    GEMINI_BASE_URL: httpUrl.optional(),
    OPENAI_API_KEY: z.string().optional(),
    OPENAI_MODEL: z.string().trim().min(1).default(DEFAULT_OPENAI_MODEL),
    OPENAI_BASE_URL: httpUrl.default(DEFAULT_OPENAI_BASE_URL).transform((url) => url.replace(/\/+$/, '')),
    AI_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(DEFAULT_AI_TIMEOUT_MS),
  })
  .transform((env, ctx): AiConfig => {
    const provider =
      env.AI_PROVIDER ?? (env.GEMINI_API_KEY ? 'gemini' : env.OPENAI_API_KEY ? 'openai' : 'offline');
    const timeoutMs = env.AI_TIMEOUT_MS;
    if (provider === 'gemini') {
      if (!env.GEMINI_API_KEY) {
        ctx.addIssue({
          code: 'custom',
          path: ['GEMINI_API_KEY'],
          message: 'is required when AI_PROVIDER is gemini',
        });
        return z.NEVER;
      }
      return {
        provider,
        apiKey: env.GEMINI_API_KEY,
        model: env.GEMINI_MODEL,
        baseUrl: env.GEMINI_BASE_URL,
        timeoutMs,
      };
    }
    if (provider === 'openai') {
      const local = env.OPENAI_BASE_URL !== DEFAULT_OPENAI_BASE_URL;
      if (!env.OPENAI_API_KEY && !local) {
        ctx.addIssue({
          code: 'custom',
          path: ['OPENAI_API_KEY'],
          message: 'is required when AI_PROVIDER is openai (unless OPENAI_BASE_URL points at a local server)',
        });
        return z.NEVER;
      }
      return {
        provider,
        apiKey: env.OPENAI_API_KEY || LOCAL_SERVER_KEY,
        model: env.OPENAI_MODEL,
        baseUrl: env.OPENAI_BASE_URL,
        timeoutMs,
      };
    }
    return { provider: 'offline', timeoutMs };
  });

export class AiConfigError extends Error {
  override readonly name = 'AiConfigError';
}

/**
 * The assistant's settings from a raw environment; empty values count as unset (as env.ts treats them).
 * Throws an AiConfigError listing each bad variable by name, in env.ts's format.
 */
export function parseAiConfig(raw: Record<string, string | undefined>): AiConfig {
  const present = Object.fromEntries(
    Object.entries(raw).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = aiConfigSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new AiConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
