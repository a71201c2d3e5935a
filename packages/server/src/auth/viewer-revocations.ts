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
export const VIEWER_CHANNEL = 'cardology_viewer';
/** application_name of the listening connection, so an operator (or a test) can find it in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'cardology-viewer-listener';

/** Backoff between reconnection attempts of the listener: doubling from `firstMs` up to `maxMs`. */
export type ReconnectBackoff = { firstMs: number; maxMs: number };
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
  /** The connection being opened or in use; events of an older one are ignored. */
  let current: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let delayMs = backoff.firstMs;
  let retry: NodeJS.Timeout | undefined;

  const lost = (client: pg.Client, error?: unknown) => {
    if (client !== current) return;
    current = null;
    // Every failed attempt is logged: a handful in the first seconds, then one per backoff.maxMs.
    log.warn(
      { err: error, retryInMs: delayMs },
      'viewer revocations: not listening; every session is looked up until the listener is back',
    );
    listening = false;
    forget.run(EVERYONE);
    client.end().catch(() => {});
    if (closed) return;
    retry = setTimeout(connect, delayMs);
    retry.unref();
    delayMs = Math.min(delayMs * 2, backoff.maxMs);
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const client = listenerClient(url, applicationName, forget.run, lost);
    current = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${VIEWER_CHANNEL}`);
    } catch (error) {
      lost(client, error);
      return;
    }
    if (client !== current) return;
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    // What was remembered before now may have missed a notification: start afresh, then trust again.
    forget.run(EVERYONE);
    listening = true;
    delayMs = backoff.firstMs;
  }

  void connect();

  return {
    publish: publisher(db, log, forget.run),
    subscribe: forget.add,
    isListening: () => listening,
    async close() {
      closed = true;
      listening = false;
      clearTimeout(retry);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}
