import { describe, expect, it } from 'vitest';
import { birthCard, birthdaysOf } from '../src/birth-card.js';
import { cardBySymbol, DECK, JOKER } from '../src/card.js';
import type { Day, Month } from '../src/dates.js';
import { fromEpochDay, parseBirthdate, toEpochDay, toUsDate } from '../src/dates.js';
import { section } from './support/vectors.js';

const card = (month: number, day: number) => birthCard(month as Month, day as Day);

describe('birth cards (vectors birth_cards)', () => {
  it.each(section<{ month: number; day: number }, string>('birth_cards'))(
    'month $input.month day $input.day',
    ({ input, expected }) => {
      expect(card(input.month, input.day).symbol).toBe(expected);
    },
  );

  it('covers all 366 days', () => {
    expect(section('birth_cards')).toHaveLength(366);
  });
});

describe('birthCard', () => {
  it('follows 55 − (2·month + day)', () => {
    expect(card(12, 30).symbol).toBe('A♥');
    expect(card(1, 1).symbol).toBe('K♠');
    expect(card(2, 29).symbol).toBe('9♣');
    expect(card(1, 29).symbol).toBe('J♣');
    expect(card(9, 5).symbol).toBe('6♦');
    expect(card(12, 31)).toBe(JOKER);
  });

  it('gives a card for every date 1900..2100, read in both formats', () => {
    const first = toEpochDay(fromEpochDay(-25_567)); // 1900-01-01
    const last = first + 73_413; // 2100-12-31
    expect(toUsDate(fromEpochDay(last))).toBe('12/31/2100');
    for (let day = first; day <= last; day++) {
      const parsed = parseBirthdate(toUsDate(fromEpochDay(day)));
      if (!parsed.ok) throw new Error(`${toUsDate(fromEpochDay(day))}: ${parsed.error}`);
      const result = birthCard(parsed.value.month, parsed.value.day);
      if (result.value < 0 || result.value > 52)
        throw new Error(`${toUsDate(parsed.value)} gave ${result.value}`);
    }
  });
});

describe('birthdaysOf', () => {
  it('lists every MM-DD of a card in calendar order', () => {
    expect(birthdaysOf(cardBySymbol('K♠') ?? JOKER)).toEqual(['01-01']);
    expect(birthdaysOf(JOKER)).toEqual(['12-31']);
    expect(birthdaysOf(cardBySymbol('9♣') ?? JOKER)).toContain('02-29');
    expect(birthdaysOf(cardBySymbol('A♥') ?? JOKER)).toEqual(['12-30']);
  });

  it('partitions the 366 days among the cards', () => {
    const all = [...DECK, JOKER].flatMap((c) => birthdaysOf(c));
    expect(all).toHaveLength(366);
    expect(new Set(all).size).toBe(366);
    for (const c of DECK) {
      const days = birthdaysOf(c);
      expect([...days].sort()).toEqual(days);
      for (const md of days) expect(card(Number(md.slice(0, 2)), Number(md.slice(3))).symbol).toBe(c.symbol);
    }
  });
});
