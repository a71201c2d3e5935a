import { deepFreeze } from '@cardology/engine/deep-freeze';
import type { Result } from '@cardology/engine/result';
import { LRUCache } from 'lru-cache';
import { valueOr400 } from './engine-result.js';

/** Readings remembered per reading route and language; at ~15 kB of JSON each, at most ~4 MB a route and language. */
const READING_CACHE_ENTRIES = 256;

/**
 * The most recently served readings of one route in one language (least recently used out first; services/readings.ts
 * keeps one per language), keyed by the normalised input (e.g. ISO birthdate and age). A reading is a pure function of its input, so a
 * remembered one is always right. A reading asked for again is deep-frozen: the response serializer
 * (http/json-serializer.ts) keeps the bytes of frozen objects only, so from then on it is answered with
 * bytes already made, for as long as it stays here; an evicted reading takes its bytes with it. Nothing
 * changes a reading once built (routes only return it), so serving one unfrozen first is safe.
 */
export class ReadingCache<T extends object> {
  private readonly entries: LRUCache<string, T>;

  constructor(maxEntries = READING_CACHE_ENTRIES) {
    this.entries = new LRUCache({ max: maxEntries });
  }

  /** The reading for `key`, computed by `read` when not remembered; an engine error becomes a 400. */
  get(key: string, read: () => Result<T>): T {
    const known = this.entries.get(key);
    // Frozen on its second request, not its first: freezing a reading and keeping its bytes costs
    // several times what writing it once does, and most readings are asked for once.
    if (known) return deepFreeze(known);
    const reading = valueOr400(read());
    this.entries.set(key, reading);
    return reading;
  }

  get size(): number {
    return this.entries.size;
  }
}
