import type {
  ConnectionSpread,
  KarmaKind,
  KarmaLink,
  PairResponse,
  Placement,
} from '@cardology/contract/in-your-cards';
import { CONNECTION_SPREADS } from '@cardology/contract/in-your-cards';
import { i18n } from '../../i18n/i18n';
import './texts';

const SPREAD_KEYS = { life: 'life', yearly: 'yearly', 'seven-week': 'sevenWeek', weekly: 'weekly' } as const;

/** How a sentence ends for each spread, in the language shown: "for life", "este año", "nesta semana". */
export const spreadPhrase = (spread: ConnectionSpread): string =>
  i18n.t('cards.inYourCards.spreadPhrases', { returnObjects: true })[SPREAD_KEYS[spread]];

/**
 * "Maya’s card, the 8♦, is your Venus card this year." — the contract's placementSentence in the language
 * shown (its English, word for word, in the cards catalog); the place's label comes translated from the server.
 */
function placementSentence(whose: string | null, symbol: string, owner: string | null, placement: Placement) {
  const values = {
    whose: whose ?? '',
    owner: owner ?? '',
    symbol,
    place: placement.label,
    when: spreadPhrase(placement.spread),
  };
  if (whose === null) return i18n.t('cards.inYourCards.sentences.yoursInTheirs', values);
  if (owner === null) return i18n.t('cards.inYourCards.sentences.theirsInYours', values);
  return i18n.t('cards.inYourCards.sentences.theirsInTheirs', values);
}

/** "Maya’s card, the 8♦, is your supportive karma card." — the contract's karmaSentence in the language shown. */
function karmaSentence(whose: string | null, symbol: string, owner: string | null, kind: KarmaKind) {
  const sentences = i18n.t('cards.inYourCards.sentences', { returnObjects: true });
  const values = { whose: whose ?? '', owner: owner ?? '', symbol, kind: sentences[kind] };
  if (whose === null) return i18n.t('cards.inYourCards.sentences.karmaYoursInTheirs', values);
  if (owner === null) return i18n.t('cards.inYourCards.sentences.karmaTheirsInYours', values);
  return i18n.t('cards.inYourCards.sentences.karmaTheirsInTheirs', values);
}

/** One side of a pair as the sentences name it: null for the user ("your"), else the person's name. */
export interface Side {
  name: string | null;
  symbol: string;
}

/** One sentence about a pair, and the place it speaks of (none for a karma link). */
export interface ConnectionLine {
  key: string;
  text: string;
  placement: Placement | null;
}

/** What the two directions and the karma links of a pair say, each as its own list. */
export interface PairLines {
  /** b's card in a's spreads. */
  bInA: ConnectionLine[];
  /** a's card in b's spreads. */
  aInB: ConnectionLine[];
  karma: ConnectionLine[];
}

type Between = Pick<PairResponse, 'a_in_b' | 'b_in_a' | 'karma'>;

const placementLines = (
  prefix: string,
  card: Side,
  owner: Side,
  placements: readonly Placement[],
  spreads: readonly ConnectionSpread[],
): ConnectionLine[] =>
  placements
    .filter((placement) => spreads.includes(placement.spread))
    .map((placement) => ({
      key: `${prefix}-${placement.spread}-${placement.position}`,
      text: placementSentence(card.name, card.symbol, owner.name, placement),
      placement,
    }));

// "The other one's birth card is holder's kind karma card."
const karmaLine = (a: Side, b: Side, link: KarmaLink): ConnectionLine => {
  const [card, holder] = link.holder === 'a' ? [b, a] : [a, b];
  return {
    key: `karma-${link.holder}-${link.kind}`,
    text: karmaSentence(card.name, card.symbol, holder.name, link.kind),
    placement: null,
  };
};

/**
 * The sentences of a pair, in the server's order (Life Spread, yearly, 7-week, weekly; then the karma
 * links), limited to `spreads` — a reading page shows only its own spread, and no karma links, which
 * belong to no period.
 */
export function pairLines(
  a: Side,
  b: Side,
  between: Between,
  spreads: readonly ConnectionSpread[] | 'all' = 'all',
): PairLines {
  const shown = spreads === 'all' ? CONNECTION_SPREADS : spreads;
  return {
    bInA: placementLines('b-in-a', b, a, between.b_in_a, shown),
    aInB: placementLines('a-in-b', a, b, between.a_in_b, shown),
    karma: spreads === 'all' ? between.karma.map((link) => karmaLine(a, b, link)) : [],
  };
}

export const lineCount = (lines: PairLines): number =>
  lines.bInA.length + lines.aInB.length + lines.karma.length;

/** Whether the two cards meet anywhere in `spreads` (a karma link belongs to no spread). */
export const meetsIn = (between: Between, spreads: readonly ConnectionSpread[]): boolean =>
  [...between.a_in_b, ...between.b_in_a].some((placement) => spreads.includes(placement.spread));
