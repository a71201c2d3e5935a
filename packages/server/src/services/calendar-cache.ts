import { createPrecompressedCache, type PrecompressedCache } from '../http/precompressed.js';

/** Rendered calendars kept per process, by their bytes (about 6 MB plus its two compressed forms at PEOPLE_MAX people). */
const CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** A calendar's key names its day, so yesterday's are never asked for again: let them go. */
const CACHE_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * One process's rendered calendars, keyed by their version (services/calendar.ts calendarVersion: a digest the
 * database helps compute from the rows and the day). Nothing here needs invalidating: a change in the database
 * makes a new version. Two fetches of one version at once share one render, and the kept bytes are bounded
 * (CACHE_MAX_BYTES, all three forms counted).
 */
export const createCalendarCache = (): PrecompressedCache =>
  createPrecompressedCache({ maxBytes: CACHE_MAX_BYTES, ttlMs: CACHE_TTL_MS });
