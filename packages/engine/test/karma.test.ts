import { describe, expect, it } from 'vitest';
import type { PlayingCard } from '../src/card.js';
import { cardBySymbol, DECK } from '../src/card.js';
import { glossary, glossaryCard } from '../src/glossary.js';
import { isMysticalFamily, karmaCards, MYSTICAL_FAMILY, relatedCards } from '../src/karma.js';
import { section } from './support/vectors.js';

const card = (symbol: string) => cardBySymbol(symbol) as PlayingCard;

interface KarmaExpected {
  karma_positive: string | null;
  karma_negative: string | null;
  recognition_card: string;
  fame_card: string;
  financial_security_card: string;
  hidden_power_card: string;
  god_card: string;
  is_mystical_family: boolean;
  planetary_position: string;
}

describe('karma and related cards (vectors karma_and_related)', () => {
  it.each(section<{ card: string }, KarmaExpected>('karma_and_related'))(
    '$input.card',
    ({ input, expected }) => {
      const entry = glossaryCard(card(input.card));
      const { planetary_position, ...fields } = expected;
      expect(entry).toMatchObject(fields);
      expect(entry.details.position).toBe(planetary_position);
    },
  );
});

describe('karmaCards', () => {
  it('gives A♥ the 3♥ (positive) and A♦ (negative)', () => {
    const karma = karmaCards(card('A♥'));
    expect([karma.positive?.symbol, karma.negative?.symbol]).toEqual(['3♥', 'A♦']);
  });

  it('gives the fixed cards none and the semi-fixed cards their partner twice', () => {
    for (const s of ['K♠', 'J♥', '8♣'])
      expect(karmaCards(card(s))).toEqual({ positive: null, negative: null });
    for (const [a, b] of [
      ['2♥', 'A♣'],
      ['A♣', '2♥'],
      ['9♥', '7♦'],
      ['7♦', '9♥'],
    ] as const) {
      expect(karmaCards(card(a))).toEqual({ positive: card(b), negative: card(b) });
    }
  });
});

describe('related cards', () => {
  it('never equal the card itself', () => {
    for (const c of DECK) {
      for (const related of Object.values(relatedCards(c))) expect(related, c.symbol).not.toBe(c);
      const karma = karmaCards(c);
      expect(karma.positive).not.toBe(c);
      expect(karma.negative).not.toBe(c);
    }
  });
});

describe('the Mystical Family', () => {
  it('is the seven cards outside the 45-cycle', () => {
    expect(MYSTICAL_FAMILY.map((c) => c.symbol)).toEqual(['2♥', '9♥', 'J♥', 'A♣', '8♣', '7♦', 'K♠']);
    expect(DECK.filter(isMysticalFamily)).toHaveLength(7);
  });
});

describe('glossary', () => {
  it('has the 52 cards keyed by symbol in suit order, then A..K', () => {
    const g = glossary();
    expect(g.card_count).toBe(52);
    expect(Object.keys(g.cards)).toEqual(DECK.map((c) => c.symbol));
    expect(Object.keys(g.cards).slice(12, 15)).toEqual(['K♥', 'A♣', '2♣']);
    expect(g.cards.Joker).toBeUndefined();
  });

  it('is built once and frozen', () => {
    expect(glossary()).toBe(glossary());
    expect(Object.isFrozen(glossary().cards['Q♥']?.details.birthdays)).toBe(true);
  });

  it('gives each card its birthdays, Life Spread, place and text', () => {
    const g = glossary();
    expect(g.cards['K♠']?.details.birthdays).toEqual(['01-01']);
    expect(g.cards['9♣']?.details.birthdays).toContain('02-29');
    expect(g.cards['Q♥']?.life_spread.join(' ')).toBe('Q♥ 10♣ 8♦ K♠ 3♥ A♣ Q♣ 10♠ 5♣ 3♦ A♠ 6♠ 7♥');
    for (const entry of Object.values(g.cards)) {
      expect(entry.details.title).not.toBe('');
      expect(entry.details.keywords.length).toBeGreaterThan(0);
      for (const related of [
        entry.god_card,
        entry.fame_card,
        entry.recognition_card,
        entry.financial_security_card,
        entry.hidden_power_card,
        entry.karma_positive,
        entry.karma_negative,
      ]) {
        expect(related).not.toBe(entry.symbol);
      }
    }
  });
});
