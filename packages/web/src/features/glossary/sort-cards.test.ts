import { describe, expect, it } from 'vitest';
import { cardFromParam } from './card-param';
import { formatBirthday } from './format-birthday';
import { cardOrder, glossaryCards, groupBySuit, sortBySuitAndRank } from './sort-cards';
import { aGlossary } from './test-glossary';

const symbols = (cards: { symbol: string }[]) => cards.map((card) => card.symbol);

describe('glossary sort', () => {
  it('orders by suit (hearts, clubs, diamonds, spades), then rank A, 2–10, J, Q, K', () => {
    const shuffled = ['K♠', '10♥', 'A♣', '2♥', 'Q♦', 'A♥', 'J♥', '9♠', 'K♥', '3♣'].map((symbol) => ({
      symbol,
    }));
    expect(symbols(sortBySuitAndRank(shuffled))).toEqual([
      'A♥',
      '2♥',
      '10♥',
      'J♥',
      'K♥',
      'A♣',
      '3♣',
      'Q♦',
      '9♠',
      'K♠',
    ]);
  });

  it('sorts 10 after 9 and before J (not as text)', () => {
    expect(symbols(sortBySuitAndRank([{ symbol: 'J♦' }, { symbol: '10♦' }, { symbol: '9♦' }]))).toEqual([
      '9♦',
      '10♦',
      'J♦',
    ]);
  });

  it('puts symbols it cannot read last, in their original order, and leaves the input alone', () => {
    const input = [{ symbol: 'Joker' }, { symbol: 'K♠' }, { symbol: '??' }, { symbol: 'A♥' }];
    expect(symbols(sortBySuitAndRank(input))).toEqual(['A♥', 'K♠', 'Joker', '??']);
    expect(symbols(input)).toEqual(['Joker', 'K♠', '??', 'A♥']);
  });

  it('gives each of the 52 cards its own place 0..51', () => {
    expect(cardOrder('A♥')).toBe(0);
    expect(cardOrder('K♥')).toBe(12);
    expect(cardOrder('A♣')).toBe(13);
    expect(cardOrder('K♠')).toBe(51);
    expect(cardOrder('Queen of Hearts')).toBe(11);
  });

  it('lists the glossary in deck order whatever order its keys arrive in', () => {
    const glossary = aGlossary();
    expect(Object.keys(glossary.cards)[1]).not.toBe('2♥');
    const cards = glossaryCards(glossary);
    expect(cards).toHaveLength(52);
    expect(cards.map((card) => card.value)).toEqual(Array.from({ length: 52 }, (_, i) => i + 1));
  });

  it('groups by suit in suit order, 13 cards each', () => {
    const groups = groupBySuit(glossaryCards(aGlossary()));
    expect(groups.map((group) => `${group.glyph} ${group.name}`)).toEqual([
      '♥ Hearts',
      '♣ Clubs',
      '♦ Diamonds',
      '♠ Spades',
    ]);
    expect(groups.map((group) => group.cards.length)).toEqual([13, 13, 13, 13]);
    expect(symbols(groups[3]?.cards ?? []).slice(-3)).toEqual(['J♠', 'Q♠', 'K♠']);
  });
});

describe('glossary address', () => {
  it.each([
    ['Q♥', 'Q♥'],
    ['Queen of Hearts', 'Q♥'],
    ['10 of diamonds', '10♦'],
    ['Q%E2%99%A5', 'Q♥'],
    ['k♠', 'K♠'],
  ])('reads %s as %s', (param, symbol) => {
    expect(cardFromParam(param)?.symbol).toBe(symbol);
  });

  it.each([['XYZ'], ['%E0%A4%A'], ['Joker'], [''], [undefined]])('finds no card for %s', (param) => {
    expect(cardFromParam(param)).toBeNull();
  });
});

describe('birthday format', () => {
  it('writes MM-DD as month and day', () => {
    expect(formatBirthday('01-01')).toBe('January 1');
    expect(formatBirthday('12-19')).toBe('December 19');
    expect(formatBirthday('13-01')).toBe('13-01');
  });
});
