import { describe, expect, it } from 'vitest';
import { type Connection, sortConnections } from './api/get-connections';
import { birthCardOf, formatBirthdate } from './person-format';

describe('formatBirthdate', () => {
  it.each([
    ['1990-05-17', 'May 17, 1990'],
    ['2000-02-29', 'Feb 29, 2000'],
    ['12/31/1985', 'Dec 31, 1985'],
    ['0050-01-01', 'Jan 1, 50'],
  ])('%s → %s', (input, expected) => expect(formatBirthdate(input)).toBe(expected));

  it('leaves text that is not a date as it is', () => {
    expect(formatBirthdate('someday')).toBe('someday');
  });
});

describe('birthCardOf', () => {
  it('gives the birth card, the Joker on December 31, and nothing without a date', () => {
    expect(birthCardOf('1990-01-01')?.symbol).toBe('K♠');
    expect(birthCardOf('1985-12-30')?.symbol).toBe('A♥');
    expect(birthCardOf('1985-12-31')?.symbol).toBe('Joker');
    expect(birthCardOf(null)).toBeNull();
    expect(birthCardOf('1990-02-30')).toBeNull();
  });
});

describe('sortConnections', () => {
  const person = (name: string, created_at: string): Connection => ({
    id: `${name}-${created_at}`,
    name,
    birthdate: '1990-01-01',
    created_at,
  });

  it('orders by name ignoring case and accents, then the earlier added first', () => {
    const sorted = sortConnections([
      person('zoe', '2025-01-01T00:00:00Z'),
      person('Émile', '2025-01-01T00:00:00Z'),
      person('Bea', '2025-03-01T00:00:00Z'),
      person('bea', '2025-02-01T00:00:00Z'),
      person('Adam 10', '2025-01-01T00:00:00Z'),
      person('Adam 9', '2025-01-01T00:00:00Z'),
    ]);
    expect(sorted.map((p) => p.name)).toEqual(['Adam 9', 'Adam 10', 'bea', 'Bea', 'Émile', 'zoe']);
  });
});
