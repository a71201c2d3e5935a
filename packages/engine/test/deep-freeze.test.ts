import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../src/deep-freeze.js';

describe('deepFreeze', () => {
  it('freezes an object and everything it reaches, and returns the same object', () => {
    const value = { cards: ['Q♥'], dates: { start: '2024-01-01' } };
    expect(deepFreeze(value)).toBe(value);
    expect(Object.isFrozen(value)).toBe(true);
    expect(Object.isFrozen(value.cards)).toBe(true);
    expect(Object.isFrozen(value.dates)).toBe(true);
  });

  it('skips a part that is already frozen (shared engine parts are frozen when built)', () => {
    const shared = Object.freeze({ inner: { text: 'left as it was' } });
    deepFreeze({ shared });
    expect(Object.isFrozen(shared.inner)).toBe(false);
  });

  it('leaves primitives and null as they are', () => {
    expect(deepFreeze(null)).toBe(null);
    expect(deepFreeze('K♠')).toBe('K♠');
  });
});
