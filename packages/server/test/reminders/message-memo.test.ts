// Issue 34, item 1: a tick writes each reminder message once for every reader it fits (language, day, day of
// which planetary period), not once per reader. Sharing must never hand a reader another reader's words.
import { addDays, type CivilDate, daysBetween, parseIsoDate } from '@cardology/engine/dates';
import { describe, expect, it } from 'vitest';
import { engineCatalog } from '../../src/lib/engine-language.js';
import { periodsOfThisAndNextYear } from '../../src/lib/planetary-periods.js';
import {
  composeReminder,
  periodDay,
  type ReminderMemo,
} from '../../src/services/reminders/reminder-message.js';

const dateOf = (text: string) => {
  const parsed = parseIsoDate(text);
  if (!parsed.ok) throw new Error(text);
  return parsed.value;
};

describe('reminder messages remembered for a tick', () => {
  it('are the words each reader would get alone: per language, day and period day, birthdates apart', async () => {
    const memo: ReminderMemo = new Map();
    const first = dateOf('1950-01-01');
    const days = [dateOf('2026-11-29'), dateOf('2026-11-30')];
    let compared = 0;
    for (const language of ['en', 'es'] as const) {
      const words = { language, catalog: await engineCatalog(language) };
      for (const today of days) {
        // 400 birthdates 23 days apart (about 25 years): every planetary period and many of their days.
        for (let n = 0; n < 400; n += 1) {
          const birthdate = n === 0 ? null : addDays(first, n * 23);
          const shared = composeReminder(today, birthdate, words, memo);
          expect(shared).toEqual(composeReminder(today, birthdate, words));
          compared += 1;
        }
      }
    }
    expect(compared).toBe(1_600);
    // Shared for real: fewer messages written than readers, and more than one per language and day.
    expect(memo.size).toBeLessThan(1_600);
    expect(memo.size).toBeGreaterThan(4 * 7);
  });
});

/** The period line as the yearly readings date it: the periods of this and the next year of life. */
function periodDayFromReadings(birthdate: CivilDate, today: CivilDate) {
  const periods = periodsOfThisAndNextYear(birthdate, today);
  if (periods === 'joker') return null;
  for (const period of periods) {
    const start = dateOf(period.start);
    const end = dateOf(period.end);
    if (daysBetween(start, today) >= 0 && daysBetween(today, end) >= 0)
      return { planet: period.planet, day: daysBetween(start, today) + 1 };
  }
  return null;
}

describe('the period line of a reminder', () => {
  it('names the period and day the yearly reading dates, for every kind of birthdate', () => {
    // Spread birthdates, the leap day, the Joker's (31 December), one not yet born, one past the readable ages;
    // each on days around its birthday and through the year, in a leap and a common year.
    const birthdates = [
      ...Array.from({ length: 60 }, (_, n) => addDays(dateOf('1931-03-07'), n * 571)),
      dateOf('1988-02-29'),
      dateOf('1990-12-31'),
      dateOf('2027-05-01'),
      dateOf('1901-06-15'),
    ];
    const days = Array.from({ length: 80 }, (_, n) => addDays(dateOf('2027-12-20'), n * 9));
    let periods = 0;
    for (const birthdate of birthdates) {
      for (const today of days) {
        const expected = periodDayFromReadings(birthdate, today);
        expect(periodDay(birthdate, today)).toEqual(expected);
        if (expected) periods += 1;
      }
    }
    // Most pairs have a period line; the Joker, the unborn and the too old have none.
    expect(periods).toBeGreaterThan(60 * 80 * 0.9);
    expect(periods).toBeLessThan(birthdates.length * days.length);
  });
});
