import { REFLECTIVE_FOOTER } from '@cardology/contract/assistant';
import type { LocaleCatalog } from '@cardology/engine/texts/locales/types';
import { EN } from '@cardology/engine/texts/locales/en/index';
import type { PositionKey } from '@cardology/engine/texts/types';
import { isCrisisMessage } from './care.js';
import type { LocalWriter } from './offline-local-reading.js';
import { excerptOf, keywordWords, markdownQuote } from './offline-reflection.js';
import { fill } from './offline-sentences/fill.js';
import type { PairContext, PairPlaceContext, PairSideContext } from './pair-context.js';
import { oneLine } from './prompt-data.js';
import type { ReflectionContext, ReflectionNote } from './reflection-context.js';

// The offline pair and journal reflection in a translated language (see offline-local-reading.ts).

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The label of a place in the writer's language, from the engine's English label. */
function placeLabel(w: LocalWriter, english: string): string {
  const key = (Object.keys(EN.positions) as PositionKey[]).find((k) => EN.positions[k].label === english);
  return key ? w.catalog.positions[key].label : english;
}

function sideLine(w: LocalWriter, side: PairSideContext): string {
  return fill(w.s.pair.side, {
    name: oneLine(side.name),
    card: side.cardLabel,
    title: side.title,
    keywords: side.keywords,
  });
}

function placeLine(w: LocalWriter, place: PairPlaceContext): string {
  const dates = place.dates ? fill(w.s.pair.dates, place.dates) : '';
  return fill(w.s.pair.place, {
    spread: w.s.pair.spreads[place.spread],
    place: placeLabel(w, place.label),
    theme: place.theme,
    meaning: place.meaning,
    dates,
  });
}

function meetings(w: LocalWriter, context: PairContext): string[] {
  const a = oneLine(context.a.name);
  const b = oneLine(context.b.name);
  const section = (places: readonly PairPlaceContext[], holder: string, other: string) => [
    fill(w.s.pair.placesHeading, { holder, other }),
    '',
    ...(places.length ? places.map((p) => placeLine(w, p)) : [fill(w.s.pair.noPlace, { holder, other })]),
    '',
  ];
  const karma = context.karma.map((link) =>
    link.holder === 'a'
      ? fill(w.s.pair.karma[link.kind], { holder: a, other: b })
      : fill(w.s.pair.karma[link.kind], { holder: b, other: a }),
  );
  return [
    ...section(context.bInA, a, b),
    ...section(context.aInB, b, a),
    w.s.pair.karmaHeading,
    '',
    ...(karma.length ? karma : [w.s.pair.noKarma]),
    '',
  ];
}

function pairBody(w: LocalWriter, context: PairContext): string[] {
  const sides = [sideLine(w, context.a), sideLine(w, context.b), ''];
  if (context.a.isJoker || context.b.isJoker) return [...sides, w.s.pair.joker, ''];
  return [...sides, ...meetings(w, context)];
}

export function localPairInterpretation(w: LocalWriter, context: PairContext): string {
  const lines = [
    fill(w.s.pair.title, { a: oneLine(context.a.name), b: oneLine(context.b.name) }),
    '',
    ...pairBody(w, context),
    w.s.pair.closingHeading,
    '',
    w.s.pair.closing,
  ];
  return `${lines.join('\n').trimEnd()}${REFLECTIVE_FOOTER}`;
}

export function localPairChatAnswer(w: LocalWriter, context: PairContext, message: string): string {
  if (isCrisisMessage(message)) return w.s.crisis;
  return [w.s.pair.chat, '', ...pairBody(w, context)].join('\n').trimEnd();
}

function quoted(w: LocalWriter, text: string): string {
  const { excerpt, cut } = excerptOf(text);
  const quote = markdownQuote(excerpt);
  return cut ? `${quote}\n\n${w.s.reflection.goesOn}` : quote;
}

function noteSection(w: LocalWriter, note: ReflectionNote): string {
  const day = fill(w.s.reflection.noteDay, { date: note.date, ...note.dayCard });
  return `${day}\n\n${quoted(w, note.text)}`;
}

function weeks(w: LocalWriter, context: ReflectionContext): string[] {
  const first = dayNumber(context.start);
  const byWeek = new Map<number, ReflectionNote[]>();
  for (const note of context.notes) {
    const week = Math.floor((dayNumber(note.date) - first) / 7);
    byWeek.set(week, [...(byWeek.get(week) ?? []), note]);
  }
  return [...byWeek.entries()].flatMap(([week, notes]) => [
    fill(w.s.reflection.week, {
      number: week + 1,
      start: isoOf(first + week * 7),
      end: isoOf(Math.min(first + week * 7 + 6, dayNumber(context.end))),
    }),
    '',
    notes.map((note) => noteSection(w, note)).join('\n\n'),
    '',
  ]);
}

function meetingPoints(w: LocalWriter, context: ReflectionContext): string {
  const found = context.card.keywords
    .split(', ')
    .filter((keyword) => keyword !== '')
    .map((keyword) => {
      const words = keywordWords(keyword);
      const days = context.notes.filter((n) => words.some((word) => word.test(n.text))).map((n) => n.date);
      return { keyword, days: [...new Set(days)] };
    })
    .filter((point) => point.days.length > 0);
  if (found.length === 0) return fill(w.s.reflection.noMeeting, { keywords: context.card.keywords });
  return `${w.s.reflection.meeting}\n\n${found.map((p) => `- «${p.keyword}»: ${p.days.join(', ')}`).join('\n')}`;
}

/** The reflection in the writer's language: the card, the notes quoted exactly, where they meet. */
export function localReflection(w: LocalWriter, context: ReflectionContext): string {
  if (context.notes.some((note) => isCrisisMessage(note.text))) return `${w.s.crisis}${REFLECTIVE_FOOTER}`;
  const planet = context.planet
    ? w.catalog.positions[context.planet.toLowerCase() as keyof LocaleCatalog['positions']].label
    : '';
  const period = fill(w.s.reflection.periods[context.kind], {
    start: context.start,
    end: context.end,
    planet,
  });
  const { card } = context;
  const lines = [
    fill(w.s.reflection.title, { period }),
    '',
    fill(w.s.reflection.card, { symbol: card.symbol, name: card.name, title: card.title }),
    '',
    card.description,
    '',
    w.s.reflection.notesHeading,
    '',
    ...(context.notes.length < context.total
      ? [`*${fill(w.s.reflection.bound, { shown: context.notes.length, total: context.total })}*`, '']
      : []),
    ...weeks(w, context),
    w.s.reflection.meetingHeading,
    '',
    meetingPoints(w, context),
    '',
    w.s.reflection.closingHeading,
    '',
    w.s.reflection.closing,
  ];
  return `${lines.join('\n').trimEnd()}${REFLECTIVE_FOOTER}`;
}
