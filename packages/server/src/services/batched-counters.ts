import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.js';
import { type CounterState, countHits } from './rate-counters.js';

/** How stale one process's view of the shared count may get (docs/decisions/023-abuse-limits.md). */
export const COUNTER_SYNC_MS = 1_000;

/** Addresses one process remembers at once; the least recently seen are forgotten (and re-read) first. */
const MAX_KEYS = 50_000;

type Entry = {
  /** The shared count as the database last returned it (this process's synced hits included). */
  shared: number;
  /** Hits counted here since, not yet added to the database. */
  pending: number;
  resetAt: number;
  syncedAt: number;
  syncing: boolean;
};

export type BatchedCounter = {
  /** Counts one hit on `key` and returns the count as this process knows it, and the window's end. */
  hit(key: string, windowMs: number, now: number): Promise<CounterState>;
};

/**
 * Fixed-window counters shared through the rate_counters table without a database write per hit: a
 * process counts hits in memory and adds them to the table at the first hit of a window and then at
 * most once per COUNTER_SYNC_MS per key, learning the other processes' hits in the same statement. A
 * request that syncs waits for it; the others are counted without waiting. So one process sees the
 * other processes' hits at most COUNTER_SYNC_MS late, and hits made in the last COUNTER_SYNC_MS before
 * a process stops are lost; both are far below a limit counted per minute.
 */
export function createBatchedCounter(db: Db, syncMs = COUNTER_SYNC_MS): BatchedCounter {
  const entries = new LRUCache<string, Entry>({ max: MAX_KEYS });

  async function sync(key: string, entry: Entry, windowMs: number, now: number): Promise<void> {
    const hits = entry.pending;
    entry.pending = 0;
    entry.syncing = true;
    try {
      const state = await countHits(db, key, hits, windowMs, now);
      entry.shared = state.count;
      entry.resetAt = state.resetAt;
      entry.syncedAt = now;
    } catch (error) {
      entry.pending += hits; // counted again at the next sync
      throw error;
    } finally {
      entry.syncing = false;
    }
  }

  return {
    async hit(key, windowMs, now) {
      let entry = entries.get(key);
      if (!entry || now >= entry.resetAt) {
        // A window this process has not seen: learn the shared count before deciding.
        entry = { shared: 0, pending: 0, resetAt: now + windowMs, syncedAt: 0, syncing: false };
        entries.set(key, entry);
      }
      entry.pending += 1;
      if (!entry.syncing && now - entry.syncedAt >= syncMs) await sync(key, entry, windowMs, now);
      return { count: entry.shared + entry.pending, resetAt: entry.resetAt };
    },
  };
}
