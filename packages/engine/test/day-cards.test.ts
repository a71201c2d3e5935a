import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardBySymbol } from '../src/card.js';
import type { EpochDay } from '../src/dates.js';
import { ageOn, fromEpochDay, toEpochDay, toIsoDate } from '../src/dates.js';
import { dayCards, daysOfCardBetween, periodContaining, periodsBetween } from '../src/day-cards.js';
import { sevenWeekReading } from '../src/readings/seven-week.js';
import { weeklyReading } from '../src/readings/weekly.js';
import { yearlyReading } from '../src/readings/yearly.js';
import { todaysCard } from '../src/todays-card.js';
import { isoDate } from './support/inputs.js';

const day = (text: string) => toEpochDay(isoDate(text));

/** A birthdate from 1906 on (never Dec 31, the Joker) and a day of that life up to 120 years on. */
const lifeDay = fc
  .record({ born: fc.integer({ min: day('1906-01-01'), max: day('2025-12-30') }), lived: fc.nat(43_800) })
  .map(({ born, lived }) => ({ birth: fromEpochDay(born), date: fromEpochDay(born + lived) }))
  .filter(({ birth }) => !(birth.month === 12 && birth.day === 31));

describe('the cards in play on a day', () => {
  it('agree with the yearly, 7-week and weekly readings and the day’s own card', () => {
    fc.assert(
      fc.property(lifeDay, ({ birth, date }) => {
        const cards = dayCards(birth, date);
        const iso = toIsoDate(date);
        expect(cards.todays_card.card).toBe(todaysCard(date).card);

        // The year of life the period belongs to: the age on its first day.
        const age = ageOn(birth, isoDate(cards.planetary.start));
        const yearly = yearlyReading({ birthdate: birth, age });
        if (!yearly.ok) throw new Error(yearly.error);
        const k = yearly.value.planetary_dates.findIndex(
          (period) => period.planet === cards.planetary.planet,
        );
        expect(yearly.value.planetary_dates[k]).toEqual({
          planet: cards.planetary.planet,
          start: cards.planetary.start,
          end: cards.planetary.end,
        });
        expect(cards.planetary.card).toBe(yearly.value.yearly_spread[k + 1]);
        expect(cards.planetary.start <= iso && iso <= cards.planetary.end).toBe(true);

        const weekly = weeklyReading({ birthdate: birth, date });
        if (!weekly.ok) throw new Error(weekly.error);
        expect({ ...cards.weekly }).toEqual({
          ...weekly.value.weekly_dates,
          card: weekly.value.weekly_displacing_card.symbol,
          card_name: weekly.value.weekly_displacing_card.name,
        });
        const sevenWeek = sevenWeekReading({ birthdate: birth, date });
        if (!sevenWeek.ok) throw new Error(sevenWeek.error);
        expect({ ...cards.seven_week }).toEqual({
          ...sevenWeek.value.seven_week_dates,
          card: sevenWeek.value.seven_week_displacing_card.symbol,
          card_name: sevenWeek.value.seven_week_displacing_card.name,
        });
      }),
      { numRuns: 300 },
    );
  });

  it('counts a Feb 29 birthday on Mar 1 in common years, as the readings do', () => {
    const cards = dayCards(isoDate('2000-02-29'), isoDate('2001-03-01'));
    expect(cards.planetary).toMatchObject({ planet: 'Mercury', start: '2001-03-01', end: '2001-04-21' });
    expect(dayCards(isoDate('2000-02-29'), isoDate('2001-02-28')).planetary).toMatchObject({
      planet: 'Neptune',
      end: '2001-02-28',
    });
  });

  it('gives a Dec 31 birth (the Joker) the Joker for every period, with the periods’ dates', () => {
    const cards = dayCards(isoDate('1990-12-31'), isoDate('2024-06-15'));
    expect(cards.todays_card.card).toBe(todaysCard(isoDate('2024-06-15')).card);
    for (const period of [cards.planetary, cards.seven_week, cards.weekly]) {
      expect(period).toMatchObject({ card: 'Joker', card_name: 'Joker' });
      expect(period.start <= '2024-06-15' && '2024-06-15' <= period.end).toBe(true);
    }
  });

  it('counts periods on before the birth date, so an entry older than an edited birthdate still has cards', () => {
    const cards = dayCards(isoDate('2000-05-10'), isoDate('2000-05-09'));
    expect(cards.weekly).toMatchObject({ start: '2000-05-03', end: '2000-05-09' });
    expect(cards.seven_week).toMatchObject({ start: '2000-03-22', end: '2000-05-09' });
    expect(cards.planetary).toMatchObject({ planet: 'Neptune', end: '2000-05-09' });
  });
});

describe('the periods and days a filter searches', () => {
  it('lists every period overlapping a span, each once, tiling it', () => {
    fc.assert(
      fc.property(
        lifeDay,
        fc.nat(3_000),
        fc.constantFrom('planetary', 'seven-week', 'weekly'),
        (life, span, kind) => {
          const from = toEpochDay(life.date);
          const to = (from + span) as EpochDay;
          const periods = periodsBetween(life.birth, kind, from, to);
          expect(periods[0]?.first).toBeLessThanOrEqual(from);
          expect(periods.at(-1)?.last).toBeGreaterThanOrEqual(to);
          for (const period of periods) {
            expect(period.last).toBeGreaterThanOrEqual(from);
            expect(period.first).toBeLessThanOrEqual(to);
          }
          periods.slice(1).forEach((period, i) => {
            expect(period.first).toBe((periods[i]?.last ?? 0) + 1);
          });
          const inside = (from + Math.floor(span / 2)) as EpochDay;
          const containing = periodContaining(life.birth, kind, inside);
          expect(periods).toContainEqual(containing);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('finds every day whose own card is a card, and no other', () => {
    const card = cardBySymbol('7♥');
    if (!card) throw new Error('no 7♥');
    const from = day('2023-01-01');
    const to = day('2024-12-31');
    const found = daysOfCardBetween(card, from, to);
    const expected: number[] = [];
    for (let d = from; d <= to; d++) if (todaysCard(fromEpochDay(d)).card === '7♥') expected.push(d);
    expect(found).toEqual(expected);
    expect(found.length).toBeGreaterThan(0);
  });

  it('finds Dec 31 for the Joker', () => {
    const joker = cardBySymbol('Joker');
    if (!joker) throw new Error('no Joker');
    expect(
      daysOfCardBetween(joker, day('2023-06-01'), day('2024-06-01')).map((d) => toIsoDate(fromEpochDay(d))),
    ).toEqual(['2023-12-31']);
  });

  it("answers a one-day span on a period's first or last day with that period alone", () => {
    const birth = isoDate('1990-05-17');
    for (const kind of ['planetary', 'seven-week', 'weekly'] as const) {
      const period = periodContaining(birth, kind, day('2024-03-10'));
      for (const edge of [period.first, period.last]) {
        expect(periodsBetween(birth, kind, edge, edge), `${kind} ${edge}`).toEqual([period]);
      }
    }
  });

  it("finds a card's day when the span is that day alone, and no day a month cannot hold", () => {
    // K♠ (52) is the card of Jan 1 only: 55 − 52 − 2·month is below 1 for every later month.
    const king = cardBySymbol('K♠');
    if (!king) throw new Error('no K♠');
    const newYear = day('2023-01-01');
    expect(daysOfCardBetween(king, newYear, day('2023-12-31'))).toEqual([newYear]);
    expect(daysOfCardBetween(king, newYear, newYear)).toEqual([newYear]);
    expect(daysOfCardBetween(king, day('2023-01-02'), day('2023-12-31'))).toEqual([]);
  });

  it('answers nothing for an empty span', () => {
    expect(periodsBetween(isoDate('1990-01-01'), 'weekly', day('2000-01-02'), day('2000-01-01'))).toEqual([]);
  });
});
