import { describe, expect, it } from 'vitest';
import {
  cookieCarriesToken,
  createViewerCache,
  sessionCookies,
  VIEWER_CACHE_MS,
  viewerCacheKey,
} from '../src/auth/viewer-cache.js';

const NAME = 'cardology.session_token';
const keyOf = (header: string | undefined) => viewerCacheKey(sessionCookies(header), NAME);

describe('viewerCacheKey', () => {
  it('is the session cookie when it is the only session-like cookie and has the configured name', () => {
    expect(keyOf('cardology.session_token=abc.def')).toBe('abc.def');
    expect(keyOf('theme=dark; cardology.session_token=abc.def%3D; other=1')).toBe('abc.def%3D');
    expect(keyOf('a=1;cardology.session_token=t.s')).toBe('t.s');
  });

  it('is null with no session cookie, an empty one or an absurdly long one', () => {
    expect(keyOf(undefined)).toBeNull();
    expect(keyOf('')).toBeNull();
    expect(keyOf('cardology.session_data=abc')).toBeNull();
    expect(keyOf('cardology.session_token=')).toBeNull();
    expect(keyOf(`cardology.session_token=${'x'.repeat(10_000)}`)).toBeNull();
  });

  it('is null for any other name that could be taken for it', () => {
    expect(keyOf('__Secure-cardology.session_token=xyz.sig')).toBeNull();
    expect(keyOf('xcardology.session_token=abc')).toBeNull();
    expect(keyOf('CARDOLOGY.SESSION_TOKEN=abc')).toBeNull();
    expect(viewerCacheKey(sessionCookies('__Secure-cardology.session_token=x.s'), `__Secure-${NAME}`)).toBe(
      'x.s',
    );
  });

  it('is null when a request carries two session-like cookies, in either order', () => {
    expect(keyOf('cardology.session_token=planted; cardology.session_token=real.sig')).toBeNull();
    expect(keyOf('__Secure-cardology.session_token=planted; cardology.session_token=real.sig')).toBeNull();
    expect(keyOf('cardology.session_token=real.sig; Cardology.Session_Token=planted')).toBeNull();
  });
});

describe('cookieCarriesToken', () => {
  it('holds only for the signed value of that token', () => {
    expect(cookieCarriesToken('tok123.c2ln', 'tok123')).toBe(true);
    expect(cookieCarriesToken('tok123.c2ln%3D', 'tok123')).toBe(true);
    expect(cookieCarriesToken('attacker.key', 'tok123')).toBe(false);
    expect(cookieCarriesToken('tok1234.sig', 'tok123')).toBe(false);
    expect(cookieCarriesToken('%E0%A4%A', 'tok123')).toBe(false);
    expect(cookieCarriesToken('.sig', '')).toBe(false);
  });
});

describe('createViewerCache', () => {
  it(`keeps an entry for ${VIEWER_CACHE_MS} ms on the given clock, then forgets it`, () => {
    let now = 1_000;
    const cache = createViewerCache<{ v: number }>(() => now);
    cache.set('k', { v: 1 });
    now += VIEWER_CACHE_MS;
    expect(cache.get('k')).toEqual({ v: 1 });
    now += 1;
    expect(cache.get('k')).toBeUndefined();
  });
});
