import { isIP } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUDIO_USER_MAX_MB } from '@cardology/contract/audio-bounds';
import { z } from 'zod';
import type { AiConfig } from './providers/ai/ai-config.js';
import { AiConfigError, parseAiConfig } from './providers/ai/ai-config.js';
import type { TtsConfig } from './providers/tts/tts-config.js';
import { parseTtsConfig, TtsConfigError } from './providers/tts/tts-config.js';

/** The server package folder (packages/server), whichever directory the process was started from. */
const serverPackageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const integer = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/**
 * Connections one server process keeps to PostgreSQL unless DATABASE_POOL_MAX says otherwise. Under load
 * every database route waits for one: at 10, requests queued for a connection while the database had
 * time to spare (docs/decisions/025-load-and-crash-safety.md). Processes × this must stay under the
 * server's max_connections (100 by default).
 */
export const DEFAULT_DATABASE_POOL_MAX = 20;

/** An absolute http(s) URL reduced to its origin: 'https://cards.example.com/' → 'https://cards.example.com'. */
const origin = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .transform((text) => new URL(text).origin);

/** Comma-separated origins (blank entries ignored), each checked as `origin`; unset is none. */
const originList = z
  .string()
  .default('')
  .transform((text) =>
    text
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  )
  .pipe(z.array(origin));

/**
 * Fastify's trustProxy: 'true'/'false', a hop count, or a comma-separated list of proxy addresses
 * or CIDR ranges. Off by default so a client cannot choose its own address (rate limits key on it).
 */
const trustProxy = z
  .string()
  .trim()
  .transform((text, ctx): boolean | number | string[] => {
    if (text === '' || text === 'false') return false;
    if (text === 'true') return true;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    const valid = entries.every((entry) => isIP(entry.split('/')[0] ?? '') !== 0);
    if (!valid) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be true, false, a hop count or a list of proxy IPs/CIDRs',
      });
      return z.NEVER;
    }
    return entries;
  });

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    PORT: integer(0, 65_535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_URL: origin.optional(),
    TRUSTED_ORIGINS: originList,
    TRUST_PROXY: trustProxy.default(false),
    DATA_DIR: z
      .string()
      .min(1)
      .default('./data')
      .transform((dir) => resolve(process.cwd(), dir)),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    /** Connections each server process keeps to PostgreSQL (see DEFAULT_DATABASE_POOL_MAX). */
    DATABASE_POOL_MAX: integer(1, 1_000).default(DEFAULT_DATABASE_POOL_MAX),
    BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Sign-in and sign-up attempts per client address (docs/decisions/023-abuse-limits.md). */
    AUTH_RATE_LIMIT_MAX: integer(1, 1_000_000).default(20),
    AUTH_RATE_LIMIT_WINDOW_S: integer(1, 86_400).default(60),
    /** Days a session may last from sign-in, however active (docs/decisions/024-accounts.md). */
    SESSION_MAX_AGE_DAYS: integer(1, 3_650).default(90),
    /** Where password reset mails go out; unset, an admin issues reset links instead. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^/]/, 'must be an smtp:// or smtps:// URL')
      .optional(),
    /** Reset mails one address may receive per window, however many clients ask (docs/decisions/032-throttling-and-mail.md). */
    RESET_MAILS_PER_RECIPIENT: integer(1, 1_000_000).default(3),
    /** Reset requests one client address may send per window, whatever addresses it names. */
    RESET_REQUESTS_PER_CLIENT: integer(1, 1_000_000).default(10),
    RESET_MAIL_WINDOW_S: integer(1, 86_400).default(3_600),
    /** The From of those mails; `Cardology <no-reply@{PUBLIC_URL's host}>` when unset. */
    MAIL_FROM: z.string().trim().min(3).max(320).optional(),
    /** Failed sign-ins one account may take, from all addresses together, before a cooldown. */
    SIGN_IN_ACCOUNT_MAX_FAILURES: integer(1, 1_000_000).default(10),
    SIGN_IN_ACCOUNT_WINDOW_S: integer(1, 86_400).default(900),
    /** Failed password checks one known device (device cookie) may make in that window, on its own counter. */
    SIGN_IN_DEVICE_MAX_FAILURES: integer(1, 1_000_000).default(5),
    /** Requests to the app's own routes per client address. */
    API_RATE_LIMIT_MAX: integer(1, 100_000_000).default(300),
    API_RATE_LIMIT_WINDOW_S: integer(1, 86_400).default(60),
    /** Assistant interpretations a user may ask for per hour (docs/decisions/015-assistant.md). */
    AI_READINGS_PER_HOUR: integer(1, 1_000_000).default(20),
    /** Assistant chat messages a user may send per hour. */
    AI_CHAT_PER_HOUR: integer(1, 1_000_000).default(100),
    /**
     * The Web Push identity (docs/decisions/037-daily-reminders.md). Unset, a pair is generated into
     * DATA_DIR on the first start; set both when several processes do not share one DATA_DIR.
     */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)')
      .optional(),
    /** Who push services may contact: a mailto: address or an https URL; PUBLIC_URL when unset. */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: address or an https:// URL')
      .optional(),
    /** Push services besides the browsers' own the server may send to (origins, comma-separated). */
    PUSH_SERVICE_ORIGINS: originList,
    /** Hours the audio of a never-saved session is kept (docs/decisions/018-narration.md). */
    AUDIO_RETENTION_HOURS: integer(1, 24 * 365).default(24),
    /** Megabytes of audio one account may keep (docs/decisions/030-audio-bounds.md). */
    AUDIO_USER_MAX_MB: integer(1, 1_000_000).default(AUDIO_USER_MAX_MB),
    /**
     * Where narration audio lives (docs/decisions/042-audio-in-a-bucket.md): `fs` is DATA_DIR/audio (one
     * machine), `s3` a private S3-compatible bucket shared by every process. Credentials come from the AWS
     * SDK's own chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, an instance role), never this file.
     */
    AUDIO_STORAGE: z.enum(['fs', 's3']).default('fs'),
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be an S3 bucket name (3–63 lowercase letters, digits, . and -)',
      )
      .optional(),
    /** An S3-compatible server (MinIO, R2, …); unset is AWS S3 in S3_REGION. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** Path-style addressing (`endpoint/bucket/key`), which most self-hosted stores need. */
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((text) => text === 'true'),
    /** Put before every object key, so the bucket may hold other things beside the audio. */
    S3_PREFIX: z
      .string()
      .regex(/^((?!\.{1,2}\/)[A-Za-z0-9_.-]+\/)+$/, 'must be folder names each ending in /, e.g. audio/')
      .default('audio/'),
    /** The Bearer token GET /metrics asks for; unset, /metrics answers 404 (docs/decisions/039-metrics-and-shutdown.md). */
    METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Seconds a stopping server lets requests and streams under way finish before it cuts them. */
    SHUTDOWN_GRACE_S: integer(0, 600).default(10),
    WEB_DIST_DIR: z
      .string()
      .min(1)
      .default(resolve(serverPackageDir, '../web/dist'))
      .transform((dir) => resolve(process.cwd(), dir)),
  })
  .refine((env) => env.AUDIO_STORAGE !== 's3' || env.S3_BUCKET !== undefined, {
    message: 'set S3_BUCKET when AUDIO_STORAGE is s3',
    path: ['S3_BUCKET'],
  })
  .refine((env) => (env.VAPID_PUBLIC_KEY === undefined) === (env.VAPID_PRIVATE_KEY === undefined), {
    message: 'set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
    path: ['VAPID_PRIVATE_KEY'],
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    MAIL_FROM:
      env.MAIL_FROM ?? `Cardology <no-reply@${new URL(env.PUBLIC_URL ?? 'http://localhost').hostname}>`,
    // Unset means "this machine only": every loopback address of PORT is then trusted (trusted-origins.ts).
    PUBLIC_URL_SET: env.PUBLIC_URL !== undefined,
  }));

/**
 * The validated environment; `ai` is the assistant's provider settings (providers/ai/ai-config.ts),
 * `tts` the voice's (providers/tts/tts-config.ts).
 */
export type Env = z.output<typeof envSchema> & { ai: AiConfig; tts: TtsConfig };
export type RawEnv = Record<string, string | undefined>;

export class EnvError extends Error {
  override readonly name = 'EnvError';
}

/**
 * Validates a raw environment. Empty values count as unset, as in a `.env` file where a variable is
 * listed without a value.
 */
export function parseEnv(raw: RawEnv): Env {
  const present = Object.fromEntries(
    Object.entries(raw).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, ai: aiConfigOf(present), tts: ttsConfigOf(present) };
}

/** The assistant's settings; a bad one stops the start like any other variable (names, never values). */
function aiConfigOf(present: RawEnv): AiConfig {
  try {
    return parseAiConfig(present);
  } catch (error) {
    if (error instanceof AiConfigError) throw new EnvError(error.message);
    throw error;
  }
}

/** The voice's settings; a bad one stops the start like any other variable. */
function ttsConfigOf(present: RawEnv): TtsConfig {
  try {
    return parseTtsConfig(present);
  } catch (error) {
    if (error instanceof TtsConfigError) throw new EnvError(error.message);
    throw error;
  }
}

/** The process environment, validated. The only place that reads process.env. */
export function loadEnv(overrides: RawEnv = {}): Env {
  return parseEnv({ ...process.env, ...overrides });
}
