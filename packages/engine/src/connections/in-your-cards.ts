import { birthCard } from '../birth-card.js';
import type { Card, PlayingCard } from '../card.js';
import { isJoker } from '../card.js';
import type { CivilDate } from '../dates.js';
import { thirteenCardSpread } from '../life-spread.js';
import { SPREAD_POSITIONS } from '../positions.js';
import { EN } from '../texts/locales/en/index.js';
import type { LocaleCatalog } from '../texts/locales/types.js';
import type { SpreadPositionKey } from '../texts/types.js';
import type { CurrentSpread, PeriodDates } from './current-spreads.js';
import { currentSpreads } from './current-spreads.js';
import type { KarmaLink } from './karma-links.js';
import { karmaLinks } from './karma-links.js';
import type { ConnectionSpread } from './kinds.js';

/** Someone whose cards are compared: only the birthdate matters. */
export interface CardsPerson {
  readonly birthdate: CivilDate;
}

/** One place where a birth card stands in another person's spread, e.g. the Venus card of their year. */
export interface Placement {
  readonly spread: ConnectionSpread;
  readonly spreadIndex: number;
  /** The period's days; null for the Life Spread. */
  readonly dates: PeriodDates | null;
  readonly position: SpreadPositionKey;
  /** The position's display label in the language asked, as the readings show it: 'Venus', 'Earth/X'. */
  readonly label: string;
}

/** What two people's cards say about each other on a day (docs/cardology-rules.md §14). */
export interface PairInCards {
  readonly a: { readonly card: Card };
  readonly b: { readonly card: Card };
  /** Where b's birth card stands in a's spreads. */
  readonly bInA: readonly Placement[];
  /** Where a's birth card stands in b's spreads. */
  readonly aInB: readonly Placement[];
  readonly karma: readonly KarmaLink[];
  /**
   * The sides whose birth card is the Joker (December 31). The Joker has no place in any spread and
   * no karma cards, so when this is not empty there are no placements and no karma links.
   */
  readonly jokers: readonly ('a' | 'b')[];
}

/**
 * Where `card` stands in the 13-card spread (Sun … Earth/X) of `owner` in each of the spreads given,
 * in their order. A 13-card walk holds 13 different cards, so there is at most one place per spread.
 */
function placementsOf(
  card: PlayingCard,
  owner: PlayingCard,
  spreads: readonly CurrentSpread[],
  texts: LocaleCatalog,
): Placement[] {
  const found: Placement[] = [];
  for (const spread of spreads) {
    const index = thirteenCardSpread(owner, spread.spreadIndex).indexOf(card);
    const position = SPREAD_POSITIONS[index];
    if (position) {
      found.push({
        spread: spread.kind,
        spreadIndex: spread.spreadIndex,
        dates: spread.dates,
        position: position.key,
        label: texts.positions[position.key].label,
      });
    }
  }
  return found;
}

const birthCardOf = (person: CardsPerson): Card => birthCard(person.birthdate.month, person.birthdate.day);

/**
 * Both directions between two people on `today` (never the clock): where each one's birth card stands
 * in the other's Life Spread and current yearly, 7-week and weekly spreads, and their karma links.
 * Never fails: a Joker on either side gives empty lists and names the side in `jokers`. Places are labelled
 * in `texts`' language (English by default).
 */
export function pairInCards(
  a: CardsPerson,
  b: CardsPerson,
  today: CivilDate,
  texts: LocaleCatalog = EN,
): PairInCards {
  const cardA = birthCardOf(a);
  const cardB = birthCardOf(b);
  const jokers: ('a' | 'b')[] = [];
  if (isJoker(cardA)) jokers.push('a');
  if (isJoker(cardB)) jokers.push('b');
  // Tested on the cards themselves (not on `jokers`) so the type narrows to playing cards below.
  if (isJoker(cardA) || isJoker(cardB)) {
    return { a: { card: cardA }, b: { card: cardB }, bInA: [], aInB: [], karma: [], jokers };
  }
  return {
    a: { card: cardA },
    b: { card: cardB },
    bInA: placementsOf(cardB, cardA, currentSpreads(a.birthdate, today), texts),
    aInB: placementsOf(cardA, cardB, currentSpreads(b.birthdate, today), texts),
    karma: karmaLinks(cardA, cardB),
    jokers,
  };
}

/**
 * "Who's in your cards": the user against each person, in the order the people are given (the caller
 * decides it; the server passes the people list's order). Each entry keeps the caller's person object.
 */
export function inYourCards<P extends CardsPerson>(
  user: CardsPerson,
  people: readonly P[],
  today: CivilDate,
  texts: LocaleCatalog = EN,
): { person: P; pair: PairInCards }[] {
  return people.map((person) => ({ person, pair: pairInCards(user, person, today, texts) }));
}
