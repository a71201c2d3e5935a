import { describe, expect, it, vi } from 'vitest';
import { birthdaysOf } from '../src/birth-card.js';
import type { PlayingCard } from '../src/card.js';
import { cardBySymbol, DECK, JOKER } from '../src/card.js';
import { cardDescription, POSITION_KEYS, readingCard } from '../src/describe.js';
import { CARD_TEXTS } from '../src/texts/card-texts.js';
import { composeDescription } from '../src/texts/compose.js';
import { POSITION_TEXTS } from '../src/texts/positions.js';

vi.mock('../src/texts/card-texts.js', async (importOriginal) =>
  (await import('./support/text-fallbacks.js')).withCardTextFallbacks(await importOriginal()),
);
vi.mock('../src/texts/positions.js', async (importOriginal) =>
  (await import('./support/text-fallbacks.js')).withPositionTextFallbacks(await importOriginal()),
);

const queen = cardBySymbol('Q♥') as PlayingCard;

describe('cardDescription', () => {
  it('composes the card text with the place it is read in', () => {
    const text = CARD_TEXTS['Q♥'];
    if (!text) throw new Error('no Q♥ text');
    expect(cardDescription(queen, 'venus')).toEqual({
      title: text.title,
      description: composeDescription('Queen of Hearts', text, 'venus'),
      Keywords: [...text.keywords],
      Position: POSITION_TEXTS.venus.label,
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
});

describe('readingCard', () => {
  it('adds symbol and name to the description, and is shared', () => {
    const card = readingCard(queen, 'sun');
    expect(card).toMatchObject({ symbol: 'Q♥', name: 'Queen of Hearts', Position: 'Sun' });
    expect(readingCard(queen, 'sun')).toBe(card);
    expect(Object.isFrozen(card)).toBe(true);
  });
});
