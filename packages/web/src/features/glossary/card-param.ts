import { type PlayingCard, parseCard } from '@cardology/engine/card';

/**
 * The card a /glossary/:cardSymbol address names, or null. The router hands over the decoded symbol
 * ('Q♥'); when a segment's percent-encoding is broken it hands over the raw text instead, which is
 * decoded once more here if it can be. Both 'Q♥' and '{rank} of {suit}' ('Queen of Hearts') are
 * accepted (docs/product.md §3); the Joker has no glossary page.
 */
export function cardFromParam(param: string | undefined): PlayingCard | null {
  if (!param) return null;
  const parsed = parseCard(safeDecode(param));
  if (!parsed.ok || parsed.value.rank === null) return null;
  return parsed.value;
}

function safeDecode(text: string): string {
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
