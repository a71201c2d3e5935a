import { describe, expect, it } from 'vitest';
import type { CardValue } from '../src/card.js';
import { cardBySymbol, cardByValue, DECK, isCardValue, JOKER, parseCard, RANKS, SUITS } from '../src/card.js';
import type { ErrorExpected } from './support/vectors.js';
import { isErrorCase, section } from './support/vectors.js';

type Identity = { symbol: string; value: number; name: string };

describe('card identity (vectors card_identity)', () => {
  it.each(section<{ text: string }, Identity | ErrorExpected>('card_identity'))(
    'parses $input.text',
    ({ input, expected }) => {
      const result = parseCard(input.text);
      if (isErrorCase(expected)) {
        expect(result).toEqual({ ok: false, error: expected.error });
      } else {
        expect(result.ok).toBe(true);
        if (result.ok)
          expect({ symbol: result.value.symbol, value: result.value.value, name: result.value.name }).toEqual(
            expected,
          );
      }
    },
  );
});

describe('the deck', () => {
  it('has 52 cards, value = 13·suit + rank + 1, DECK[value − 1]', () => {
    expect(DECK).toHaveLength(52);
    DECK.forEach((card, i) => {
      expect(card.value).toBe(i + 1);
      expect(card.value).toBe(13 * SUITS.indexOf(card.suit) + RANKS.indexOf(card.rank) + 1);
      expect(cardByValue(card.value)).toBe(card);
    });
    expect(
      DECK.map((c) => c.symbol)
        .slice(0, 13)
        .join(' '),
    ).toBe('A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥');
    expect([
      DECK[12]?.symbol,
      DECK[13]?.symbol,
      DECK[26]?.symbol,
      DECK[39]?.symbol,
      DECK[51]?.symbol,
    ]).toEqual(['K♥', 'A♣', 'A♦', 'A♠', 'K♠']);
  });

  it('names cards "{RankWord} of {SuitWord}"', () => {
    expect(cardBySymbol('10♦')?.name).toBe('Ten of Diamonds');
    expect(cardBySymbol('A♠')?.name).toBe('Ace of Spades');
    expect(cardBySymbol('Q♥')?.name).toBe('Queen of Hearts');
  });

  it('is frozen', () => {
    expect(Object.isFrozen(DECK)).toBe(true);
    expect(Object.isFrozen(DECK[0])).toBe(true);
    expect(Object.isFrozen(JOKER)).toBe(true);
  });

  it('has a Joker of value 0 outside the deck', () => {
    expect(JOKER).toMatchObject({ value: 0, symbol: 'Joker', name: 'Joker' });
    expect(DECK).not.toContain(JOKER);
    expect(cardBySymbol('Joker')).toBe(JOKER);
  });

  it('accepts only integers 1..52 as card values', () => {
    expect([1, 52].every(isCardValue)).toBe(true);
    expect([0, 53, 1.5, '1', null, Number.NaN].some(isCardValue)).toBe(false);
    expect(cardByValue(12 as CardValue).symbol).toBe('Q♥');
  });
});

describe('cardBySymbol', () => {
  it('finds exact output spellings only', () => {
    for (const card of DECK) expect(cardBySymbol(card.symbol)).toBe(card);
    expect(cardBySymbol('q♥')).toBeUndefined();
    expect(cardBySymbol('Q♡')).toBeUndefined();
    expect(cardBySymbol(' Q♥')).toBeUndefined();
  });
});

describe('parseCard', () => {
  it.each([
    ['Q♥', 'Q♥'],
    ['q♥', 'Q♥'],
    ['  K♠  ', 'K♠'],
    ['K♠\uFE0F', 'K♠'],
    ['Q♡', 'Q♥'],
    ['2♧', '2♣'],
    ['10♢', '10♦'],
    ['a♤', 'A♠'],
    ['1 of spades', 'A♠'],
    ['ACE OF SPADE', 'A♠'],
    ['ten of  clubs', '10♣'],
    ['King of Diamond', 'K♦'],
    ['jack of hearts', 'J♥'],
    ['JOKER', 'Joker'],
    ['  joker ', 'Joker'],
  ])('reads %j as %s', (text, symbol) => {
    const result = parseCard(text);
    expect(result.ok && result.value.symbol).toBe(symbol);
  });

  it('reads every card from its symbol, its name and its short "of" form', () => {
    for (const card of DECK) {
      for (const text of [card.symbol, card.name, `${card.rank} of ${card.suit}`, card.name.toUpperCase()]) {
        const result = parseCard(text);
        expect(result.ok && result.value, text).toBe(card);
      }
    }
  });

  it.each([
    '',
    '   ',
    '11♦',
    '0♥',
    'X of spades',
    'Q♥♥',
    'Q ♥',
    'queen of',
    'of hearts',
    'Q of Stars',
    'Jokers',
    'Q♥ of hearts',
  ])('rejects %j as Unknown card', (text) => {
    expect(parseCard(text)).toEqual({ ok: false, error: 'Unknown card' });
  });
});
