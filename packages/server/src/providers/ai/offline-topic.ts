import type { Suit } from '@cardology/engine/card';
import { parseCard } from '@cardology/engine/card';
import type { IsoDate } from '@cardology/engine/dates';
import { civilDate, isComputableDate, toIsoDate } from '@cardology/engine/dates';
import type { CardKey } from '@cardology/engine/texts/locales/types';
import type { PositionKey } from '@cardology/engine/texts/types';
import { isCrisisMessage } from './care.js';
import type { OfflineWriter } from './offline-writer.js';
import { labelOf } from './offline-writer.js';

/** What a follow-up question is about, in the order the offline assistant looks for it. */
export type ChatTopic =
  | { readonly kind: 'crisis' }
  | { readonly kind: 'date'; readonly date: IsoDate }
  | { readonly kind: 'cards'; readonly cards: readonly CardKey[] }
  | { readonly kind: 'places'; readonly places: readonly PositionKey[] }
  | { readonly kind: 'suit'; readonly suit: Suit }
  | { readonly kind: 'period' }
  | { readonly kind: 'other' };

/** Every place, in the spread's reading order (the order answers name them in). */
export const PLACE_KEYS: readonly PositionKey[] = [
  'sun',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
  'reward',
  'peak',
  'moon',
  'earth',
  'displacement',
  'environment',
];

/** The suits in the order a question's words are tried. */
const SUIT_ORDER: readonly Suit[] = ['hearts', 'diamonds', 'spades', 'clubs'];

/** Lower case without accents, so "Qué", "que" and "QUE" read alike (and "março" is "marco"). */
const folded = (text: string, language: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(language);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** One pattern for a list of topic words: whole words, a final `*` taking any ending. */
function wordsPattern(words: readonly string[], language: string): RegExp {
  const alternatives = words.map((word) => {
    const open = word.endsWith('*');
    const body = escaped(folded(open ? word.slice(0, -1) : word, language)).replace(/ +/g, '\\s+');
    return open ? `${body}\\p{L}*` : body;
  });
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'u');
}

/**
 * A card's name as a question may hold it: whole words, and where the language declines its nouns, the rank in
 * any case (the first word's stem with any ending: «Даме Червей», «Короля Пик»).
 */
function cardNamePattern(name: string, w: OfflineWriter): RegExp {
  const [rank = '', ...rest] = folded(name, w.language).split(/ +/);
  if (w.s.rankEndings.length === 0) return wordsPattern([name], w.language);
  const ending = w.s.rankEndings.find((end) => rank.length > end.length + 1 && rank.endsWith(end));
  const stem = ending ? rank.slice(0, -ending.length) : rank;
  const words = [`${escaped(stem)}\\p{L}*`, ...rest.map(escaped)].join('\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${words}(?![\\p{L}\\p{N}])`, 'u');
}

/** A writer's patterns, built once per writer. */
interface Patterns {
  readonly places: readonly [PositionKey, RegExp][];
  readonly suits: readonly [Suit, RegExp][];
  readonly period: RegExp;
  readonly meet: RegExp;
  readonly cardNames: readonly [CardKey, RegExp][];
  readonly monthPrefixes: readonly string[];
  readonly dayFirst: boolean;
}

const patternsOf = new WeakMap<OfflineWriter, Patterns>();

/** The months as the language writes them inside a date ("de marzo", "марта"), folded, first three letters. */
function monthPrefixes(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => {
    const name = format.formatToParts(Date.UTC(2001, month, 15)).find((p) => p.type === 'month')?.value ?? '';
    return folded(name, language).slice(0, 3);
  });
}

/** Whether the language writes a numeric date day first (05/03 is 5 March), by its own Intl format. */
function writesDayFirst(language: string): boolean {
  const parts = new Intl.DateTimeFormat(language).formatToParts(Date.UTC(2001, 2, 15)).map((p) => p.type);
  return parts.indexOf('day') < parts.indexOf('month');
}

function patterns(w: OfflineWriter): Patterns {
  const known = patternsOf.get(w);
  if (known) return known;
  const { topics } = w.s;
  const built: Patterns = {
    places: PLACE_KEYS.map((key) => [
      key,
      wordsPattern([labelOf(w, key).split('/')[0] ?? key, ...(topics.places[key] ?? [])], w.language),
    ]),
    suits: SUIT_ORDER.map((suit) => [suit, wordsPattern(topics.suits[suit].words, w.language)]),
    period: wordsPattern(topics.period, w.language),
    meet: wordsPattern(topics.meet, w.language),
    cardNames: (Object.keys(w.catalog.cards) as CardKey[]).map((key) => [
      key,
      cardNamePattern(w.catalog.cards[key].name, w),
    ]),
    monthPrefixes: monthPrefixes(w.language),
    dayFirst: writesDayFirst(w.language),
  };
  patternsOf.set(w, built);
  return built;
}

const ISO_DATE = /(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/;
const NUMERIC_DATE = /(?<!\d)(\d{1,2})\/(\d{1,2})\/(\d{4})(?!\d)/;

function dayOf(year: number, month: number, day: number): IsoDate | undefined {
  const date = civilDate(year, month, day);
  return date.ok && isComputableDate(date.value) ? toIsoDate(date.value) : undefined;
}

/** A date written the reader's way: ISO, numeric in the language's order, or with the month in words. */
function findDate(w: OfflineWriter, message: string): IsoDate | undefined {
  const iso = ISO_DATE.exec(message);
  if (iso) return dayOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = NUMERIC_DATE.exec(message);
  const { monthPrefixes: months, dayFirst } = patterns(w);
  if (numeric) {
    const [first, second] = [Number(numeric[1]), Number(numeric[2])];
    return dayFirst ? dayOf(Number(numeric[3]), second, first) : dayOf(Number(numeric[3]), first, second);
  }
  const text = folded(message, w.language);
  const month = `(${months.map(escaped).join('|')})\\p{L}*\\.?`;
  // "March 5th, 2026" / "5 de marzo de 2026", "5th of March 2026": the month in words, either side of the day.
  const monthFirst = new RegExp(`(?<!\\p{L})${month}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})`, 'u').exec(
    text,
  );
  if (monthFirst) {
    const index = months.indexOf(monthFirst[1] as string) + 1;
    return dayOf(Number(monthFirst[3]), index, Number(monthFirst[2]));
  }
  const dayFirstWords = new RegExp(
    `(?<!\\d)(\\d{1,2})(?:st|nd|rd|th|º|°|o)?\\s+(?:\\p{L}{1,3}\\s+)?${month}\\s*,?\\s+(?:\\p{L}{1,3}\\s+)?(\\d{4})`,
    'u',
  ).exec(text);
  if (dayFirstWords) {
    const index = months.indexOf(dayFirstWords[2] as string) + 1;
    return dayOf(Number(dayFirstWords[3]), index, Number(dayFirstWords[1]));
  }
  return undefined;
}

// A card as people write it in a sentence: '8♦', '8 ♦', '10♥️', 'eight of diamonds', 'Q of spades'.
const GLYPH_CARD = /\b(10|[2-9]|[ajqk])\s?([♥♣♦♠♡♧♢♤])\uFE0F?/giu;
const WORDED_CARD =
  /\b(ace|two|three|four|five|six|seven|eight|nine|ten|jack|queen|king|10|[2-9]|[ajqk])\s+of\s+(hearts?|clubs?|diamonds?|spades?)\b/giu;

/** The cards a message names: by glyph, by the English words the engine reads, or by name in the language. */
function findCards(w: OfflineWriter, message: string): CardKey[] {
  const found = new Set<CardKey>();
  const candidates = [
    ...[...message.matchAll(GLYPH_CARD)].map((m) => `${m[1]}${m[2]}`),
    ...[...message.matchAll(WORDED_CARD)].map((m) => `${m[1]} of ${m[2]}`),
  ];
  for (const candidate of candidates) {
    const parsed = parseCard(candidate);
    if (parsed.ok) found.add(parsed.value.symbol as CardKey);
  }
  const text = folded(message, w.language);
  for (const [key, pattern] of patterns(w).cardNames) if (pattern.test(text)) found.add(key);
  return [...found];
}

/** Sorts a question into the topic the offline assistant can answer, in the writer's language. */
export function chatTopic(w: OfflineWriter, message: string): ChatTopic {
  if (isCrisisMessage(message)) return { kind: 'crisis' };
  const date = findDate(w, message);
  if (date) return { kind: 'date', date };
  const cards = findCards(w, message);
  if (cards.length > 0) return { kind: 'cards', cards };
  const text = folded(message, w.language);
  const { places, suits, period } = patterns(w);
  const named = places.filter(([, pattern]) => pattern.test(text)).map(([key]) => key);
  if (named.length > 0) return { kind: 'places', places: named };
  const suit = suits.find(([, pattern]) => pattern.test(text));
  if (suit) return { kind: 'suit', suit: suit[0] };
  if (period.test(text)) return { kind: 'period' };
  return { kind: 'other' };
}

/** Whether a question about a pair asks where its cards meet. */
export const asksWhereTheyMeet = (w: OfflineWriter, message: string): boolean =>
  patterns(w).meet.test(folded(message, w.language));
