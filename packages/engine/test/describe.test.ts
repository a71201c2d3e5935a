import { describe, expect, it } from 'vitest';
import { birthdaysOf } from '../src/birth-card.js';
import type { PlayingCard } from '../src/card.js';
import { cardBySymbol, DECK, JOKER } from '../src/card.js';
import { cardDescription, POSITION_KEYS, readingCard } from '../src/describe.js';
import { composeIn } from '../src/texts/locales/compose.js';
import { EN } from '../src/texts/locales/en/index.js';
import { ES } from '../src/texts/locales/es/index.js';

const queen = cardBySymbol('Q♥') as PlayingCard;

describe('cardDescription', () => {
  it('composes the card text with the place it is read in', () => {
    const text = EN.cards['Q♥'];
    expect(cardDescription(queen, 'venus')).toEqual({
      title: text.title,
      description: composeIn(EN, 'Q♥', 'venus'),
      Keywords: [...text.keywords],
      Position: EN.positions.venus.label,
      Birthdays: [...birthdaysOf(queen)],
    });
  });

  it('covers the 52 cards and the Joker in all 15 places, built once and frozen', () => {
    expect(POSITION_KEYS).toHaveLength(15);
    for (const card of [...DECK, JOKER]) {
      for (const position of POSITION_KEYS) {
        const description = cardDescription(card, position);
        expect(cardDescription(card, position)).toBe(description);
        expect(Object.isFrozen(description)).toBe(true);
        expect(Object.isFrozen(description.Keywords)).toBe(true);
        expect(description.description.length).toBeGreaterThan(0);
      }
    }
  });

  it('labels the two yearly extras Displacement and Environment', () => {
    expect(cardDescription(queen, 'displacement').Position).toBe('Displacement');
    expect(cardDescription(queen, 'environment').Position).toBe('Environment');
    expect(cardDescription(queen, 'earth').Position).toBe('Earth/X');
  });

  it('writes in the catalog it is given, keeping each language’s descriptions apart', () => {
    const spanish = cardDescription(queen, 'venus', ES);
    expect(spanish).toEqual({
      title: ES.cards['Q♥'].title,
      description: composeIn(ES, 'Q♥', 'venus'),
      Keywords: [...ES.cards['Q♥'].keywords],
      Position: ES.positions.venus.label,
      Birthdays: [...birthdaysOf(queen)],
    });
    expect(cardDescription(queen, 'venus', ES)).toBe(spanish);
    expect(cardDescription(queen, 'venus')).not.toBe(spanish);
    expect(cardDescription(queen, 'venus', EN)).toBe(cardDescription(queen, 'venus'));
  });
});

describe('readingCard', () => {
  it('adds symbol and name to the description, and is shared', () => {
    const card = readingCard(queen, 'sun');
    expect(card).toMatchObject({ symbol: 'Q♥', name: 'Queen of Hearts', Position: 'Sun' });
    expect(readingCard(queen, 'sun')).toBe(card);
    expect(Object.isFrozen(card)).toBe(true);
  });

  it('names the card in the catalog’s language', () => {
    expect(readingCard(queen, 'sun', ES)).toMatchObject({
      symbol: 'Q♥',
      name: ES.cards['Q♥'].name,
      Position: ES.positions.sun.label,
    });
  });
});
