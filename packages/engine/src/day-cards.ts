import { birthCard } from './birth-card.js';
import type { Card, CardSymbol } from './card.js';
import { isJoker, JOKER } from './card.js';
import type { CivilDate, EpochDay, IsoDate } from './dates.js';
import { birthdayEpochDay, daysInMonth, fromEpochDay, toEpochDay } from './dates.js';
import { cardText } from './describe.js';
import { isoDateOfDay } from './iso-dates.js';
import { LIFE_SPREAD_INDEX, walk } from './life-spread.js';
import type { Planet } from './positions.js';
import { planetarySpans } from './readings/planetary-dates.js';
import { cardAt, positionOf, spreadIndex } from './spreads.js';
import { EN } from './texts/locales/en/index.js';
import type { LocaleCatalog } from './texts/locales/types.js';
import { todaysCard } from './todays-card.js';

// The cards "in play" on one day of a life (docs/decisions/040-journal.md): the day's own card, and the card
// of each of the three periods the day falls in. A journal entry shows them; its filters search them.
//
// Which card a period puts in play:
// - planetary (§6): the card at that planet's place of the year's spread, the yearly reading's Mercury …
//   Neptune card (walk step k + 1 for period k);
// - 7-week and weekly (§7): the period's displacing card, the Life Spread card whose place the birth card
//   takes in that period's spread. The Sun of a period's spread is always the birth card itself, so it
//   names no period; the displacing card is the one the period brings, and the reading pages show it
//   beside the Sun.
//
// Periods are counted from the birth date as the readings count them, and the same arithmetic runs on
// before it (period −1 is the week before birth, read in spread 0), so an entry dated before a birthdate
// edited later still has cards instead of an error. A Dec 31 birth card (the Joker) has no place in the
// spreads: every period's card is then the Joker, with the period's dates as for anyone.

/** The three kinds of period a day falls in. */
export type PeriodKind = 'planetary' | 'seven-week' | 'weekly';

/** One period of a life, first and last day inclusive, with the card it puts in play. */
export interface CardPeriod {
  readonly start: IsoDate;
  readonly end: IsoDate;
  readonly card: CardSymbol;
  readonly card_name: string;
}

export interface PlanetaryCardPeriod extends CardPeriod {
  readonly planet: Planet;
}

/** Everything in play on one day, shaped as the journal sends it (contract `JournalCards`). */
export interface DayCards {
  readonly todays_card: { readonly card: CardSymbol; readonly name: string; readonly title: string };
  readonly planetary: PlanetaryCardPeriod;
  readonly seven_week: CardPeriod;
  readonly weekly: CardPeriod;
}

/** A period as day numbers, for the range searches: `first` and `last` inclusive. */
export interface PeriodSpan {
  readonly first: EpochDay;
  readonly last: EpochDay;
  readonly card: Card;
  /** The planet, for a planetary period. */
  readonly planet?: Planet;
}

const PERIOD_LENGTH = { weekly: 7, 'seven-week': 49 } as const;

/** The year of life a day falls in, counted on below zero before the birth date (unlike ageOn). */
function yearOfLife(birth: CivilDate, day: EpochDay): number {
  const year = fromEpochDay(day).year - birth.year;
  return day < birthdayEpochDay(birth, birth.year + year) ? year - 1 : year;
}

/** The birth card's walk steps to planet k (Mercury = 1) in spread n, or the Joker for a Joker birth. */
function planetCard(birth: Card, year: number, k: number): Card {
  if (isJoker(birth)) return JOKER;
  return walk(birth.value, spreadIndex(year + 1), k + 1);
}

/** The displacing card of period `index` of a birth card (read in spread index + 1, §3.4). */
function displacingCard(birth: Card, index: number): Card {
  if (isJoker(birth)) return JOKER;
  return cardAt(LIFE_SPREAD_INDEX, positionOf(birth.value, spreadIndex(index + 1)));
}

/** The seven planetary periods of one year of life, as day numbers, each with the card it puts in play. */
function planetaryYear(birth: CivilDate, card: Card, year: number): PeriodSpan[] {
  return planetarySpans(birth, year).map(({ planet, first, last }, k) => ({
    first: first as EpochDay,
    last: last as EpochDay,
    card: planetCard(card, year, k),
    planet,
  }));
}

/** The 7-day or 49-day period with this index, counted from the birth date. */
function fixedPeriod(born: EpochDay, card: Card, length: number, index: number): PeriodSpan {
  const first = born + length * index;
  return {
    first: first as EpochDay,
    last: (first + length - 1) as EpochDay,
    card: displacingCard(card, index),
  };
}

/** The period of a kind containing a day. */
export function periodContaining(birth: CivilDate, kind: PeriodKind, day: EpochDay): PeriodSpan {
  const card = birthCard(birth.month, birth.day);
  if (kind === 'planetary') {
    const year = yearOfLife(birth, day);
    const periods = planetaryYear(birth, card, year);
    return periods.find((period) => day <= period.last) ?? (periods.at(-1) as PeriodSpan);
  }
  const born = toEpochDay(birth);
  const length = PERIOD_LENGTH[kind];
  return fixedPeriod(born, card, length, Math.floor((day - born) / length));
}

/**
 * Every period of a kind that overlaps the days `from` … `to` (inclusive), oldest first. The caller bounds
 * the span (the journal: its oldest to its newest entry, within about 120 years): about 6,300 weeks,
 * 900 seven-week periods or 850 planetary periods at most, each a table read.
 */
export function periodsBetween(
  birth: CivilDate,
  kind: PeriodKind,
  from: EpochDay,
  to: EpochDay,
): PeriodSpan[] {
  const spans: PeriodSpan[] = [];
  if (to < from) return spans;
  const card = birthCard(birth.month, birth.day);
  if (kind === 'planetary') {
    for (let year = yearOfLife(birth, from); year <= yearOfLife(birth, to); year++) {
      for (const period of planetaryYear(birth, card, year)) {
        if (period.last >= from && period.first <= to) spans.push(period);
      }
    }
    return spans;
  }
  const born = toEpochDay(birth);
  const length = PERIOD_LENGTH[kind];
  const last = Math.floor((to - born) / length);
  for (let index = Math.floor((from - born) / length); index <= last; index++) {
    spans.push(fixedPeriod(born, card, length, index));
  }
  return spans;
}

/**
 * The days from `from` to `to` (inclusive) whose own card (§8, the birth card of the month and day) is
 * `card`: each card is the card of at most a few days a year, found month by month (12 checks a year).
 */
export function daysOfCardBetween(card: Card, from: EpochDay, to: EpochDay): EpochDay[] {
  const days: EpochDay[] = [];
  if (to < from) return days;
  const firstYear = fromEpochDay(from).year;
  const lastYear = fromEpochDay(to).year;
  for (let year = firstYear; year <= lastYear; year++) {
    for (let month = 1; month <= 12; month++) {
      // The birth card's solar value is 55 − (2·month + day), so at most one day per month has it.
      const day = 55 - card.value - 2 * month;
      if (day < 1 || day > daysInMonth(year, month)) continue;
      const epochDay = toEpochDay({ year, month, day } as CivilDate);
      if (epochDay >= from && epochDay <= to) days.push(epochDay);
    }
  }
  return days;
}

function cardPeriod(span: PeriodSpan, texts: LocaleCatalog): CardPeriod {
  return {
    start: isoDateOfDay(span.first),
    end: isoDateOfDay(span.last),
    card: span.card.symbol,
    card_name: cardText(span.card, texts).name,
  };
}

/** The cards in play on `date` for someone born on `birth`, named in `texts`' language (English by default). */
export function dayCards(birth: CivilDate, date: CivilDate, texts: LocaleCatalog = EN): DayCards {
  const day = toEpochDay(date);
  const today = todaysCard(date, texts);
  const planetary = periodContaining(birth, 'planetary', day);
  return {
    todays_card: { card: today.card, name: today.name, title: today.title },
    planetary: { ...cardPeriod(planetary, texts), planet: planetary.planet as Planet },
    seven_week: cardPeriod(periodContaining(birth, 'seven-week', day), texts),
    weekly: cardPeriod(periodContaining(birth, 'weekly', day), texts),
  };
}
