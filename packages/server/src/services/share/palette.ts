/**
 * The app's light theme (packages/web/src/styles/index.css): ink on parchment, one gold accent, the card's
 * ivory face with a gold hairline. A shared picture has no dark mode, so it keeps the light one.
 */
export const PALETTE = {
  parchment: '#f7f3ea',
  surface: '#efe7d6',
  border: '#ddd1b9',
  ink: '#1b2036',
  muted: '#585b6b',
  gold: '#a8823a',
  cardFace: '#fbf6ea',
  cardRed: '#b3261e',
  cardBlack: '#1d1c21',
  cardEdge: '#b8924b',
} as const;
