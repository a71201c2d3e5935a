import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createAccessWatches } from '../src/auth/access-watch.js';
import { createLocalRevocations, EVERYONE } from '../src/auth/viewer-revocations.js';

// The watch behind every stream's "may this account still call the route" (auth/access-watch.ts, decision 034
// "Streams under way"), without the app: when it reads the session again and what it does with the answer.
// test/suspension-streams.test.ts drives it through the HTTP app.

/** Only `warn` is used: when a session cannot be read. */
const log = { warn: () => {} } as unknown as FastifyBaseLogger;

/** A session read the test answers by hand, one answer per read, in order. */
function manualReads() {
  const pending: ((allowed: boolean) => void)[] = [];
  let reads = 0;
  return {
    read: () =>
      new Promise<boolean>((resolve) => {
        reads += 1;
        pending.push(resolve);
      }),
    answer(allowed: boolean) {
      const next = pending.shift();
      if (!next) throw new Error('no read is waiting');
      next(allowed);
    },
    reads: () => reads,
    waiting: () => pending.length,
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('a stream’s access watch', () => {
  it('reads the session once as it begins, and aborts when the read says no', async () => {
    const revocations = createLocalRevocations();
    const watches = createAccessWatches({ revocations, log });
    const reads = manualReads();
    const watch = watches.watch({}, 'user-1', reads.read);
    expect(reads.reads()).toBe(1);
    reads.answer(false);
    await settle();
    expect(watch.signal.aborted).toBe(true);
    expect((watch.signal.reason as DOMException).name).toBe('AbortError');
    expect(watches.size()).toBe(0);
  });

  it('reads again when a revocation names the user, not when it names someone else', async () => {
    const revocations = createLocalRevocations();
    const watches = createAccessWatches({ revocations, log });
    const reads = manualReads();
    const watch = watches.watch({}, 'user-1', reads.read);
    reads.answer(true);
    await settle();
    await revocations.publish('user-2');
    expect(reads.reads()).toBe(1);
    await revocations.publish('user-1');
    expect(reads.reads()).toBe(2);
    reads.answer(true);
    await settle();
    expect(watch.signal.aborted).toBe(false);
    await revocations.publish(EVERYONE);
    expect(reads.reads()).toBe(3);
    reads.answer(false);
    await settle();
    expect(watch.signal.aborted).toBe(true);
  });

  it('reads again after a read that a revocation overlapped, since it may have seen the rows before it', async () => {
    const revocations = createLocalRevocations();
    const watches = createAccessWatches({ revocations, log });
    const reads = manualReads();
    const watch = watches.watch({}, 'user-1', reads.read);
    // The suspension commits and is published while the first read is under way.
    await revocations.publish('user-1');
    expect(reads.waiting()).toBe(1);
    reads.answer(true);
    await settle();
    expect(reads.reads()).toBe(2);
    reads.answer(false);
    await settle();
    expect(watch.signal.aborted).toBe(true);
  });

  it('stops the stream when the session cannot be read (the access check would not have let it in)', async () => {
    const revocations = createLocalRevocations();
    const watches = createAccessWatches({ revocations, log });
    const watch = watches.watch({}, 'user-1', () => Promise.reject(new Error('database unreachable')));
    await settle();
    expect(watch.signal.aborted).toBe(true);
  });

  it('is one watch per holder, ended when its last holder lets go, without aborting', async () => {
    const revocations = createLocalRevocations();
    const watches = createAccessWatches({ revocations, log });
    const reads = manualReads();
    const request = {};
    const first = watches.watch(request, 'user-1', reads.read);
    const second = watches.watch(request, 'user-1', reads.read);
    expect(second.signal).toBe(first.signal);
    expect(reads.reads()).toBe(1);
    reads.answer(true);
    await settle();
    first.release();
    first.release();
    expect(watches.size()).toBe(1);
    second.release();
    expect(watches.size()).toBe(0);
    await revocations.publish('user-1');
    expect(reads.reads()).toBe(1);
    expect(first.signal.aborted).toBe(false);
  });
});
