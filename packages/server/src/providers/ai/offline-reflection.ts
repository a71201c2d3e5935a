import { REFLECTIVE_FOOTER } from '@cardology/contract/assistant';
import { firstCodePoints } from '@cardology/contract/clean-text';
import { isCrisisMessage } from './care.js';
import {
  dateIn,
  ENGLISH,
  fill,
  fillCount,
  labelOf,
  type OfflineWriter,
  placeOfPlanet,
  symbolIn,
} from './offline-writer.js';
import type { ReflectionContext, ReflectionNote } from './reflection-context.js';

/** The longest excerpt quoted from one note, in characters; a longer note is cut at a word boundary. */
export const EXCERPT_MAX = 600;
const DAY_MS = 24 * 60 * 60 * 1000;

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

/**
 * The note's opening, exact: whole when short, else cut at the last space before EXCERPT_MAX characters
 * (code points: the cut never leaves half of an emoji).
 */
export function excerptOf(text: string): { excerpt: string; cut: boolean } {
  const trimmed = text.trim();
  const head = firstCodePoints(trimmed, EXCERPT_MAX);
  if (head === trimmed) return { excerpt: trimmed, cut: false };
  const space = head.search(/\s\S*$/);
  return { excerpt: (space > 0 ? head.slice(0, space) : head).trimEnd(), cut: true };
}

/**
 * Every line Markdown sees in a text: it ends a line at a CRLF, a lone CR or an LF (CommonMark § 2.1). The body
 * rule stores LF only, but a note written before it may hold a lone CR, which a split on LF alone missed.
 */
const MARKDOWN_LINE_END = /\r\n|\r|\n/;

/**
 * A reader's text as a Markdown block quote, built line by line: each line Markdown will see starts with `>`,
 * so nothing in the text can end the quote and be read as the assistant's (a heading, a link, a list). What a
 * line starts inside the quote (a heading, HTML, an open code fence) stays inside it and ends with it.
 */
function markdownQuote(text: string): string {
  return text
    .split(MARKDOWN_LINE_END)
    .map((line) => (line.trim() === '' ? '>' : `> ${line.trimEnd()}`))
    .join('\n');
}

/** The excerpt of a note as a markdown quote, so the reader's words stand apart from the assistant's. */
function quoted(w: OfflineWriter, text: string): string {
  const { excerpt, cut } = excerptOf(text);
  const quote = markdownQuote(excerpt);
  return cut ? `${quote}\n\n${w.s.reflection.goesOn}` : quote;
}

function noteSection(w: OfflineWriter, note: ReflectionNote): string {
  const { symbol, name, title } = note.dayCard;
  const card = symbol === 'Joker' ? name : `${symbol} (${name})`;
  const day = fill(w.s.reflection.noteDay, {
    date: dateIn(w, note.date),
    symbol: symbolIn(w, symbol),
    name,
    card,
    title,
  });
  return `${day}\n\n${quoted(w, note.text)}`;
}

const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The notes in the period's weeks (week 1 starts on the period's first day), oldest first. */
function byWeek(w: OfflineWriter, context: ReflectionContext): { label: string; notes: ReflectionNote[] }[] {
  const first = dayNumber(context.start);
  const weeks = new Map<number, ReflectionNote[]>();
  for (const note of context.notes) {
    const week = Math.floor((dayNumber(note.date) - first) / 7);
    weeks.set(week, [...(weeks.get(week) ?? []), note]);
  }
  return [...weeks.entries()].map(([week, notes]) => {
    const start = isoOf(first + week * 7);
    const end = isoOf(Math.min(first + week * 7 + 6, dayNumber(context.end)));
    const label = fill(w.s.reflection.week, {
      number: week + 1,
      start: dateIn(w, start),
      end: dateIn(w, end),
    });
    return { label, notes };
  });
}

/** Characters that may join a keyword's words in a note: spaces and line breaks, hyphens, apostrophes. */
const JOINER = "[\\s\\-\u2010\u2011'\u2019]+";

/**
 * A keyword as a note must hold it to be claimed: all its words, in order, whole ("inner peace" in "my inner
 * peace", "self-worth" in "self worth"), any case. A word of it alone is not the keyword: "made peace" does
 * not say "inner peace", nor "lovers" "love" — the reflection only claims what the reader wrote (issue 34).
 */
export function keywordPattern(keyword: string): RegExp | null {
  // Letters and digits only: nothing in a word can act in the pattern.
  const words = keyword.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
  if (words.length === 0) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}])${words.join(JOINER)}(?![\\p{L}\\p{N}])`, 'iu');
}

/** The card's keywords that the reader's own notes use, each whole, with the days it appears on. */
function meetingPoints(w: OfflineWriter, context: ReflectionContext): string {
  const keywords = context.card.keywords.split(', ').filter((keyword) => keyword !== '');
  const found = keywords
    .map((keyword) => {
      const pattern = keywordPattern(keyword);
      const days = context.notes.filter((note) => pattern?.test(note.text) === true).map((note) => note.date);
      return { keyword, days: [...new Set(days)] };
    })
    .filter((point) => point.days.length > 0);
  if (found.length === 0) return fill(w.s.reflection.noMeeting, { keywords: context.card.keywords });
  const list = found
    .map((point) =>
      fill(w.s.reflection.meetingPoint, {
        keyword: point.keyword,
        days: point.days.map((day) => dateIn(w, day)).join(w.s.reflection.daysJoin),
      }),
    )
    .join('\n');
  return `${w.s.reflection.meeting}\n\n${list}`;
}

/** 'the Venus period of March 1, 2026 to April 21, 2026', in the writer's language. */
function periodText(w: OfflineWriter, context: ReflectionContext): string {
  return fill(w.s.reflection.periods[context.kind], {
    start: dateIn(w, context.start),
    end: dateIn(w, context.end),
    planet: context.planet ? labelOf(w, placeOfPlanet(context.planet)) : '',
  });
}

/**
 * The offline assistant's reflection on a period of the journal, in the writer's language: the period's card
 * with its meaning, the reader's notes by week, quoted exactly (never paraphrased, never invented), and where
 * the card's keywords meet the notes. A note with crisis words is answered with care instead, as the offline
 * chat does. The context's card is already in the writer's language (context-in-language.ts).
 */
export function offlineReflection(context: ReflectionContext, w: OfflineWriter = ENGLISH): string {
  if (context.notes.some((note) => isCrisisMessage(note.text))) return `${w.s.crisis}${REFLECTIVE_FOOTER}`;
  const { card } = context;
  const { reflection } = w.s;
  const place = context.planet
    ? fill(reflection.inPlace, { planet: labelOf(w, placeOfPlanet(context.planet)) })
    : '';
  const given = context.notes.length;
  const bound =
    given < context.total
      ? [`*${fillCount(w, reflection.bound, given, { given, total: context.total })}*`, '']
      : [];
  const weeks = byWeek(w, context).flatMap((week) => [
    week.label,
    '',
    week.notes.map((note) => noteSection(w, note)).join('\n\n'),
    '',
  ]);
  const symbol = symbolIn(w, card.symbol);
  const { counsel } = card;
  return [
    fill(reflection.title, { period: periodText(w, context) }),
    '',
    fill(reflection.cardHeading, { symbol, name: card.name, title: card.title }),
    '',
    fill(reflection.inPlay, { symbol, name: card.name, place, description: card.description }),
    '',
    fill(reflection.keywords, { keywords: card.keywords }),
    '',
    reflection.notesHeading,
    '',
    ...bound,
    ...weeks,
    reflection.meetingHeading,
    '',
    meetingPoints(w, context),
    ...(card.description.includes(counsel) ? [] : ['', fill(reflection.counsel, { counsel })]),
  ]
    .join('\n')
    .concat(REFLECTIVE_FOOTER);
}
