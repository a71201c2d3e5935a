import { describe, expect, it } from 'vitest';
import { combinationCard } from '../src/combination.js';
import { foldName, nameCard } from '../src/name-card.js';
import { todaysCard } from '../src/todays-card.js';
import { isoDate } from './support/inputs.js';
import type { ErrorExpected } from './support/vectors.js';
import { isErrorCase, section } from './support/vectors.js';

describe("today's card (vectors todays_card)", () => {
  it.each(
    section<{ date: string }, { date: string; card: string; name: string; life_spread: string[] }>(
      'todays_card',
    ),
  )('$input.date', ({ input, expected }) => {
    const result = todaysCard(isoDate(input.date));
    expect(result).toMatchObject(expected);
    expect(result.title.length).toBeGreaterThan(0);
  });

  it('gives the Joker an empty spread', () => {
    expect(todaysCard(isoDate('2031-12-31'))).toMatchObject({
      card: 'Joker',
      name: 'Joker',
      life_spread: [],
    });
  });
});

type CombinationExpected = {
  card1: string;
  card2: string;
  combination_card: string;
  combination_value: number;
};

describe('combination card (vectors combination)', () => {
  it.each(section<{ card1: number; card2: number }, CombinationExpected | ErrorExpected>('combination'))(
    '$input.card1 + $input.card2',
    ({ input, expected }) => {
      const result = combinationCard(input.card1, input.card2);
      if (isErrorCase(expected)) {
        expect(result).toEqual({ ok: false, error: expected.error });
        return;
      }
      if (!result.ok) throw new Error(result.error);
      expect({
        card1: result.value.card1.symbol,
        card2: result.value.card2.symbol,
        combination_card: result.value.combination_card.symbol,
        combination_value: result.value.combination_card.value,
      }).toEqual(expected);
    },
  );

  it.each([
    [1.5, 2],
    ['1', 2],
    [null, 2],
    [undefined, 2],
    [Number.NaN, 2],
    [2, 53],
    [-1, 2],
  ])('rejects %j and %j', (a, b) => {
    expect(combinationCard(a, b)).toEqual({ ok: false, error: 'Invalid card selection.' });
  });

  it('returns symbol, name and value of each card', () => {
    const result = combinationCard(12, 40);
    expect(result.ok && result.value.combination_card).toEqual({
      symbol: 'K♠',
      name: 'King of Spades',
      value: 52,
    });
  });
});

type NameExpected = { name: string; name_value: number; card: string; card_name: string };

describe('name card (vectors name_card)', () => {
  it.each(section<{ name: string }, NameExpected | ErrorExpected>('name_card'))(
    '$input.name',
    ({ input, expected }) => {
      const result = nameCard(input.name);
      if (isErrorCase(expected)) {
        expect(result).toEqual({ ok: false, error: expected.error });
        return;
      }
      expect(result).toEqual({
        ok: true,
        value: {
          name: expected.name,
          name_value: expected.name_value,
          card: { symbol: expected.card, name: expected.card_name },
        },
      });
    },
  );

  it('folds letters before dropping the rest', () => {
    expect(foldName('Zoë Saldaña')).toBe('ZoeSaldana');
    expect(foldName('Straße')).toBe('Strasse');
    expect(foldName('ẞÆŒØŁĐÐÞæœøłđðþı')).toBe('SSAEOEOLDDTHaeoeolddthi');
    expect(foldName('Ｊｏｈｎ')).toBe('John');
    expect(foldName('李 3!')).toBe('');
  });
});
