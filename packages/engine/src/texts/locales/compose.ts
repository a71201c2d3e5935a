import type { PositionKey } from '../types.js';
import type { BridgeSuit, CardKey, LocaleCatalog } from './types.js';

// The one composition of a card read in a place, for every language: English is a catalog like the others.

const SUIT_OF: Readonly<Record<string, BridgeSuit>> = {
  '♥': 'hearts',
  '♣': 'clubs',
  '♦': 'diamonds',
  '♠': 'spades',
};

/** The bridge a card's suit takes; the Joker's is 'other'. */
export const bridgeSuitOf = (symbol: string): BridgeSuit => SUIT_OF[symbol.slice(-1)] ?? 'other';

/** `{{name}}` → vars.name; an unknown placeholder is left as written, so a test can find it. */
export function fillTemplate(template: string, vars: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => vars[name] ?? whole);
}

/**
 * The description of one card read in one place, in the catalog's language: the lead binding the card's
 * essence to the place (its label, the card's name as it reads in a sentence), the bridge of the card's suit,
 * then the card's own counsel.
 */
export function composeIn(catalog: LocaleCatalog, symbol: CardKey, position: PositionKey): string {
  const card = catalog.cards[symbol];
  const template = catalog.compose[position];
  const lead = fillTemplate(template.lead, {
    place: catalog.positions[position].label,
    card: card.nameInSentence,
    essence: card.essence,
  });
  return `${lead} ${template.bridge[bridgeSuitOf(symbol)]} ${card.counsel}`;
}
