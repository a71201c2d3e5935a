import { REFLECTIVE_FOOTER } from '@cardology/contract/assistant';
import { firstCodePoints } from '@cardology/contract/clean-text';
import { journalReflectionBoundNote } from '@cardology/contract/journal-reflection';
import { CRISIS_ANSWER, isCrisisMessage } from './care.js';
import type { ReflectionContext, ReflectionNote } from './reflection-context.js';
import { reflectionPeriodText } from './reflection-context.js';

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
export function markdownQuote(text: string): string {
  return text
    .split(MARKDOWN_LINE_END)
    .map((line) => (line.trim() === '' ? '>' : `> ${line.trimEnd()}`))
    .join('\n');
}

/** The excerpt of a note as a markdown quote, so the reader's words stand apart from the assistant's. */
function quoted(text: string): string {
  const { excerpt, cut } = excerptOf(text);
  const quote = markdownQuote(excerpt);
  return cut ? `${quote}\n\n*(the note goes on)*` : quote;
}

function noteSection(note: ReflectionNote): string {
  const day = `**${note.date}**, the day of the ${note.dayCard.symbol} (${note.dayCard.name}, *${note.dayCard.title}*):`;
  return `${day}\n\n${quoted(note.text)}`;
}

/** The notes in the period's weeks (week 1 starts on the period's first day), oldest first. */
function byWeek(context: ReflectionContext): { label: string; notes: ReflectionNote[] }[] {
  const first = dayNumber(context.start);
  const weeks = new Map<number, ReflectionNote[]>();
  for (const note of context.notes) {
    const week = Math.floor((dayNumber(note.date) - first) / 7);
    weeks.set(week, [...(weeks.get(week) ?? []), note]);
  }
  return [...weeks.entries()].map(([week, notes]) => {
    const start = new Date((first + week * 7) * DAY_MS).toISOString().slice(0, 10);
    const end = new Date(Math.min(first + week * 7 + 6, dayNumber(context.end)) * DAY_MS)
      .toISOString()
      .slice(0, 10);
    return { label: `Week ${week + 1}: ${start} to ${end}`, notes };
  });
}

/** Words of a keyword worth looking for on their own ('love' of 'unconditional love'): 4 letters or more. */
export function keywordWords(keyword: string): RegExp[] {
  return keyword
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 4)
    .map((word) => new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'iu'));
}

/** The card's keywords that the reader's own notes use (a whole word of them), each with the days it appears on. */
function meetingPoints(context: ReflectionContext): string {
  const keywords = context.card.keywords.split(', ').filter((keyword) => keyword !== '');
  const found = keywords
    .map((keyword) => {
      const words = keywordWords(keyword);
      const days = context.notes
        .filter((note) => words.some((word) => word.test(note.text)))
        .map((note) => note.date);
      return { keyword, days: [...new Set(days)] };
    })
    .filter((point) => point.days.length > 0);
  if (found.length === 0) {
    return `None of the card’s keywords (${context.card.keywords}) appear in your notes in so many words. Reading them again beside the card’s meaning may show where its themes were at work under other names.`;
  }
  const list = found.map((point) => `- “${point.keyword}”: ${point.days.join(', ')}`).join('\n');
  return `Some of the card’s keywords appear in your own words:\n\n${list}`;
}

/**
 * The offline assistant's reflection on a period of the journal: the period's card with its meaning, the
 * reader's notes by week, quoted exactly (never paraphrased, never invented), and where the card's
 * keywords meet the notes. A note with crisis words is answered with care instead, as the offline chat does.
 */
export function offlineReflection(context: ReflectionContext): string {
  if (context.notes.some((note) => isCrisisMessage(note.text))) return `${CRISIS_ANSWER}${REFLECTIVE_FOOTER}`;
  const { card } = context;
  const place = context.planet ? `, in the ${context.planet} place of your year’s spread` : '';
  const bound =
    context.notes.length < context.total
      ? [`*${journalReflectionBoundNote(context.notes.length, context.total)}*`, '']
      : [];
  const weeks = byWeek(context).flatMap((week) => [
    `#### ${week.label}`,
    '',
    week.notes.map(noteSection).join('\n\n'),
    '',
  ]);
  return [
    `## Looking back on ${reflectionPeriodText(context)}`,
    '',
    `### The card of the period: ${card.symbol} ${card.name}: *${card.title}*`,
    '',
    `The ${card.symbol} was in play for this period${place}. ${card.description}`,
    '',
    `Keywords: ${card.keywords}.`,
    '',
    '### Your notes, week by week',
    '',
    ...bound,
    ...weeks,
    '### Where your notes meet the card',
    '',
    meetingPoints(context),
    ...(card.description.includes(card.counsel)
      ? []
      : ['', `The card’s own counsel for the period: *${card.counsel}*`]),
  ]
    .join('\n')
    .concat(REFLECTIVE_FOOTER);
}
