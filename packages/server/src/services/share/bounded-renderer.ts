import { LRUCache } from 'lru-cache';
import type { ShareContent } from './layout.js';
import type { ShareRenderer } from './renderer.js';

/**
 * Pictures being made or waiting for a thread, per process. Two threads make about ten a second, so the
 * last of these waits about a second; past it a request is refused at once (503) instead of queueing
 * without end, which would hold each waiting request's memory and answer it long after its user left.
 */
export const SHARE_RENDERS_WAITING_MAX = 16;
/** Pictures kept, by their bytes (one is 30–120 kB): a day's pictures of a few hundred users. */
const CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** A picture's content names its day, so one is not asked for long after. */
const CACHE_TTL_MS = 60 * 60 * 1000;

/** Thrown when SHARE_RENDERS_WAITING_MAX pictures are already being made. */
export class ShareBusyError extends Error {
  override readonly name = 'ShareBusyError';
}

/**
 * The renderer, with a memory of pictures made and a bound on those being made. A picture is a pure
 * function of its content (date, cards, first name: services/share/content.ts), so the content is the key
 * and nothing needs invalidating; the same picture asked at once is made once (lru-cache's fetch).
 */
export function boundedShareRenderer(
  render: ShareRenderer,
  waitingMax = SHARE_RENDERS_WAITING_MAX,
): ShareRenderer {
  let making = 0;
  const made = new LRUCache<string, Uint8Array, ShareContent>({
    maxSize: CACHE_MAX_BYTES,
    sizeCalculation: (png) => Math.max(1, png.byteLength),
    ttl: CACHE_TTL_MS,
    fetchMethod: async (_key, _stale, { context }) => {
      if (making >= waitingMax) throw new ShareBusyError('share renderer busy');
      making += 1;
      try {
        return await render(context);
      } finally {
        making -= 1;
      }
    },
  });
  return async (content) => {
    const png = await made.fetch(JSON.stringify(content), { context: content });
    if (!png) throw new Error('share picture was not made');
    return png;
  };
}
