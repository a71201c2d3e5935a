import type { Result } from '@cardology/engine/result';
import { httpError } from '../http/errors.js';

/** Readings remembered per reading route; at ~15 kB of JSON each, at most ~4 MB a route. */
export const READING_CACHE_ENTRIES = 256;

/**
 * The most recently served readings of one route, keyed by the normalised input (e.g. ISO birthdate
 * and age). A reading is a pure function of its input, so a remembered one is always right. Each is
 * deep-frozen when stored, which lets the response serializer (http/json-serializer.ts) keep its
 * bytes for as long as the reading stays here; an evicted reading takes its bytes with it.
 */
export class ReadingCache<T extends object> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly maxEntries = READING_CACHE_ENTRIES) {}

  /** The reading for `key`, computed by `read` when not remembered; an engine error becomes a 400. */
  get(key: string, read: () => Result<T>): T {
    const known = this.entries.get(key);
    if (known) {
      // Most recently used last: Maps iterate in insertion order, so the first key is the oldest.
      this.entries.delete(key);
      this.entries.set(key, known);
      return known;
    }
    const result = read();
    if (!result.ok) throw httpError(400, result.error);
    const reading = deepFreeze(result.value);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, reading);
    return reading;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Freezes a value and everything in it (the engine's shared parts are frozen already and skipped). */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
