import { LRUCache } from 'lru-cache';

/** Rendered calendars kept per process, by the characters of their text (about 6 MB at PEOPLE_MAX people). */
const CACHE_MAX_CHARACTERS = 64 * 1024 * 1024;
/** A calendar's key names its day, so yesterday's are never asked for again: let them go. */
const CACHE_TTL_MS = 24 * 60 * 60 * 1000;

export interface CalendarCache {
  /** The calendar rendered for `version`, rendering it only when no render of it is kept or under way. */
  get(version: string, render: () => Promise<string>): Promise<string>;
}

/**
 * One process's rendered calendars, keyed by their version (services/calendar.ts calendarVersion: a digest of
 * the rows and the day). Nothing here needs invalidating: a change in the database makes a new version. Two
 * fetches of one version at once share one render (lru-cache's fetch), and the kept text is bounded in size.
 */
export function createCalendarCache(maxCharacters = CACHE_MAX_CHARACTERS): CalendarCache {
  const cache = new LRUCache<string, string, () => Promise<string>>({
    maxSize: maxCharacters,
    sizeCalculation: (body) => Math.max(1, body.length),
    ttl: CACHE_TTL_MS,
    fetchMethod: (_version, _stale, { context }) => context(),
  });
  return {
    async get(version, render) {
      const body = await cache.fetch(version, { context: render });
      if (body === undefined) throw new Error(`Calendar ${version} was not rendered`);
      return body;
    },
  };
}
