import type { CardDescription, ReadingCard, YearlyReading } from '@cardology/contract/wire';
import {
  type ReadingKind,
  type ReadingOf,
  type ReadingParts,
  readingParts,
} from '@cardology/engine/readings/parts';

/**
 * What the shared reading layout draws, whichever of the four readings it came from: the Sun,
 * displacing and environment cards, the 13-card spread with its descriptions, and the vertical spread.
 */
export interface ReadingView {
  birthCard: ReadingCard;
  displacing: ReadingCard;
  environment: ReadingCard;
  /** 13 symbols, Sun … Earth/X. */
  spread: readonly string[];
  descriptions: readonly CardDescription[];
  /** 7 symbols, the Mercury row down to the Neptune row. */
  vertical: readonly string[];
  verticalDescriptions: readonly CardDescription[];
}

const list = <T>(value: readonly T[] | null | undefined): readonly T[] => (Array.isArray(value) ? value : []);

/**
 * A reading of `kind` as the layout draws it. An answer without the spread or its three cards is "empty"
 * (docs/product.md §2: the error-or-empty state).
 */
export function readingView<K extends ReadingKind>(
  kind: K,
  reading: { birth_card?: ReadingCard } | null | undefined,
): ReadingView | null {
  if (!reading) return null;
  // The wire types each reading with its kind's fields (contract wire.ts); a generic caller cannot show it.
  const parts = readingParts(kind, reading as ReadingOf<K>) as Partial<WireParts>;
  const birthCard = reading.birth_card;
  const { displacing, environment } = parts;
  if (!birthCard?.symbol || !displacing?.symbol || !environment?.symbol || list(parts.spread).length === 0)
    return null;
  return {
    birthCard,
    displacing,
    environment,
    spread: list(parts.spread),
    descriptions: list(parts.descriptions),
    vertical: list(parts.vertical),
    verticalDescriptions: list(parts.verticalDescriptions),
  };
}

/** The parts as the wire types them: the yearly reading's stand for all four, which the wire types alike. */
type WireParts = ReadingParts<'yearly', YearlyReading>;

export const yearlyView = (r: YearlyReading | null | undefined) => readingView('yearly', r);
