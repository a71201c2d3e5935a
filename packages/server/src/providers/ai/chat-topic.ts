import type { Card, Suit } from '@cardology/engine/card';
import { parseCard } from '@cardology/engine/card';
import type { IsoDate } from '@cardology/engine/dates';
import { civilDate, parseBirthdate, toIsoDate } from '@cardology/engine/dates';
import type { PositionKey } from '@cardology/engine/texts/types';
import { isCrisisMessage } from './care.js';

/** What a follow-up question is about, in the order the offline assistant looks for it. */
export type ChatTopic =
  | { readonly kind: 'crisis' }
  | { readonly kind: 'date'; readonly date: IsoDate }
  | { readonly kind: 'cards'; readonly cards: readonly Card[] }
  | { readonly kind: 'places'; readonly places: readonly PositionKey[] }
  | { readonly kind: 'suit'; readonly suit: Suit; readonly area: string }
  | { readonly kind: 'period' }
  | { readonly kind: 'other' };

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const NUMERIC_DATE = /\b(\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{4})\b/;
const WORDED_DATE =
  /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/i;

function findDate(text: string): IsoDate | undefined {
  const numeric = NUMERIC_DATE.exec(text);
  if (numeric) {
    const parsed = parseBirthdate(numeric[1] as string);
    if (parsed.ok) return toIsoDate(parsed.value);
  }
  const worded = WORDED_DATE.exec(text);
  if (worded) {
    const month = MONTHS.indexOf((worded[1] as string).toLowerCase()) + 1;
    const parsed = civilDate(Number(worded[3]), month, Number(worded[2]));
    if (parsed.ok) return toIsoDate(parsed.value);
  }
  return undefined;
}

// A card as people write it in a sentence: '8♦', '8 ♦', '10♥️', 'eight of diamonds', 'Q of spades'.
const GLYPH_CARD = /\b(10|[2-9]|[ajqk])\s?([♥♣♦♠♡♧♢♤])\uFE0F?/giu;
const WORDED_CARD =
  /\b(ace|two|three|four|five|six|seven|eight|nine|ten|jack|queen|king|10|[2-9]|[ajqk])\s+of\s+(hearts?|clubs?|diamonds?|spades?)\b/giu;

function findCards(text: string): Card[] {
  const found = new Map<string, Card>();
  const candidates = [
    ...[...text.matchAll(GLYPH_CARD)].map((m) => `${m[1]}${m[2]}`),
    ...[...text.matchAll(WORDED_CARD)].map((m) => `${m[1]} of ${m[2]}`),
  ];
  for (const candidate of candidates) {
    const parsed = parseCard(candidate);
    if (parsed.ok) found.set(parsed.value.symbol, parsed.value);
  }
  return [...found.values()];
}

const PLACE_WORDS: readonly [RegExp, PositionKey][] = [
  [/\bsun\b|\bbirth card\b/i, 'sun'],
  [/\bmercury\b/i, 'mercury'],
  [/\bvenus\b/i, 'venus'],
  [/\bmars\b/i, 'mars'],
  [/\bjupiter\b/i, 'jupiter'],
  [/\bsaturn\b/i, 'saturn'],
  [/\buranus\b/i, 'uranus'],
  [/\bneptune\b/i, 'neptune'],
  [/\bpluto\b|\bchallenge\b/i, 'pluto'],
  [/\breward\b|\bresult\b/i, 'reward'],
  [/\bpeak\b/i, 'peak'],
  [/\bmoon\b/i, 'moon'],
  [/\bearth\b/i, 'earth'],
  [/\bdisplac\w*/i, 'displacement'],
  [/\benvironment\b/i, 'environment'],
];

const SUIT_WORDS: readonly [RegExp, Suit, string][] = [
  [
    /\b(love|romance|romantic|relationship\w*|partner\w*|marriage|married|dating|heart\w*|family|friend\w*)\b/i,
    'hearts',
    'love',
  ],
  [
    /\b(money|financ\w*|wealth|income|salary|rich|debt\w*|invest\w*|diamonds?|savings?)\b/i,
    'diamonds',
    'money',
  ],
  [/\b(work|job|career|business|boss|colleague\w*|health|spades?)\b/i, 'spades', 'work'],
  [/\b(mind|ideas?|stud\w*|learn\w*|school|writ\w*|communicat\w*|clubs?)\b/i, 'clubs', 'ideas'],
];

const PERIOD_WORDS =
  /\b(this|the|next|coming) (year|week|period|cycle|season)\b|\b(ruler|ruling|overall|summary|general)\b/i;

/** Sorts a question into the topic the offline assistant can answer from the reading. */
export function chatTopic(message: string): ChatTopic {
  if (isCrisisMessage(message)) return { kind: 'crisis' };
  const date = findDate(message);
  if (date) return { kind: 'date', date };
  const cards = findCards(message);
  if (cards.length > 0) return { kind: 'cards', cards };
  const places = PLACE_WORDS.filter(([pattern]) => pattern.test(message)).map(([, key]) => key);
  if (places.length > 0) return { kind: 'places', places };
  const suit = SUIT_WORDS.find(([pattern]) => pattern.test(message));
  if (suit) return { kind: 'suit', suit: suit[1], area: suit[2] };
  if (PERIOD_WORDS.test(message)) return { kind: 'period' };
  return { kind: 'other' };
}
