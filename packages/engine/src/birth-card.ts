import type { Card, CardValue } from './card.js';
import { cardByValue, JOKER } from './card.js';
import type { Day, Month } from './dates.js';
import { daysInMonth, toMonthDay } from './dates.js';

/**
 * The birth card of a month and day: solar value 55 − (2·month + day), 1..52; Dec 31 gives 0, the Joker.
 * The year never matters, so Feb 29 is 9♣ like any other day.
 *
 * @example birthCard(1, 1)   // K♠ (55 − 3 = 52)
 * @example birthCard(12, 30) // A♥ (55 − 54 = 1)
 */
export function birthCard(month: Month, day: Day): Card {
  const solarValue = 55 - (2 * month + day);
  // A valid month and day keep the value in 0..52, so the cast only names what the formula guarantees.
  return solarValue === 0 ? JOKER : cardByValue(solarValue as CardValue);
}

// Index = card value (0 = Joker). Built once from the 366 days of a leap year, in calendar order.
const BIRTHDAYS: readonly (readonly string[])[] = (() => {
  const table: string[][] = Array.from({ length: 53 }, () => []);
  for (let month = 1; month <= 12; month++) {
    for (let day = 1; day <= daysInMonth(2000, month); day++) {
      table[birthCard(month as Month, day as Day).value]?.push(toMonthDay(month, day));
    }
  }
  return Object.freeze(table.map((days) => Object.freeze(days)));
})();

/** Every 'MM-DD' whose birth card is this card, in calendar order (K♠: ['01-01']; Joker: ['12-31']). */
export function birthdaysOf(card: Card): readonly string[] {
  return BIRTHDAYS[card.value] as readonly string[];
}
