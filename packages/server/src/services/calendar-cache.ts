import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/** Rendered calendars kept per process, by their bytes (about 6 MB plus its two compressed forms at PEOPLE_MAX people). */
const CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** A calendar's key names its day, so yesterday's are never asked for again: let them go. */
const CACHE_TTL_MS = 24 * 60 * 60 * 1000;
/** Brotli's effort: once per change, on zlib's thread pool; 5 is within a few per cent of 11's size here, far faster. */
const BROTLI_QUALITY = 5;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** One rendered calendar as bytes, plain and compressed once, so a fetch neither encodes nor compresses it again. */
export interface RenderedCalendar {
  readonly identity: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

export interface CalendarCache {
  /** The kept calendar of `version`, or undefined: a fetch that finds it reads no person. */
  peek(version: string): RenderedCalendar | undefined;
  /** The calendar rendered for `version`, rendering it only when no render of it is kept or under way. */
  get(version: string, render: () => Promise<string>): Promise<RenderedCalendar>;
}

/** The text's bytes and their brotli and gzip forms, compressed on zlib's thread pool (not the event loop). */
async function encoded(text: string): Promise<RenderedCalendar> {
  const identity = Buffer.from(text);
  const [br, gzip] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipped(identity),
  ]);
  return { identity, br, gzip };
}

/**
 * One process's rendered calendars, keyed by their version (services/calendar.ts calendarVersion: a digest the
 * database helps compute from the rows and the day). Nothing here needs invalidating: a change in the database
 * makes a new version. Two fetches of one version at once share one render (lru-cache's fetch), and the kept
 * bytes are bounded (CACHE_MAX_BYTES, all three forms counted).
 */
export function createCalendarCache(maxBytes = CACHE_MAX_BYTES): CalendarCache {
  const cache = new LRUCache<string, RenderedCalendar, () => Promise<string>>({
    maxSize: maxBytes,
    sizeCalculation: (body) => Math.max(1, body.identity.length + body.br.length + body.gzip.length),
    ttl: CACHE_TTL_MS,
    fetchMethod: async (_version, _stale, { context }) => encoded(await context()),
  });
  return {
    peek: (version) => cache.get(version),
    async get(version, render) {
      const body = await cache.fetch(version, { context: render });
      if (body === undefined) throw new Error(`Calendar ${version} was not rendered`);
      return body;
    },
  };
}
