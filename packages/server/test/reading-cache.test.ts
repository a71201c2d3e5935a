import { err, ok } from '@cardology/engine/result';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../src/http/errors.js';
import { ReadingCache } from '../src/lib/reading-cache.js';

describe('ReadingCache', () => {
  it('reads once per key and hands back the same reading, deep-frozen from its second request on', () => {
    const cache = new ReadingCache<{ dates: { start: string }[] }>();
    let reads = 0;
    const read = () => {
      reads++;
      return ok({ dates: [{ start: '2024-01-01' }] });
    };
    const deepFrozen = (value: { dates: { start: string }[] }) =>
      Object.isFrozen(value) && Object.isFrozen(value.dates) && Object.isFrozen(value.dates[0]);
    const first = cache.get('k', read);
    expect(Object.isFrozen(first)).toBe(false);
    expect(cache.get('k', read)).toBe(first);
    expect(reads).toBe(1);
    expect(deepFrozen(first)).toBe(true);
  });

  it('turns an engine error into a 400 and remembers nothing', () => {
    const cache = new ReadingCache<object>();
    expect(() => cache.get('bad', () => err('Invalid birthdate'))).toThrow(HttpError);
    try {
      cache.get('bad', () => err('Invalid birthdate'));
    } catch (error) {
      expect(error).toMatchObject({ statusCode: 400, raised: { key: 'INVALID_BIRTHDATE' } });
    }
    expect(cache.size).toBe(0);
  });

  it('keeps the most recently used entries up to its size', () => {
    const cache = new ReadingCache<{ n: number }>(2);
    const reads: string[] = [];
    const get = (key: string) =>
      cache.get(key, () => {
        reads.push(key);
        return ok({ n: reads.length });
      });
    get('a');
    get('b');
    get('a'); // a is now the most recent
    get('c'); // evicts b
    get('a');
    get('b');
    expect(reads).toEqual(['a', 'b', 'c', 'b']);
    expect(cache.size).toBe(2);
  });
});
