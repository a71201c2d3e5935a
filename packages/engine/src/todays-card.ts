import { birthCard } from './birth-card.js';
import type { CardSymbol } from './card.js';
import { isJoker } from './card.js';
import type { CivilDate, IsoDate } from './dates.js';
import { toIsoDate } from './dates.js';
import { cardText } from './describe.js';
import { thirteenCardSymbols } from './life-spread.js';
import { EN } from './texts/locales/en/index.js';
import type { LocaleCatalog } from './texts/locales/types.js';

/** The card of a calendar day. */
export interface TodaysCard {
  date: IsoDate;
  /** A symbol, or 'Joker' on December 31. */
  card: CardSymbol;
  name: string;
  title: string;
  /** 13 symbols; empty for the Joker. */
  life_spread: CardSymbol[];
}

const NO_SPREAD: string[] = Object.freeze([]) as unknown as string[];

/**
 * The card of a calendar day (docs/cardology-rules.md §8): the birth card of its month and day, with its Life
 * Spread walk. December 31 is the Joker, which has no spread, so its list is empty. Name and title are in
 * `texts`' language.
 */
export function todaysCard(date: CivilDate, texts: LocaleCatalog = EN): TodaysCard {
  const card = birthCard(date.month, date.day);
  const text = cardText(card, texts);
  return {
    date: toIsoDate(date),
    card: card.symbol,
    name: text.name,
    title: text.title,
    life_spread: isJoker(card) ? NO_SPREAD : (thirteenCardSymbols(card, 1) as string[]),
  };
}
