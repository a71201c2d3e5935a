import { ME } from '@cardology/contract/in-your-cards';
import type { Card } from '@cardology/engine/card';
import { isJoker } from '@cardology/engine/card';
import type {
  ConnectionSpread,
  KarmaKind,
  PairInCards,
  Placement,
} from '@cardology/engine/connections/index';
import type { IsoDate } from '@cardology/engine/dates';
import { cardText } from '@cardology/engine/describe';
import { EN } from '@cardology/engine/texts/locales/en/index';
import type { PositionKey } from '@cardology/engine/texts/types';

/** One side of the pair: whose it is and their birth card, with the card's own title and keywords. */
export interface PairSideContext {
  /** The user's display name or the saved person's name: data, never instructions (see build-prompt.ts). */
  readonly name: string;
  /** The user themself (spoken to as "you"), not one of their saved people. */
  readonly isUser: boolean;
  readonly symbol: string;
  /** e.g. 'J♥ (Jack of Hearts)', or just 'Joker'. */
  readonly cardLabel: string;
  readonly title: string;
  /** Comma-separated. */
  readonly keywords: string;
  readonly isJoker: boolean;
}

/** One place where one side's birth card stands in the other's spread, with what that place speaks to. */
export interface PairPlaceContext {
  readonly spread: ConnectionSpread;
  /** The place's key, for its words in another language. */
  readonly key: PositionKey;
  /** 'Venus', 'Earth/X'. */
  readonly label: string;
  readonly theme: string;
  readonly meaning: string;
  /** The period's first and last day; null for the Life Spread. */
  readonly dates: { readonly start: string; readonly end: string } | null;
}

/**
 * Everything a provider may say about two people side by side (docs/cardology-rules.md §14), built on the
 * server from the engine's pair, the same one GET /api/pairs answers with: never from the browser.
 */
export interface PairContext {
  readonly spreadType: 'pair';
  /** 'Ada and Bo': the session's display name. */
  readonly personName: string;
  /** The day whose periods were read. */
  readonly date: IsoDate;
  readonly a: PairSideContext;
  readonly b: PairSideContext;
  /** Where a's birth card stands in b's spreads, then b's in a's. */
  readonly aInB: readonly PairPlaceContext[];
  readonly bInA: readonly PairPlaceContext[];
  /** "The other's birth card is `holder`'s `kind` karma card." */
  readonly karma: readonly { readonly holder: 'a' | 'b'; readonly kind: KarmaKind }[];
}

function side(profile: { ref: string; name: string }, card: Card): PairSideContext {
  const text = cardText(card);
  return {
    name: profile.name,
    isUser: profile.ref === ME,
    symbol: card.symbol,
    cardLabel: card.name === card.symbol ? card.symbol : `${card.symbol} (${card.name})`,
    title: text.title,
    keywords: text.keywords.join(', '),
    isJoker: isJoker(card),
  };
}

function place(placement: Placement): PairPlaceContext {
  const text = EN.positions[placement.position];
  return {
    spread: placement.spread,
    key: placement.position,
    label: placement.label,
    theme: text.theme,
    meaning: text.meaning,
    dates: placement.dates && { start: placement.dates.start, end: placement.dates.end },
  };
}

/** The assistant's view of a pair the engine computed for two of the user's profiles on `date`. */
export function buildPairContext(
  a: { ref: string; name: string },
  b: { ref: string; name: string },
  pair: PairInCards,
  date: IsoDate,
): PairContext {
  return {
    spreadType: 'pair',
    personName: `${a.name} and ${b.name}`,
    date,
    a: side(a, pair.a.card),
    b: side(b, pair.b.card),
    aInB: pair.aInB.map(place),
    bInA: pair.bInA.map(place),
    karma: pair.karma.map((link) => ({ holder: link.holder, kind: link.kind })),
  };
}
