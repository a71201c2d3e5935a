import { describe, expect, it, vi } from 'vitest';
import type { PlayingCard } from '../src/card.js';
import { cardBySymbol } from '../src/card.js';
import { cardDescription } from '../src/describe.js';

// A content gap must fail loudly with the card's name, not produce an empty reading.
vi.mock('../src/texts/card-texts.js', () => ({ CARD_TEXTS: {} }));

describe('a missing card text', () => {
  it('throws an error naming the card and the file', () => {
    expect(() => cardDescription(cardBySymbol('Q♥') as PlayingCard, 'sun')).toThrow(
      'No text for card Q♥ in texts/card-texts.ts',
    );
  });
});
