import type { ReadingContext, SpreadType } from './reading-context.js';

export const SPREAD_TYPE_LABELS: Readonly<Record<SpreadType, string>> = {
  yearly: 'Yearly reading',
  weekly: 'Weekly reading',
  'seven-weekly': '7-week reading',
  'seven-yearly': '7-year reading',
};

/** Which stretch of life the reading covers, in words: 'the year of life from age 34, 2024-03-01 to …'. */
export function periodText(context: ReadingContext): string {
  const { age, start, end } = context.period;
  const span = `${start} to ${end}`;
  switch (context.spreadType) {
    case 'yearly':
      return `the year of life from age ${age}, ${span}`;
    case 'weekly':
      return `the week of ${span} (age ${age})`;
    case 'seven-weekly':
      return `the 7-week period of ${span} (age ${age})`;
    case 'seven-yearly':
      return `the 7-year cycle of ${span}, read at age ${age}`;
  }
}

/** 'Saturn rules this year, with the 3♠ (Three of Spades) in its place', or '' when nothing rules. */
export function rulerText(context: ReadingContext): string {
  const { rulingPlanet, rulingCard, cycleRuler } = context.period;
  const parts: string[] = [];
  if (rulingPlanet && rulingCard) {
    parts.push(
      `${rulingPlanet} rules this year of life, with the ${rulingCard.symbol} (${rulingCard.name}) in its place`,
    );
  }
  if (cycleRuler) parts.push(`${cycleRuler} rules the 7-year cycle as a whole`);
  return parts.join('; ');
}
