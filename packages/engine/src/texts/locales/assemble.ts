import type { CardText, PositionKey, PositionText } from '../types.js';
import type { CardEntry, CardKey, NamesCatalog, PlaceText } from './types.js';

// A language's catalog joins its names (names.ts, their one home) to its texts: the web reads the names alone.

/** Each card's text with its name, in the catalog's shape (name first, as the English catalog has it). */
export function cardsWithNames(
  texts: Readonly<Record<CardKey, CardText>>,
  names: NamesCatalog,
): Record<CardKey, CardEntry> {
  const entries = Object.entries(texts).map(([key, text]) => [
    key,
    { ...names.cards[key as CardKey], ...text },
  ]);
  return Object.fromEntries(entries) as Record<CardKey, CardEntry>;
}

/** Each position's text with its label. */
export function positionsWithLabels(
  texts: Readonly<Record<PositionKey, PlaceText>>,
  names: NamesCatalog,
): Record<PositionKey, PositionText> {
  const entries = Object.entries(texts).map(([key, text]) => [
    key,
    { label: names.places[key as PositionKey], ...text },
  ]);
  return Object.fromEntries(entries) as Record<PositionKey, PositionText>;
}
