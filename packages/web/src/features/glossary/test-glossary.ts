import type { Glossary } from '@cardology/contract/wire';
import { buildGlossary } from '@cardology/engine/glossary';

/**
 * The real glossary the server sends, with its keys in a scrambled order: the UI must sort by itself
 * (docs/product.md §4) rather than trust an object's key order. For tests.
 */
export function aGlossary(): Glossary {
  const glossary = buildGlossary();
  const entries = Object.entries(glossary.cards);
  // A fixed shuffle: every 5th card first, then the rest in reverse.
  const scrambled = [
    ...entries.filter((_, i) => i % 5 === 0),
    ...entries.filter((_, i) => i % 5 !== 0).reverse(),
  ];
  return { card_count: glossary.card_count, cards: Object.fromEntries(scrambled) };
}
