import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../db/client.js';
import { isUserId } from '../lib/user-id.js';

/** A user id whose sessions changed, or EVERYONE when a process must forget every session it remembers. */
export type RevocationTarget = string;
export const EVERYONE: RevocationTarget = '*';

/**
 * How the processes serving one database tell each other that what they remember about a user's
 * sessions (viewer-cache.ts) is out of date: a sign-out, a deleted session, a premium, role or ban change.
 */
export type ViewerRevocations = {
  /**
   * Forgets `target` in this process at once, then tells every other process; resolves once the
   * others can hear it (PostgreSQL: the NOTIFY is committed).
   */
  publish(target: RevocationTarget): Promise<void>;
  /** `forget` runs for every revocation, from this process or another (and with EVERYONE on a reconnect). */
  subscribe(forget: (target: RevocationTarget) => void): void;
  /**
   * Whether this process hears the others right now. While it does not, a revocation elsewhere could
   * go unheard, so the viewer cache must not be trusted (viewer.ts looks every session up instead).
   */
  isListening(): boolean;
  close(): Promise<void>;
};

/** The PostgreSQL channel the processes NOTIFY and LISTEN on. */
const VIEWER_CHANNEL = 'cardology_viewer';
/** application_name of the listening connection, so an operator (or a test) can find it in pg_stat_activity. */
const LISTENER_APPLICATION_NAME = 'cardology-viewer-listener';

/** Backoff between reconnection attempts of the listener: doubling from `firstMs` up to `maxMs`. */
type ReconnectBackoff = { firstMs: number; maxMs: number };
const DEFAULT_BACKOFF: ReconnectBackoff = { firstMs: 100, maxMs: 5_000 };

function forgetters() {
  const all = new Set<(target: RevocationTarget) => void>();
  return {
    add: (forget: (target: RevocationTarget) => void) => all.add(forget),
    run: (target: RevocationTarget) => {
      for (const forget of all) forget(target);
    },
  };
}

/** One process and nobody else to tell: the embedded PGlite, which one process owns (db/data-dir-lock.ts). */
export function createLocalRevocations(): ViewerRevocations {
  const forget = forgetters();
  return {
    publish: async (target) => forget.run(target),
    subscribe: forget.add,
    isListening: () => true,
    close: async () => {},
  };
}

/** A payload another process sent: a user id, else (EVERYONE or anything unexpected) everyone. */
function targetOf(payload: string | undefined): RevocationTarget {
  return payload !== undefined && isUserId(payload) ? payload : EVERYONE;
}

export type PostgresRevocationsDeps = {
  /** DATABASE_URL: the listener needs a connection of its own, outside the pool. */
  url: string;
  /** Where NOTIFY is sent from (the pool). */
  db: Db;
  log: FastifyBaseLogger;
  backoff?: ReconnectBackoff;
  /** LISTENER_APPLICATION_NAME unless given (tests tell their listeners apart by it). */
  applicationName?: string;
};

type Forget = (target: RevocationTarget) => void;

/** Forgets in this process at once, then NOTIFYs the others through the pool. */
function publisher(db: Db, log: FastifyBaseLogger, forget: Forget): ViewerRevocations['publish'] {
  return async (target) => {
    forget(target);
    try {
      await db.execute(sql`SELECT pg_notify(${VIEWER_CHANNEL}, ${target})`);
    } catch (error) {
      // The other processes then keep what they remember for at most VIEWER_CACHE_MS.
      log.error({ err: error }, 'viewer revocations: could not notify the other processes');
    }
  };
}

/** A connection of its own (not yet connected) that forgets what it hears on VIEWER_CHANNEL; `lost` on its error or end. */
function listenerClient(
  url: string,
  applicationName: string,
  forget: Forget,
  lost: (client: pg.Client, error?: unknown) => void,
): pg.Client {
  const client = new pg.Client({
    connectionString: url,
    application_name: applicationName,
    // A dead peer is noticed by TCP too, not only when the server closes the connection.
    keepAlive: true,
  });
  client.on('notification', (message) => {
    if (message.channel === VIEWER_CHANNEL) forget(targetOf(message.payload));
  });
  client.on('error', (error) => lost(client, error));
  client.on('end', () => lost(client));
  return client;
}

/**
 * The reconnect state machine of the listening connection: which connection counts, whether it is
 * listening, whether the whole thing was closed, and the backoff before the next attempt.
 */
type Listener = {
  readonly url: string;
  readonly applicationName: string;
  readonly log: FastifyBaseLogger;
  readonly backoff: ReconnectBackoff;
  readonly forget: ReturnType<typeof forgetters>;
  /** The connection being opened or in use; events of an older one are ignored. */
  current: pg.Client | null;
  listening: boolean;
  closed: boolean;
  delayMs: number;
  retry: NodeJS.Timeout | undefined;
};

/** The listening connection failed or ended: forget everything, stop trusting the cache, try again later. */
function lost(listener: Listener, client: pg.Client, error?: unknown): void {
  if (client !== listener.current) return;
  listener.current = null;
  // Every failed attempt is logged: a handful in the first seconds, then one per backoff.maxMs.
  listener.log.warn(
    { err: error, retryInMs: listener.delayMs },
    'viewer revocations: not listening; every session is looked up until the listener is back',
  );
  listener.listening = false;
  listener.forget.run(EVERYONE);
  client.end().catch(() => {});
  if (listener.closed) return;
  listener.retry = setTimeout(() => connect(listener), listener.delayMs);
  listener.retry.unref();
  listener.delayMs = Math.min(listener.delayMs * 2, listener.backoff.maxMs);
}

/** Opens a connection and LISTENs; once it does, forgets everything (it may have missed a notification) and trusts again. */
async function connect(listener: Listener): Promise<void> {
  if (listener.closed) return;
  const client = listenerClient(
    listener.url,
    listener.applicationName,
    listener.forget.run,
    (dropped, error) => lost(listener, dropped, error),
  );
  listener.current = client;
  try {
    await client.connect();
    await client.query(`LISTEN ${VIEWER_CHANNEL}`);
  } catch (error) {
    lost(listener, client, error);
    return;
  }
  if (client !== listener.current) return;
  if (listener.closed) {
    await client.end().catch(() => {});
    return;
  }
  // What was remembered before now may have missed a notification: start afresh, then trust again.
  listener.forget.run(EVERYONE);
  listener.listening = true;
  listener.delayMs = listener.backoff.firstMs;
}

/** Stops listening for good: no retry, and the connection (if any) ended. */
async function closeListener(listener: Listener): Promise<void> {
  listener.closed = true;
  listener.listening = false;
  clearTimeout(listener.retry);
  const client = listener.current;
  listener.current = null;
  await client?.end().catch(() => {});
}

/**
 * Revocations over PostgreSQL's NOTIFY/LISTEN. Publishing is a `pg_notify` through the pool; hearing is
 * one dedicated connection in LISTEN (a pooled one would be handed back and stop listening). When that
 * connection drops, everything remembered is forgotten and the cache is bypassed until it is back
 * (reconnecting with backoff), since notifications sent meanwhile are lost; on reconnecting, everything
 * is forgotten again for the same reason.
 */
export function createPostgresRevocations({
  url,
  db,
  log,
  backoff = DEFAULT_BACKOFF,
  applicationName = LISTENER_APPLICATION_NAME,
}: PostgresRevocationsDeps): ViewerRevocations {
  const forget = forgetters();
  const listener: Listener = {
    url,
    applicationName,
    log,
    backoff,
    forget,
    current: null,
    listening: false,
    closed: false,
    delayMs: backoff.firstMs,
    retry: undefined,
  };
  void connect(listener);
  return {
    publish: publisher(db, log, forget.run),
    subscribe: forget.add,
    isListening: () => listener.listening,
    close: () => closeListener(listener),
  };
}
