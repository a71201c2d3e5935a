import { SUIT_PATHS } from '@cardology/contract/suit-paths';
import type { Suit } from '@cardology/engine/card';
import { cardBySymbol, isJoker } from '@cardology/engine/card';
import { el, path, type ShareNode, svg } from './element.js';
import { PALETTE } from './palette.js';

/** The 5 : 7 of a poker card, as the web draws it (components/playing-card). */
const CARD_RATIO = 7 / 5;
const RED_SUITS: ReadonlySet<Suit> = new Set(['hearts', 'diamonds']);

/** A suit drawn from the web's own shapes (contract/suit-paths.ts): fonts lack the glyphs or turn them into emoji. */
function suitShape(suit: Suit, size: number, color: string): ShareNode {
  return svg(
    { width: size, height: size, viewBox: '-50 -50 100 100' },
    path({ d: SUIT_PATHS[suit], fill: color }),
  );
}

/** The Joker's face: the word in gold-edged ink with a star, as the web's Joker card has no suit. */
function jokerFace(width: number): ShareNode {
  const star = 'M0-50L12-16L48-16L19 6L30 42L0 20L-30 42L-19 6L-48-16L-12-16Z';
  return el(
    'div',
    { display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', flexGrow: 1 },
    svg(
      { width: width * 0.4, height: width * 0.4, viewBox: '-50 -50 100 100' },
      path({ d: star, fill: PALETTE.cardRed }),
    ),
    el(
      'div',
      { fontFamily: 'Fraunces', fontSize: width * 0.16, color: PALETTE.cardBlack, marginTop: width * 0.06 },
      'Joker',
    ),
  );
}

function corner(rank: string, suit: Suit, width: number, color: string, flipped: boolean): ShareNode {
  return el(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      position: 'absolute',
      ...(flipped
        ? { right: width * 0.06, bottom: width * 0.05, transform: 'rotate(180deg)' }
        : { left: width * 0.06, top: width * 0.05 }),
    },
    el('div', { fontFamily: 'Fraunces', fontSize: width * 0.17, lineHeight: 1, color }, rank),
    suitShape(suit, width * 0.12, color),
  );
}

/**
 * One card face: ivory, rounded, a gold hairline, rank and suit in two corners and a large suit in the
 * middle; red for ♥ ♦, ink for ♣ ♠. The Joker gets its own face.
 */
export function cardFace(symbol: string, width: number): ShareNode {
  const card = cardBySymbol(symbol);
  const frame: Record<string, string | number> = {
    display: 'flex',
    position: 'relative',
    width,
    height: Math.round(width * CARD_RATIO),
    backgroundColor: PALETTE.cardFace,
    border: `${Math.max(1, Math.round(width / 120))}px solid ${PALETTE.cardEdge}`,
    borderRadius: width * 0.08,
    boxShadow: '0 6px 18px rgba(27, 32, 54, 0.18)',
    flexShrink: 0,
  };
  if (!card || isJoker(card)) return el('div', frame, jokerFace(width));
  const color = RED_SUITS.has(card.suit) ? PALETTE.cardRed : PALETTE.cardBlack;
  return el(
    'div',
    frame,
    corner(card.rank, card.suit, width, color, false),
    el(
      'div',
      { display: 'flex', flexGrow: 1, alignItems: 'center', justifyContent: 'center' },
      suitShape(card.suit, width * 0.46, color),
    ),
    corner(card.rank, card.suit, width, color, true),
  );
}
