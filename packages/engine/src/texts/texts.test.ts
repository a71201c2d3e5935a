import { describe, expect, it } from 'vitest';
import { POSITION_KEYS as DESCRIBED_POSITIONS } from '../describe.js';
import { DISPLACEMENT_LABEL, SPREAD_POSITIONS } from '../positions.js';
import { composeIn } from './locales/compose.js';
import { EN } from './locales/en/index.js';
import type { CardKey } from './locales/types.js';
import { PLACEMENT_KEYS } from './locales/types.js';
import type { PositionKey } from './types.js';

// The English catalog (texts/locales/en), held to the product spec's labels and the writing rules of CardText.
const CARD_TEXTS: Readonly<Record<string, (typeof EN.cards)[CardKey]>> = EN.cards;
const POSITION_TEXTS = EN.positions;
const PLACEMENTS = PLACEMENT_KEYS.map((key) => EN.placements[key]);

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const SUITS = ['♥', '♣', '♦', '♠'] as const;
const SYMBOLS = SUITS.flatMap((suit) => RANKS.map((rank) => `${rank}${suit}`));

const RANK_WORDS: Record<string, string> = {
  A: 'Ace',
  '2': 'Two',
  '3': 'Three',
  '4': 'Four',
  '5': 'Five',
  '6': 'Six',
  '7': 'Seven',
  '8': 'Eight',
  '9': 'Nine',
  '10': 'Ten',
  J: 'Jack',
  Q: 'Queen',
  K: 'King',
};
const SUIT_WORDS: Record<string, string> = { '♥': 'Hearts', '♣': 'Clubs', '♦': 'Diamonds', '♠': 'Spades' };

function cardName(symbol: string): string {
  if (symbol === 'Joker') return 'Joker';
  const suit = symbol.slice(-1);
  return `${RANK_WORDS[symbol.slice(0, -1)]} of ${SUIT_WORDS[suit]}`;
}

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
const POSITION_KEYS = Object.keys(POSITION_LABELS) as PositionKey[];

const PLACEMENT_HEADINGS = [
  'Sun (Birth Card)',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Uranus',
  'Neptune',
  'Pluto (Result / Challenge)',
  'Reward',
  'Peak',
  'Earth/X (Transformation)',
  'Displacing (Yearly / Weekly)',
  'Environment (Yearly / Weekly)',
];

const words = (text: string): number => text.trim().split(/\s+/).length;

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const dups = new Set<string>();
  for (const v of values) {
    const key = v.trim().toLowerCase();
    if (seen.has(key)) dups.add(v);
    seen.add(key);
  }
  return [...dups];
}

describe('card texts', () => {
  it('has exactly the 52 symbols and the Joker', () => {
    expect(SYMBOLS).toHaveLength(52);
    expect(Object.keys(CARD_TEXTS).sort()).toEqual([...SYMBOLS, 'Joker'].sort());
  });

  it.each([...SYMBOLS, 'Joker'])('%s has complete, well-formed text', (symbol) => {
    const card = CARD_TEXTS[symbol];
    expect(card, `missing text for ${symbol}`).toBeDefined();
    if (!card) return;
    expect(card.title.trim()).not.toBe('');
    expect(card.description.trim()).not.toBe('');
    expect(card.essence.trim()).not.toBe('');
    expect(card.essence.trim()).not.toMatch(/\.$/);
    expect(card.counsel.trim()).toMatch(/\.$/);
    const count = words(card.description);
    expect(count, `${symbol} description has ${count} words`).toBeGreaterThanOrEqual(120);
    expect(count, `${symbol} description has ${count} words`).toBeLessThanOrEqual(200);
    expect(card.keywords.length).toBeGreaterThanOrEqual(5);
    expect(card.keywords.length).toBeLessThanOrEqual(8);
    for (const keyword of card.keywords) {
      expect(keyword.trim()).not.toBe('');
      expect(keyword).toBe(keyword.toLowerCase());
    }
    expect(duplicates(card.keywords)).toEqual([]);
  });

  it.each(['title', 'description', 'essence', 'counsel'] as const)(
    'no %s is shared by two cards',
    (field) => {
      const values = Object.values(CARD_TEXTS).map((card) => card[field]);
      expect(duplicates(values)).toEqual([]);
    },
  );
});

describe('position texts', () => {
  it('has every position key with its exact label, a meaning and a theme', () => {
    expect(Object.keys(POSITION_TEXTS).sort()).toEqual([...POSITION_KEYS].sort());
    for (const key of POSITION_KEYS) {
      const text = POSITION_TEXTS[key];
      expect(text.label).toBe(POSITION_LABELS[key]);
      expect(text.meaning.trim()).not.toBe('');
      expect(text.theme.trim()).not.toBe('');
    }
  });

  it('labels the places as the engine’s spread positions do, and describes every place the readings use', () => {
    for (const position of SPREAD_POSITIONS) expect(POSITION_TEXTS[position.key].label).toBe(position.label);
    expect(POSITION_TEXTS.displacement.label).toBe(DISPLACEMENT_LABEL);
    expect([...DESCRIBED_POSITIONS].sort()).toEqual([...POSITION_KEYS].sort());
  });

  it('has no duplicated meaning or theme', () => {
    const texts = Object.values(POSITION_TEXTS);
    expect(duplicates(texts.map((t) => t.meaning))).toEqual([]);
    expect(duplicates(texts.map((t) => t.theme))).toEqual([]);
  });
});

describe('placements guide', () => {
  it('has the 14 placements in order', () => {
    expect(PLACEMENTS.map((p) => p.heading)).toEqual(PLACEMENT_HEADINGS);
  });

  it('has explanations of 60–120 words, none duplicated', () => {
    for (const placement of PLACEMENTS) {
      const count = words(placement.explanation);
      expect(count, `${placement.heading} has ${count} words`).toBeGreaterThanOrEqual(60);
      expect(count, `${placement.heading} has ${count} words`).toBeLessThanOrEqual(120);
    }
    expect(duplicates(PLACEMENTS.map((p) => p.explanation))).toEqual([]);
  });
});

describe('composeIn (English)', () => {
  it.each(SYMBOLS)('%s reads differently in every position and names the card', (symbol) => {
    const card = CARD_TEXTS[symbol];
    expect(card, `missing text for ${symbol}`).toBeDefined();
    if (!card) return;
    const name = cardName(symbol);
    expect(card.name).toBe(name);
    const texts = POSITION_KEYS.map((position) => composeIn(EN, symbol as CardKey, position));
    for (const text of texts) {
      expect(text.trim()).not.toBe('');
      expect(text).toContain(name);
      expect(text).toContain(card.counsel);
    }
    expect(new Set(texts).size).toBe(POSITION_KEYS.length);
  });

  it('reads the Joker as a Sun card', () => {
    const joker = CARD_TEXTS.Joker;
    expect(joker, 'missing text for the Joker').toBeDefined();
    if (!joker) return;
    const text = composeIn(EN, 'Joker', 'sun');
    expect(text).toContain('Joker');
    expect(text).toContain(joker.essence);
  });
});
