import type { JournalCards, JournalEntry, JournalPeriodKind } from '@cardology/contract/journal';
import {
  JOURNAL_REFLECTION_CHARS_MAX,
  JOURNAL_REFLECTION_ENTRIES_MAX,
} from '@cardology/contract/journal-reflection';
import type { Planet } from '@cardology/contract/wire';
import { cardBySymbol } from '@cardology/engine/card';
import { cardDescription, cardText } from '@cardology/engine/describe';
import type { PositionKey } from '@cardology/engine/texts/types';

/** The card in play for the period, with what the engine's texts say it means. */
interface ReflectionCard {
  readonly symbol: string;
  readonly name: string;
  readonly title: string;
  /** Comma-separated. */
  readonly keywords: string;
  /** For a planetary period, the card read in that planet's place; else the card's own meaning. */
  readonly description: string;
  readonly counsel: string;
}

/** One of the reader's notes as the assistant sees it: its day, that day's card, and the text as written. */
export interface ReflectionNote {
  readonly date: string;
  readonly dayCard: { readonly symbol: string; readonly name: string; readonly title: string };
  readonly text: string;
}

/**
 * Everything the assistant may read for a reflection (docs/decisions/041-journal-reflection.md): the
 * period, its card, and the reader's notes of that period. No name, birthdate or e-mail: none is needed.
 */
export interface ReflectionContext {
  readonly kind: JournalPeriodKind;
  readonly start: string;
  readonly end: string;
  /** The planet of a planetary period. */
  readonly planet?: Planet;
  readonly card: ReflectionCard;
  /** The notes read, oldest first: the most recent ones when the period holds more than the bounds. */
  readonly notes: readonly ReflectionNote[];
  /** How many notes the period holds (`notes.length` when none was left out). */
  readonly total: number;
}

/** What the reflection needs of an entry: the journal's own shape, without ids or times. */
export type ReflectionEntry = Pick<JournalEntry, 'date' | 'text' | 'cards'>;

const PERIOD_OF: Readonly<Record<JournalPeriodKind, (cards: JournalCards) => JournalCards['weekly']>> = {
  planetary: (cards) => cards.planetary,
  'seven-week': (cards) => cards.seven_week,
  weekly: (cards) => cards.weekly,
};

function periodCard(symbol: string, planet: Planet | undefined): ReflectionCard {
  const card = cardBySymbol(symbol);
  if (!card) throw new Error(`Unknown card ${symbol} in a journal period`);
  const text = cardText(card);
  const description = planet
    ? cardDescription(card, planet.toLowerCase() as PositionKey).description
    : text.description;
  return {
    symbol: card.symbol,
    name: card.name,
    title: text.title,
    keywords: text.keywords.join(', '),
    description,
    counsel: text.counsel,
  };
}

/**
 * The notes within the bounds (JOURNAL_REFLECTION_ENTRIES_MAX notes, JOURNAL_REFLECTION_CHARS_MAX
 * characters), whole notes taken newest first, then given back oldest first. A note that would pass the
 * character bound ends the selection, so what is read is always the most recent stretch of the period.
 */
function boundedNotes<T extends { date: string; text: string }>(entries: readonly T[]): T[] {
  const newestFirst = [...entries].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  const kept: T[] = [];
  let characters = 0;
  for (const entry of newestFirst) {
    if (kept.length >= JOURNAL_REFLECTION_ENTRIES_MAX) break;
    characters += [...entry.text].length;
    if (characters > JOURNAL_REFLECTION_CHARS_MAX) break;
    kept.push(entry);
  }
  return kept.reverse();
}

/**
 * The reflection's context from the entries of one period (each carrying its computed cards). All entries
 * of a period share its card and dates, so they are read from the newest. `total` is how many the period
 * holds when the caller fetched fewer. Null when there is no entry.
 */
export function reflectionContext(
  kind: JournalPeriodKind,
  entries: readonly ReflectionEntry[],
  total = entries.length,
): ReflectionContext | null {
  const notes = boundedNotes(entries);
  const newest = notes.at(-1);
  if (!newest) return null;
  const period = PERIOD_OF[kind](newest.cards);
  const planet = kind === 'planetary' ? newest.cards.planetary.planet : undefined;
  return {
    kind,
    start: period.start,
    end: period.end,
    ...(planet ? { planet } : {}),
    card: periodCard(period.card, planet),
    notes: notes.map((entry) => ({
      date: entry.date,
      dayCard: {
        symbol: entry.cards.todays_card.card,
        name: entry.cards.todays_card.name,
        title: entry.cards.todays_card.title,
      },
      text: entry.text,
    })),
    total: Math.max(total, entries.length),
  };
}

/** 'the Venus period of 2026-03-01 to 2026-04-21', 'the 7-week period of …', 'the week of …'. */
export function reflectionPeriodText(context: ReflectionContext): string {
  const span = `${context.start} to ${context.end}`;
  switch (context.kind) {
    case 'planetary':
      return `the ${context.planet ?? 'planetary'} period of ${span}`;
    case 'seven-week':
      return `the 7-week period of ${span}`;
    case 'weekly':
      return `the week of ${span}`;
  }
}
