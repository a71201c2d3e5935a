import { finished, Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { fetchHeaders } from '../http/fetch-bridge.js';
import { type RouteAccess, viewerMayCall } from './route-access.js';
import { VIEWER_CACHE_MS } from './viewer-cache.js';
import { EVERYONE, type RevocationTarget, type ViewerRevocations } from './viewer-revocations.js';
import type { Viewer } from './viewer-type.js';

// A stream outlives the access check that let it start: an export of tens of megabytes, a narration,
// the assistant's answer. Issue 31 found an export that went on for 6 s and a narration that finished (and
// charged) 7 s after the account was suspended. So the access of a streaming request is watched for as
// long as it streams (docs/decisions/034-suspension.md "Streams under way"):
//
// - at once when the stream begins (a change may have landed since the check, which may have been cached);
// - whenever a revocation names the user (viewer-revocations.ts: a suspension, a sign-out or deleted
//   session, a premium or role change, on any process; milliseconds), and for everyone when the listener
//   reconnects;
// - and every ACCESS_RECHECK_MS without any word, which bounds a change made in the database behind the
//   app's back as the viewer cache does (every ACCESS_RECHECK_UNHEARD_MS while this process cannot hear
//   the others).
//
// A check reads the session again, fresh (no cache), and applies the route's own rule: a valid session of
// the same user, premium for a premium route, admin for an admin route. When it fails the request's
// signal aborts: every streamed answer is then cut off (the hook below), and the producers that take the
// signal (sendNdjson's) stop their work: the model, the voice, and the narration gives its credits back.

/** How often a running stream's access is read again when no revocation said anything. */
const ACCESS_RECHECK_MS = VIEWER_CACHE_MS;
/** The same while this process does not hear the other processes' revocations (PostgreSQL listener down). */
const ACCESS_RECHECK_UNHEARD_MS = 500;

/** The request's signal that its viewer lost access; `release` once the work that watches it is over. */
export type AccessWatch = { readonly signal: AbortSignal; release(): void };

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Watches whether the signed-in viewer may still call this route, for as long as something holds the
     * watch: its signal aborts when they may not (suspended, signed out, no longer premium…). One watch
     * per request, shared by its holders; a request without a viewer gets a signal that never aborts.
     */
    watchAccess(): AccessWatch;
  }
  interface FastifyInstance {
    /** How many requests' access is being watched right now: none once their streams are over. */
    watchedStreams(): number;
  }
}

/** The reason a watch's signal aborts with: an AbortError, as a client's going away would be. */
const accessLost = () => new DOMException('The account may no longer make this request.', 'AbortError');

type Watched = {
  readonly userId: string;
  readonly stillAllowed: () => Promise<boolean>;
  readonly controller: AbortController;
  holders: number;
  timer: NodeJS.Timeout | undefined;
  checking: boolean;
  /** A revocation came during a check, which may have read the rows before it: check again after. */
  again: boolean;
  ended: boolean;
};

export type AccessWatches = ReturnType<typeof createAccessWatches>;

/** A new watch of `userId`, not yet checked. */
function newWatched(userId: string, stillAllowed: () => Promise<boolean>): Watched {
  return {
    userId,
    stillAllowed,
    controller: new AbortController(),
    holders: 0,
    timer: undefined,
    checking: false,
    again: false,
    ended: false,
  };
}

/** The running watches by user, as a revocation names them (one user, or everyone). */
function watchesByUser() {
  const byUser = new Map<string, Set<Watched>>();
  return {
    add(watched: Watched): void {
      const ofUser = byUser.get(watched.userId) ?? new Set();
      ofUser.add(watched);
      byUser.set(watched.userId, ofUser);
    },
    remove(watched: Watched): void {
      const ofUser = byUser.get(watched.userId);
      ofUser?.delete(watched);
      if (ofUser?.size === 0) byUser.delete(watched.userId);
    },
    of(target: RevocationTarget): Watched[] {
      if (target === EVERYONE) return [...byUser.values()].flatMap((watched) => [...watched]);
      return [...(byUser.get(target) ?? [])];
    },
    size: () => [...byUser.values()].reduce((count, watched) => count + watched.size, 0),
  };
}

/** One holder's handle on a shared watch: the last release ends the watch. */
function holdingOf(held: Watched, end: (watched: Watched, lost: boolean) => void): AccessWatch {
  held.holders += 1;
  let released = false;
  return {
    signal: held.controller.signal,
    release: () => {
      if (released) return;
      released = true;
      held.holders -= 1;
      if (held.holders === 0 && !held.ended) end(held, false);
    },
  };
}

type WatchDeps = { revocations: ViewerRevocations; log: FastifyBaseLogger };

/** Ends a watch: no more checks; its signal aborts when access was lost (not when its holders let go). */
function endWatch(running: ReturnType<typeof watchesByUser>, watched: Watched, lost: boolean): void {
  watched.ended = true;
  clearTimeout(watched.timer);
  running.remove(watched);
  if (lost) watched.controller.abort(accessLost());
}

/** The watches of one process, keyed by what holds them (a request), and found by user on a revocation. */
export function createAccessWatches({ revocations, log }: WatchDeps) {
  const running = watchesByUser();
  const byHolder = new WeakMap<object, Watched>();
  const end = (watched: Watched, lost: boolean) => endWatch(running, watched, lost);

  function schedule(watched: Watched): void {
    const delayMs = revocations.isListening() ? ACCESS_RECHECK_MS : ACCESS_RECHECK_UNHEARD_MS;
    watched.timer = setTimeout(() => void check(watched), delayMs);
    // A watch never keeps the process alive; the stream it watches does that.
    watched.timer.unref();
  }

  async function check(watched: Watched): Promise<void> {
    if (watched.ended) return;
    if (watched.checking) {
      watched.again = true;
      return;
    }
    watched.checking = true;
    watched.again = false;
    clearTimeout(watched.timer);
    // Not knowing is not allowing: the access check itself would answer 5xx, never let the request in.
    const allowed = await watched.stillAllowed().catch((error: unknown) => {
      log.warn({ err: error }, 'stream access: could not read the session again; stopping the stream');
      return false;
    });
    watched.checking = false;
    if (watched.ended) return;
    if (!allowed) return end(watched, true);
    if (watched.again) return check(watched);
    schedule(watched);
  }

  revocations.subscribe((target) => {
    for (const watched of running.of(target)) void check(watched);
  });

  return {
    /** The holder's watch of `userId` (started on first use), held until the returned `release`. */
    watch(holder: object, userId: string, stillAllowed: () => Promise<boolean>): AccessWatch {
      let watched = byHolder.get(holder);
      if (!watched) {
        watched = newWatched(userId, stillAllowed);
        running.add(watched);
        void check(watched);
        byHolder.set(holder, watched);
      }
      return holdingOf(watched, end);
    },
    /** How many watches run. */
    size: running.size,
    /** Ends every watch (the app closes); their signals do not abort. */
    close(): void {
      for (const watched of running.of(EVERYONE)) end(watched, false);
    },
  };
}

const NEVER: AccessWatch = { signal: new AbortController().signal, release: () => {} };

/**
 * `request.watchAccess()`, and the hook that cuts off every streamed answer of a signed-in request once its
 * viewer loses access. `readViewer` reads a session again from the request's headers, fresh.
 */
export function registerAccessWatch(
  app: FastifyInstance,
  {
    revocations,
    readViewer,
  }: { revocations: ViewerRevocations; readViewer: (headers: Headers) => Promise<Viewer | null> },
): AccessWatches {
  const watches = createAccessWatches({ revocations, log: app.log });
  app.addHook('onClose', async () => watches.close());
  app.decorate('watchedStreams', () => watches.size());

  app.decorateRequest('watchAccess', function watchAccess(this: FastifyRequest): AccessWatch {
    const viewer = this.viewerOrNull;
    if (!viewer) return NEVER;
    const headers = fetchHeaders(this);
    const access = (this.routeOptions.config.access ?? 'user') as RouteAccess;
    return watches.watch(this, viewer.id, async () => {
      const now = await readViewer(headers);
      return now !== null && now.id === viewer.id && viewerMayCall(now, access);
    });
  });

  // Every streamed answer of a signed-in request, whatever produces it (the exports, sendNdjson's lines,
  // a stored audio file): no byte more once its viewer lost access. The connection is destroyed rather
  // than ended, so a download shows as failed instead of a file that looks whole but is not.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!(payload instanceof Readable) || !request.viewerOrNull) return payload;
    const watch = request.watchAccess();
    const cutOff = () => {
      payload.destroy();
      reply.raw.destroy();
    };
    watch.signal.addEventListener('abort', cutOff, { once: true });
    finished(reply.raw, () => {
      watch.signal.removeEventListener('abort', cutOff);
      watch.release();
    });
    return payload;
  });
  return watches;
}
