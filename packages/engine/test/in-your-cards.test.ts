import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isJoker } from '../src/card.js';
import type { PairInCards, Placement } from '../src/connections/index.js';
import { inYourCards, pairInCards } from '../src/connections/index.js';
import type { CivilDate } from '../src/dates.js';
import { ageOn, fromEpochDay } from '../src/dates.js';
import { lifeSpread } from '../src/life-spread.js';
import { SPREAD_POSITIONS } from '../src/positions.js';
import { sevenWeekReading } from '../src/readings/seven-week.js';
import { weeklyReading } from '../src/readings/weekly.js';
import { yearlyReading } from '../src/readings/yearly.js';
import type { Result } from '../src/result.js';
import { isoDate } from './support/inputs.js';

// The readings used to cross-check placements build descriptions; other engineers' texts may be unfinished.
const TODAY = isoDate('2025-06-15');
const person = (iso: string) => ({ birthdate: isoDate(iso) });
const symbols = (pair: PairInCards) => [pair.a.card.symbol, pair.b.card.symbol];

/** A placement as the tests write it: spread, index, label and the period's days. */
const at = (
  spread: Placement['spread'],
  spreadIndex: number,
  label: string,
  dates: [string, string] | null,
) =>
  expect.objectContaining({ spread, spreadIndex, label, dates: dates && { start: dates[0], end: dates[1] } });

// Worked by hand from the Life Spread of docs/cardology-rules.md §3.3 (positions p = 7·row + column from the
// right; crown 49..51) and the quadration Q. The cases use the cards Q moves least, so every spread is
// known without a table: the fixed cards K♠ (p51), J♥ (p10) and 8♣ (p20) sit at the same place in EVERY
// spread (Q[10] = 10, Q[20] = 20, Q[51] = 51); the semi-fixed A♣ and 2♥ swap at every step (Q[1] = 13,
// Q[13] = 1): in an odd spread A♣ is at p1 and 2♥ at p13 (as in the Life Spread), in an even one the other
// way round. A card k steps along the walk from the Sun card is Mercury (k=1) … Neptune (7), Pluto (8),
// Reward (9), Peak (10), Earth/X (11), Moon (k = −1); nothing else is in a 13-card spread (§4).
describe('pairs worked by hand (today 2025-06-15)', () => {
  it('J♥ and 8♣: the 8♣ is the J♥’s Peak card in every spread; the J♥ is nowhere in the 8♣’s', () => {
    // A born 1988-10-24: 55 − (20 + 24) = 11 → J♥ (p10). B born 1992-03-28: 55 − (6 + 28) = 21 → 8♣ (p20).
    // From J♥: p20 − p10 = 10 steps → Peak, in every spread. From 8♣: p10 − p20 = −10 → outside −1..11.
    // A's current periods on 2025-06-15: age 36 → spread 37, year 2024-10-24..2025-10-23. Days lived:
    // 36 years to 2024-10-24 = 36·365 + 9 leap days = 13149, then 234 days to 2025-06-15 → 13383.
    // 13383 = 49·273 + 6 → 7-week period 273, spread 274 mod 90 = 4, 2025-06-09..2025-07-27;
    // 13383 = 7·1911 + 6 → week 1911, spread 1912 mod 90 = 22, 2025-06-09..2025-06-15.
    // Both are fixed cards, so neither has karma cards.
    const pair = pairInCards(person('1988-10-24'), person('1992-03-28'), TODAY);
    expect(symbols(pair)).toEqual(['J♥', '8♣']);
    expect(pair.bInA).toEqual([
      at('life', 1, 'Peak', null),
      at('yearly', 37, 'Peak', ['2024-10-24', '2025-10-23']),
      at('seven-week', 4, 'Peak', ['2025-06-09', '2025-07-27']),
      at('weekly', 22, 'Peak', ['2025-06-09', '2025-06-15']),
    ]);
    expect(pair.bInA.every((p) => p.position === 'peak')).toBe(true);
    expect(pair.aInB).toEqual([]);
    expect(pair.karma).toEqual([]);
    expect(pair.jokers).toEqual([]);
  });

  it('A♣ and J♥: the J♥ is the A♣’s Reward card in odd spreads; the A♣ is the J♥’s Mars card in even ones', () => {
    // A born 1990-06-29: 55 − (12 + 29) = 14 → A♣. B born 1988-10-24 → J♥ (p10, as above).
    // Odd spread: A♣ at p1, J♥ at p10 = 9 steps on → Reward. Even spread: A♣ at p13 = J♥ + 3 → Mars.
    // A's periods: age 34 (birthday on June 29 not reached) → spread 35 (odd), year 2024-06-29..2025-06-28.
    // Days lived: 35 years to 2025-06-29 = 35·365 + 9 = 12784, less 14 days → 12770.
    // 12770 = 49·260 + 30 → spread 261 mod 90 = 81 (odd), 2025-05-16..2025-07-03;
    // 12770 = 7·1824 + 2 → spread 1825 mod 90 = 25 (odd), 2025-06-13..2025-06-19.
    // All of A's spreads are odd, so the J♥ is A's Reward card in all four.
    // B's periods (from the first case): life 1 and yearly 37 are odd (no A♣ in them); 7-week 4 and
    // weekly 22 are even: the A♣ is B's Mars card there.
    // Karma: A♣'s karma cards are both 2♥, and the J♥ has none, so no link.
    const pair = pairInCards(person('1990-06-29'), person('1988-10-24'), TODAY);
    expect(symbols(pair)).toEqual(['A♣', 'J♥']);
    expect(pair.bInA).toEqual([
      at('life', 1, 'Reward', null),
      at('yearly', 35, 'Reward', ['2024-06-29', '2025-06-28']),
      at('seven-week', 81, 'Reward', ['2025-05-16', '2025-07-03']),
      at('weekly', 25, 'Reward', ['2025-06-13', '2025-06-19']),
    ]);
    expect(pair.aInB).toEqual([
      at('seven-week', 4, 'Mars', ['2025-06-09', '2025-07-27']),
      at('weekly', 22, 'Mars', ['2025-06-09', '2025-06-15']),
    ]);
    expect(pair.karma).toEqual([]);
  });

  it('A♣ and 2♥: four karma links and no placement', () => {
    // A born 1990-06-29 → A♣. B born 1970-12-29: 55 − (24 + 29) = 2 → 2♥.
    // The pair swaps places at every step, so they are always 12 places apart (p1 and p13): outside a
    // 13-card spread (−1..11) in both directions, in every spread.
    // Karma (§5): the semi-fixed partners are each other's supportive and challenging karma cards.
    const pair = pairInCards(person('1990-06-29'), person('1970-12-29'), TODAY);
    expect(symbols(pair)).toEqual(['A♣', '2♥']);
    expect(pair.bInA).toEqual([]);
    expect(pair.aInB).toEqual([]);
    expect(pair.karma).toEqual([
      { holder: 'a', kind: 'supportive' },
      { holder: 'a', kind: 'challenging' },
      { holder: 'b', kind: 'supportive' },
      { holder: 'b', kind: 'challenging' },
    ]);
  });

  it('A♥ and A♦: a one-way karma link, read straight off the Life Spread', () => {
    // A born 2000-12-30: 55 − (24 + 30) = 1 → A♥ (natural p0; Life Spread p26).
    // B born 2000-12-04: 55 − (24 + 4) = 27 → A♦ (natural p26; Life Spread p27).
    // A♥'s challenging karma card is S0[pos1(A♥)] = S0[26] = the card of value 27 = A♦; its supportive
    // one is S1[0] = 3♥. A♦'s supportive card is S1[pos0(A♦)] = S1[26] = A♥. So: a challenging, b supportive.
    // In the Life Spread the A♦ is one step after the A♥ (p26 → p27): the A♥'s Mercury card, and the A♥
    // is the A♦'s Moon card.
    const pair = pairInCards(person('2000-12-30'), person('2000-12-04'), TODAY);
    expect(symbols(pair)).toEqual(['A♥', 'A♦']);
    expect(pair.karma).toEqual([
      { holder: 'a', kind: 'challenging' },
      { holder: 'b', kind: 'supportive' },
    ]);
    expect(pair.bInA[0]).toEqual(at('life', 1, 'Mercury', null));
    expect(pair.aInB[0]).toEqual(at('life', 1, 'Moon', null));
  });
});

describe('the Joker', () => {
  it('has no placements and no karma, on either side, and says so', () => {
    const joker = person('1980-12-31');
    const other = person('1990-06-29');
    for (const [pair, jokers] of [
      [pairInCards(joker, other, TODAY), ['a']],
      [pairInCards(other, joker, TODAY), ['b']],
      [pairInCards(joker, joker, TODAY), ['a', 'b']],
    ] as const) {
      expect(pair.bInA).toEqual([]);
      expect(pair.aInB).toEqual([]);
      expect(pair.karma).toEqual([]);
      expect(pair.jokers).toEqual(jokers);
    }
  });
});

describe('edges of "current"', () => {
  it('a day before a birth leaves only the Life Spread', () => {
    const pair = pairInCards(person('2025-06-16'), person('2025-06-16'), TODAY);
    expect(pair.bInA).toEqual([at('life', 1, 'Sun', null)]);
    expect(pair.aInB).toEqual([at('life', 1, 'Sun', null)]);
  });

  it('in the first week of life every current spread is the Life Spread (age 0, period 0, week 0)', () => {
    // Two people sharing a birth card: each one's card is the other's Sun card in every spread.
    const pair = pairInCards(person('2025-06-10'), person('2025-06-10'), TODAY);
    expect(pair.bInA).toEqual([
      at('life', 1, 'Sun', null),
      at('yearly', 1, 'Sun', ['2025-06-10', '2026-06-09']),
      at('seven-week', 1, 'Sun', ['2025-06-10', '2025-07-28']),
      at('weekly', 1, 'Sun', ['2025-06-10', '2025-06-16']),
    ]);
  });

  it('has no yearly spread past the readings’ last age (120)', () => {
    const pair = pairInCards(person('1900-06-15'), person('1900-06-15'), TODAY);
    expect(pair.bInA.map((p) => p.spread)).toEqual(['life', 'seven-week', 'weekly']);
  });

  it('keeps the people in the order given, each with its own object', () => {
    const people = [
      { id: 'z', ...person('1992-03-28') },
      { id: 'a', ...person('1980-12-31') },
    ];
    const found = inYourCards(person('1988-10-24'), people, TODAY);
    expect(found.map((entry) => entry.person)).toEqual(people);
    expect(found[0]?.pair).toEqual(
      pairInCards(person('1988-10-24'), people[0] as { birthdate: CivilDate }, TODAY),
    );
  });
});

// Days 1900-01-01 .. 2100-12-31; a pair and a "today" on or after both births.
const day = fc.integer({ min: -25_567, max: 47_481 });
const pairAndToday = fc.tuple(day, day, fc.integer({ min: 0, max: 40_000 })).map(([a, b, later]) => ({
  a: { birthdate: fromEpochDay(a) },
  b: { birthdate: fromEpochDay(b) },
  today: fromEpochDay(Math.max(a, b) + later),
}));

/** The 13 symbols of `owner`'s spread a placement names, from the readings themselves. */
function spreadOfReading(
  owner: { birthdate: CivilDate },
  today: CivilDate,
  placement: Placement,
): readonly string[] {
  const unwrap = <T>(result: Result<T>): T => {
    if (!result.ok) throw new Error(result.error);
    return result.value;
  };
  const input = { birthdate: owner.birthdate, date: today };
  switch (placement.spread) {
    case 'life': {
      const reading = unwrap(yearlyReading({ birthdate: owner.birthdate, age: 0 }));
      return reading.yearly_spread;
    }
    case 'yearly':
      return unwrap(yearlyReading({ birthdate: owner.birthdate, age: ageOn(owner.birthdate, today) }))
        .yearly_spread;
    case 'seven-week':
      return unwrap(sevenWeekReading(input)).seven_week_spread;
    case 'weekly':
      return unwrap(weeklyReading(input)).weekly_spread;
  }
}

describe('properties', () => {
  it('every reported place really holds that card in that reading', () => {
    fc.assert(
      fc.property(pairAndToday, ({ a, b, today }) => {
        const pair = pairInCards(a, b, today);
        for (const [owner, card, placements] of [
          [a, pair.b.card, pair.bInA],
          [b, pair.a.card, pair.aInB],
        ] as const) {
          for (const placement of placements) {
            const index = SPREAD_POSITIONS.findIndex((p) => p.key === placement.position);
            expect(spreadOfReading(owner, today, placement)[index]).toBe(card.symbol);
          }
        }
      }),
    );
  });

  it('nothing is missed: a card in the life spread is always reported there', () => {
    fc.assert(
      fc.property(pairAndToday, ({ a, b, today }) => {
        const pair = pairInCards(a, b, today);
        const { card: ownerCard } = pair.a;
        const { card } = pair.b;
        if (isJoker(ownerCard) || isJoker(card)) return;
        const inLife = lifeSpread(ownerCard).includes(card);
        expect(pair.bInA.some((p) => p.spread === 'life')).toBe(inLife);
      }),
    );
  });

  it('karma links are symmetric: X’s supportive card is Y exactly when Y’s challenging card is X', () => {
    fc.assert(
      fc.property(pairAndToday, ({ a, b, today }) => {
        const links = pairInCards(a, b, today).karma;
        const has = (holder: 'a' | 'b', kind: 'supportive' | 'challenging') =>
          links.some((l) => l.holder === holder && l.kind === kind);
        expect(has('a', 'supportive')).toBe(has('b', 'challenging'));
        expect(has('b', 'supportive')).toBe(has('a', 'challenging'));
        const swapped = pairInCards(b, a, today).karma.map((l) => ({
          holder: l.holder === 'a' ? 'b' : 'a',
          kind: l.kind,
        }));
        expect(new Set(swapped.map((l) => `${l.holder}:${l.kind}`))).toEqual(
          new Set(links.map((l) => `${l.holder}:${l.kind}`)),
        );
      }),
    );
  });

  it('swapping the two people swaps the directions', () => {
    fc.assert(
      fc.property(pairAndToday, ({ a, b, today }) => {
        const ab = pairInCards(a, b, today);
        const ba = pairInCards(b, a, today);
        expect(ba.aInB).toEqual(ab.bInA);
        expect(ba.bInA).toEqual(ab.aInB);
      }),
    );
  });

  it('lists spreads in the fixed order life, yearly, seven-week, weekly, and never throws', () => {
    const order = ['life', 'yearly', 'seven-week', 'weekly'];
    fc.assert(
      fc.property(day, day, (a, b) => {
        // Any order of births and "today" (even before a birth) must give a result, never an exception.
        const pair = pairInCards(
          { birthdate: fromEpochDay(a) },
          { birthdate: fromEpochDay(b) },
          fromEpochDay(a),
        );
        const ranks = pair.bInA.map((p) => order.indexOf(p.spread));
        expect(ranks).toEqual([...ranks].sort((x, y) => x - y));
      }),
    );
  });
});
