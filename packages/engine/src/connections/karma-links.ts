import type { PlayingCard } from '../card.js';
import { karmaCards } from '../karma.js';
import type { KarmaKind } from './kinds.js';

/** "The other person's birth card is `holder`'s `kind` karma card." */
export interface KarmaLink<Side extends string = 'a' | 'b'> {
  readonly holder: Side;
  readonly kind: KarmaKind;
}

/** The karma links of one holder: which of its karma cards the other card is (none, one or both). */
function linksOf<Side extends string>(
  holder: Side,
  card: PlayingCard,
  other: PlayingCard,
): KarmaLink<Side>[] {
  const karma = karmaCards(card);
  const links: KarmaLink<Side>[] = [];
  if (karma.positive === other) links.push({ holder, kind: 'supportive' });
  if (karma.negative === other) links.push({ holder, kind: 'challenging' });
  return links;
}

/**
 * Every karma link between two birth cards, in a fixed order: a's supportive, a's challenging, then b's
 * supportive, b's challenging. Because X's supportive card is Y exactly when Y's challenging card is X,
 * links come in mirrored pairs (a semi-fixed pair such as 2♥ and A♣ has all four); a fixed card (K♠,
 * J♥, 8♣) has none.
 */
export function karmaLinks(a: PlayingCard, b: PlayingCard): KarmaLink[] {
  return [...linksOf('a' as const, a, b), ...linksOf('b' as const, b, a)];
}
