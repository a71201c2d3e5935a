import { birthCard } from '../birth-card.js';
import type { CardSymbol, PlayingCard } from '../card.js';
import { isJoker } from '../card.js';
import type { CivilDate } from '../dates.js';
import type { CardDescription, ReadingCard } from '../describe.js';
import { cardDescription, readingCard } from '../describe.js';
import {
  LIFE_SPREAD_INDEX,
  thirteenCardSpread,
  thirteenCardSymbols,
  verticalSpread,
  verticalSymbols,
} from '../life-spread.js';
import { ROW_POSITION_KEYS, SPREAD_POSITION_KEYS } from '../positions.js';
import type { Result } from '../result.js';
import { err, ok } from '../result.js';
import type { SpreadIndex } from '../spreads.js';
import { CARDS_PER_SPREAD, cardAt, positionOf, SPREAD_COUNT } from '../spreads.js';
import { EN } from '../texts/locales/en/index.js';
import type { LocaleCatalog } from '../texts/locales/types.js';
import type { SpreadPositionKey } from '../texts/types.js';
import { JOKER_ERROR } from './errors.js';

/**
 * Everything a reading says about one birth card in one spread (docs/cardology-rules.md §6, reused by §7). It
 * depends only on (spread, card) and the language, so there are just 90 × 52 of them per language: each is
 * built on first use and shared, and a reading only adds its dates around it.
 */
export interface SpreadCore {
  /** The card's 13-card walk in this spread, Sun … Earth/X. */
  readonly spread: CardSymbol[];
  readonly descriptions: CardDescription[];
  /** The Life-Spread card whose place the birth card occupies in this spread. */
  readonly displacing: ReadingCard;
  /** The card sitting in the birth card's Life-Spread place in this spread. */
  readonly environment: ReadingCard;
  /** The birth card's column, Mercury row to Neptune row. */
  readonly vertical: CardSymbol[];
  readonly verticalDescriptions: CardDescription[];
}

// One table per catalog object (texts/locales), like describe.ts's descriptions.
const coresByCatalog = new WeakMap<LocaleCatalog, (SpreadCore | undefined)[]>();

function coresOf(texts: LocaleCatalog): (SpreadCore | undefined)[] {
  let cores = coresByCatalog.get(texts);
  if (!cores) {
    cores = new Array(SPREAD_COUNT * CARDS_PER_SPREAD);
    coresByCatalog.set(texts, cores);
  }
  return cores;
}

function buildCore(card: PlayingCard, n: SpreadIndex, texts: LocaleCatalog): SpreadCore {
  const walk = thirteenCardSpread(card, n);
  const column = verticalSpread(card, n);
  // Shared frozen arrays are handed out as the reading types' plain arrays (see describe.ts).
  return Object.freeze({
    spread: thirteenCardSymbols(card, n) as CardSymbol[],
    descriptions: Object.freeze(
      walk.map((c, i) => cardDescription(c, SPREAD_POSITION_KEYS[i] as SpreadPositionKey, texts)),
    ) as CardDescription[],
    displacing: readingCard(cardAt(LIFE_SPREAD_INDEX, positionOf(card.value, n)), 'displacement', texts),
    environment: readingCard(cardAt(n, positionOf(card.value, LIFE_SPREAD_INDEX)), 'environment', texts),
    vertical: verticalSymbols(card, n) as CardSymbol[],
    verticalDescriptions: Object.freeze(
      column.map((c, row) => cardDescription(c, ROW_POSITION_KEYS[row] as SpreadPositionKey, texts)),
    ) as CardDescription[],
  });
}

/** The core of `card` in spread `n`, written in `texts`' language (English by default). */
export function spreadCore(card: PlayingCard, n: SpreadIndex, texts: LocaleCatalog = EN): SpreadCore {
  const cores = coresOf(texts);
  const slot = n * CARDS_PER_SPREAD + card.value - 1;
  const cached = cores[slot];
  if (cached) return cached;
  const built = buildCore(card, n, texts);
  cores[slot] = built;
  return built;
}

/** The birth card a reading is built on; the Joker (Dec 31) has no place in the spreads, so it fails. */
export function readingBirthCard(birthdate: CivilDate): Result<PlayingCard> {
  const card = birthCard(birthdate.month, birthdate.day);
  return isJoker(card) ? err(JOKER_ERROR) : ok(card);
}
