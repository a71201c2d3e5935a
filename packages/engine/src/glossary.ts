import { birthdaysOf } from './birth-card.js';
import type { CardSymbol, PlayingCard } from './card.js';
import { DECK } from './card.js';
import { deepFreeze } from './deep-freeze.js';
import { cardText } from './describe.js';
import { isMysticalFamily, karmaCards, relatedCards } from './karma.js';
import { planetaryPosition, thirteenCardSymbols } from './life-spread.js';
import { EN } from './texts/locales/en/index.js';
import type { LocaleCatalog } from './texts/locales/types.js';

/** A glossary card's own text and place (docs/product.md §3 glossary card `details`). */
export interface GlossaryDetails {
  title: string;
  description: string;
  keywords: string[];
  /** MM-DD strings in calendar order. */
  birthdays: string[];
  /** Planetary position in the Life Spread, e.g. 'Venus/Jupiter' or 'Sun/Mars'. */
  position: string;
}

/** One card of the glossary: its text, Life Spread, karma and related cards (docs/cardology-rules.md §5). */
export interface GlossaryCard {
  value: number;
  symbol: CardSymbol;
  name: string;
  details: GlossaryDetails;
  /** 13 symbols, Sun … Earth/X. */
  life_spread: CardSymbol[];
  is_mystical_family: boolean;
  karma_positive: CardSymbol | null;
  karma_negative: CardSymbol | null;
  god_card: CardSymbol;
  financial_security_card: CardSymbol;
  fame_card: CardSymbol;
  recognition_card: CardSymbol;
  hidden_power_card: CardSymbol;
}

/** The 52 cards' glossary entries, keyed by symbol. */
export interface Glossary {
  card_count: number;
  cards: Record<CardSymbol, GlossaryCard>;
}

/**
 * One card's glossary entry (docs/cardology-rules.md §5, §12): text, birthdays, place and relations, written in
 * `texts`' language.
 */
export function glossaryCard(card: PlayingCard, texts: LocaleCatalog = EN): GlossaryCard {
  const text = cardText(card, texts);
  const karma = karmaCards(card);
  const related = relatedCards(card);
  return {
    value: card.value,
    symbol: card.symbol,
    name: text.name,
    details: {
      title: text.title,
      description: text.description,
      keywords: [...text.keywords],
      birthdays: [...birthdaysOf(card)],
      position: planetaryPosition(card, texts),
    },
    life_spread: [...thirteenCardSymbols(card, 1)],
    is_mystical_family: isMysticalFamily(card),
    karma_positive: karma.positive?.symbol ?? null,
    karma_negative: karma.negative?.symbol ?? null,
    god_card: related.god.symbol,
    financial_security_card: related.financialSecurity.symbol,
    fame_card: related.fame.symbol,
    recognition_card: related.recognition.symbol,
    hidden_power_card: related.hiddenPower.symbol,
  };
}

/**
 * Builds the whole glossary, without memo (the benchmark times this). The 52 cards are inserted in the
 * glossary's order, hearts, clubs, diamonds, spades and A..K within a suit, which is value order, so a
 * client iterating the object's keys lists them in that order.
 */
export function buildGlossary(texts: LocaleCatalog = EN): Glossary {
  const cards: Record<string, GlossaryCard> = {};
  for (const card of DECK) cards[card.symbol] = glossaryCard(card, texts);
  return { card_count: DECK.length, cards };
}

const memo = new WeakMap<LocaleCatalog, Glossary>();

/**
 * The glossary in `texts`' language (English by default), built on first call and then shared; deep-frozen so
 * no caller can alter it for the others.
 */
export function glossary(texts: LocaleCatalog = EN): Glossary {
  let built = memo.get(texts);
  if (!built) {
    built = deepFreeze(buildGlossary(texts));
    memo.set(texts, built);
  }
  return built;
}
