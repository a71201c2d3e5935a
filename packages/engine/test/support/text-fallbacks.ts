// The card and position texts are written by the content engineers and may still be incomplete while the
// engine is tested. These stand-ins fill only the gaps, so the engine's tests exercise its own rules
// whatever the state of the content (whose completeness has its own test). Used by vi.mock factories.
import type { CardText, PositionKey, PositionText } from '../../src/texts/types.js';

const SYMBOLS = [
  ...['♥', '♣', '♦', '♠'].flatMap((suit) =>
    ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].map((rank) => rank + suit),
  ),
  'Joker',
];

const POSITION_LABELS: Record<PositionKey, string> = {
  sun: 'Sun',
  mercury: 'Mercury',
  venus: 'Venus',
  mars: 'Mars',
  jupiter: 'Jupiter',
  saturn: 'Saturn',
  uranus: 'Uranus',
  neptune: 'Neptune',
  pluto: 'Pluto',
  reward: 'Reward',
  peak: 'Peak',
  moon: 'Moon',
  earth: 'Earth/X',
  displacement: 'Displacement',
  environment: 'Environment',
};

const stubCard = (symbol: string): CardText => ({
  title: `Test title ${symbol}`,
  description: `Test description ${symbol}`,
  keywords: [`test ${symbol}`],
  essence: `test essence ${symbol}`,
  counsel: `Test counsel ${symbol}.`,
});

export function withCardTextFallbacks(module: { CARD_TEXTS: Readonly<Record<string, CardText>> }) {
  const texts: Record<string, CardText> = { ...module.CARD_TEXTS };
  for (const symbol of SYMBOLS) texts[symbol] ??= stubCard(symbol);
  return { ...module, CARD_TEXTS: Object.freeze(texts) };
}

export function withPositionTextFallbacks(module: {
  POSITION_TEXTS: Readonly<Record<PositionKey, PositionText>>;
}) {
  const texts = { ...module.POSITION_TEXTS } as Record<PositionKey, PositionText>;
  for (const [key, label] of Object.entries(POSITION_LABELS) as [PositionKey, string][]) {
    texts[key] ??= { label, meaning: `Test meaning of ${label}.`, theme: `test theme ${label}` };
  }
  return { ...module, POSITION_TEXTS: Object.freeze(texts) };
}
