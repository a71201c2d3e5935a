import type { Env } from './env.js';

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
  if (!env.DATABASE_URL) return [{ label: 'data in', value: `${env.DATA_DIR} (PGlite)` }];
  return [
    { label: 'data in', value: env.DATA_DIR },
    { label: 'database', value: `${maskDatabaseUrl(env.DATABASE_URL)} (PostgreSQL)` },
  ];
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
