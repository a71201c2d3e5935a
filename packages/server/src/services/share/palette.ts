/**
 * The app's light theme (packages/web/src/styles/index.css): ink on parchment, one gold accent, the card's
 * ivory face with a gold hairline. A shared picture has no dark mode, so it keeps the light one.
 *
 * The CSS is the one home of the colours; this is a copy the server can read without the web's sources, and
 * test/share-palette.test.ts fails the moment a colour here differs from its token there
 * (docs/decisions/043-house.md).
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

/** The web's CSS token each colour of the picture copies. */
export const PALETTE_TOKENS: Readonly<Record<keyof typeof PALETTE, `--color-${string}`>> = {
  parchment: '--color-bg',
  surface: '--color-surface-2',
  border: '--color-border',
  ink: '--color-text',
  muted: '--color-muted',
  gold: '--color-accent',
  cardFace: '--color-card-face',
  cardRed: '--color-card-red',
  cardBlack: '--color-card-black',
  cardEdge: '--color-card-edge',
};
