import { JOKER_OUTSIDE_SPREADS, karmaSentence, placementSentence } from '@cardology/contract/in-your-cards';
import type { PairContext, PairPlaceContext, PairSideContext } from './pair-context.js';

/** What each side is called in the sentences: a name, or null for "you"/"your" (contract's sentence builders). */
export interface PairCalls {
  readonly a: string | null;
  readonly b: string | null;
}

/** "(2024-10-24 to 2025-10-23)" after a period's place; nothing for the Life Spread. */
const periodOf = (place: PairPlaceContext) =>
  place.dates ? ` (${place.dates.start} to ${place.dates.end})` : '';

/** "Bo’s card, the 8♣, is your Peak card for life (…)." — one per place, in the engine's order. */
function placeSentences(
  card: PairSideContext,
  whose: string | null,
  owner: string | null,
  places: readonly PairPlaceContext[],
): string[] {
  return places.map((place) =>
    placementSentence(whose, card.symbol, owner, place).replace(/\.$/, `${periodOf(place)}.`),
  );
}

/** The sentences of one pair, both directions and the karma, with each side called as `calls` says. */
export function pairSentences(context: PairContext, calls: PairCalls) {
  const sideCalled = (holder: 'a' | 'b') => (holder === 'a' ? calls.a : calls.b);
  return {
    /** Where b's card stands in a's spreads. */
    bInA: placeSentences(context.b, calls.b, calls.a, context.bInA),
    /** Where a's card stands in b's spreads. */
    aInB: placeSentences(context.a, calls.a, calls.b, context.aInB),
    karma: context.karma.map((link) => {
      const holder = sideCalled(link.holder);
      const other = link.holder === 'a' ? 'b' : 'a';
      const card = link.holder === 'a' ? context.b : context.a;
      return karmaSentence(sideCalled(other), card.symbol, holder, link.kind);
    }),
  };
}

/** The Joker's line when either birth card is the Joker (then there are no places and no karma). */
export const jokerNote = (context: PairContext): string | null =>
  context.a.isJoker || context.b.isJoker ? JOKER_OUTSIDE_SPREADS : null;
