import { describe, expect, it } from 'vitest';
import type { PlayingCard } from '../src/card.js';
import { cardBySymbol } from '../src/card.js';
import { cardDescription } from '../src/describe.js';
import { EN } from '../src/texts/locales/en/index.js';
import type { LocaleCatalog } from '../src/texts/locales/types.js';

// A content gap must fail loudly with the card's name, not produce an empty reading.
const withoutCards = { ...EN, cards: {} } as unknown as LocaleCatalog;

describe('a missing card text', () => {
  it('throws an error naming the card and where its text belongs', () => {
    expect(() => cardDescription(cardBySymbol('Q♥') as PlayingCard, 'sun', withoutCards)).toThrow(
      "No text for card Q♥ in the language's catalog (texts/locales)",
    );
  });
});
