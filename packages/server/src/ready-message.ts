import type { Env } from './env.js';
import type { AiConfig } from './providers/ai/ai-config.js';
import { DEFAULT_OPENAI_BASE_URL } from './providers/ai/ai-config.js';
import { describeVoice } from './providers/tts/tts-config.js';

/** One fact in the start line, printed as `label value` (e.g. `data in /srv/cardology/data`). */
export type ReadyPart = { label: string; value: string };

/** The address to open: PUBLIC_URL when set, else localhost on the port actually listened on. */
export function readyUrl(env: Env, listeningPort: number): string {
  return env.PUBLIC_URL_SET ? env.PUBLIC_URL : `http://localhost:${listeningPort}`;
}

/**
 * What the start line reports after the address: where the data lives and which database holds it.
 * Each further thing a newcomer needs to see at start (the active AI and voice providers) is one
 * more part here.
 */
export function readyParts(env: Env): ReadyPart[] {
  const providers = [
    { label: 'assistant', value: describeAssistant(env.ai) },
    { label: 'voice', value: describeVoice(env.tts) },
    ...audioPart(env),
  ];
  if (!env.DATABASE_URL) return [{ label: 'data in', value: `${env.DATA_DIR} (PGlite)` }, ...providers];
  return [
    { label: 'data in', value: env.DATA_DIR },
    { label: 'database', value: `${maskDatabaseUrl(env.DATABASE_URL)} (PostgreSQL)` },
    ...providers,
  ];
}

/** With AUDIO_STORAGE=s3, where the audio goes: the bucket, its prefix and the server's origin (no user info, no key). */
function audioPart(env: Env): ReadyPart[] {
  if (env.AUDIO_STORAGE !== 's3') return [];
  const at = env.S3_ENDPOINT && URL.canParse(env.S3_ENDPOINT) ? ` at ${new URL(env.S3_ENDPOINT).origin}` : '';
  return [{ label: 'audio in', value: `s3://${env.S3_BUCKET}/${env.S3_PREFIX}${at}` }];
}

/**
 * The active AI provider and model, e.g. `gemini gemini-2.5-flash`; an OpenAI-compatible server other
 * than OpenAI's adds its origin (`openai llama3.1 at http://localhost:11434`). Never a key, and no path,
 * query or user info of a URL.
 */
function describeAssistant(ai: AiConfig): string {
  if (ai.provider === 'offline') return 'offline (built-in interpreter)';
  const custom = ai.provider === 'openai' ? ai.baseUrl !== DEFAULT_OPENAI_BASE_URL : ai.baseUrl !== undefined;
  const at = custom && ai.baseUrl && URL.canParse(ai.baseUrl) ? ` at ${new URL(ai.baseUrl).origin}` : '';
  return `${ai.provider} ${ai.model}${at}`;
}

/** The one line printed once the server listens, e.g. `Cardology is ready at http://localhost:3000 — data in /srv/data (PGlite)`. */
export function readyMessage(url: string, parts: readonly ReadyPart[]): string {
  const facts = parts.map(({ label, value }) => `${label} ${value}`).join(', ');
  return facts === '' ? `Cardology is ready at ${url}` : `Cardology is ready at ${url} — ${facts}`;
}

/**
 * A PostgreSQL URL fit for a log: the password replaced by ***, and no query string (libpq also
 * takes `password` and `sslpassword` there). A URL that does not parse is not echoed at all.
 */
export function maskDatabaseUrl(text: string): string {
  if (!URL.canParse(text)) return '(unreadable URL, not shown)';
  const url = new URL(text);
  if (url.password !== '') url.password = '***';
  url.search = '';
  url.hash = '';
  return url.toString();
}
