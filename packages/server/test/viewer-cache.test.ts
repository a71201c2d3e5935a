import { describe, expect, it } from 'vitest';
import { sessionCookieValue, VIEWER_CACHE_MS, ViewerCache } from '../src/auth/viewer-cache.js';

describe('sessionCookieValue', () => {
  it('finds the session cookie among others, with or without the __Secure- prefix', () => {
    expect(sessionCookieValue('cardology.session_token=abc.def')).toBe('abc.def');
    expect(sessionCookieValue('theme=dark; cardology.session_token=abc.def%3D; other=1')).toBe('abc.def%3D');
    expect(sessionCookieValue('__Secure-cardology.session_token=xyz.sig')).toBe('xyz.sig');
    expect(sessionCookieValue('a=1;cardology.session_token=t.s')).toBe('t.s');
  });

  it('finds nothing in a header without it', () => {
    expect(sessionCookieValue(undefined)).toBeNull();
    expect(sessionCookieValue('')).toBeNull();
    expect(sessionCookieValue('cardology.session_data=abc')).toBeNull();
    expect(sessionCookieValue('xcardology.session_token=abc')).toBeNull();
    expect(sessionCookieValue('cardology.session_token=')).toBeNull();
    expect(sessionCookieValue('cardologyXsession_token=abc')).toBeNull();
  });
});

describe('ViewerCache', () => {
  it(`forgets an entry after ${VIEWER_CACHE_MS} ms`, () => {
    const cache = new ViewerCache<string>();
    cache.set('k', 'v', 1_000);
    expect(cache.get('k', 1_000 + VIEWER_CACHE_MS - 1)).toBe('v');
    expect(cache.get('k', 1_000 + VIEWER_CACHE_MS)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries, dropping the oldest first', () => {
    const cache = new ViewerCache<number>(60_000, 3);
    for (let i = 0; i < 5; i++) cache.set(`k${i}`, i, 0);
    expect(cache.size).toBe(3);
    expect(cache.get('k0', 1)).toBeUndefined();
    expect(cache.get('k1', 1)).toBeUndefined();
    expect([cache.get('k2', 1), cache.get('k3', 1), cache.get('k4', 1)]).toEqual([2, 3, 4]);
  });

  it('can forget an entry at once, and remembers nothing with a zero lifetime or an absurd key', () => {
    const cache = new ViewerCache<number>();
    cache.set('k', 1, 0);
    cache.delete('k');
    expect(cache.get('k', 0)).toBeUndefined();
    const off = new ViewerCache<number>(0);
    off.set('k', 1, 0);
    expect(off.size).toBe(0);
    cache.set('x'.repeat(10_000), 1, 0);
    expect(cache.size).toBe(0);
  });
});
