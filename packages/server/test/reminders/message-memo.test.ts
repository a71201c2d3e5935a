// Issue 34, item 1: a tick writes each reminder message once for every reader it fits (language, day, day of
// which planetary period), not once per reader. Sharing must never hand a reader another reader's words.
import { addDays, parseIsoDate } from '@cardology/engine/dates';
import { describe, expect, it } from 'vitest';
import { engineCatalog } from '../../src/lib/engine-language.js';
import { composeReminder, type ReminderMemo } from '../../src/services/reminders/reminder-message.js';

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
