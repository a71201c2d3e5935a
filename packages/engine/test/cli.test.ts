import { describe, expect, it } from 'vitest';
import { runCli } from '../cli/cli.js';

const FIXED_NOW = Date.UTC(2024, 1, 29, 23, 30); // 2024-02-29, late evening UTC

function cli(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = runCli(
    argv,
    { write: (s: string) => (stdout += s) },
    { write: (s: string) => (stderr += s) },
    () => FIXED_NOW,
  );
  return { code, stdout, stderr };
}

const json = (...argv: string[]) => {
  const run = cli(...argv, '--json');
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout);
};

describe('cardology-engine CLI', () => {
  it('prints the birth card of a birthdate in either format', () => {
    expect(cli('birth-card', '1990-05-17').stdout).toMatch(/Birth card\s+2♦ {2}Two of Diamonds/);
    expect(json('birth-card', '5/17/1990')).toMatchObject({ birthdate: '1990-05-17', card: '2♦', value: 28 });
    expect(json('birth-card', '12/31/1985')).toMatchObject({ card: 'Joker', value: 0 });
  });

  it('describes a card typed as a symbol, a name or a value', () => {
    for (const text of ['Q♥', 'queen of hearts', '12', 'Q♡']) {
      expect(json('card', text)).toMatchObject({
        symbol: 'Q♥',
        karma_positive: '9♣',
        details: { position: 'Neptune/Neptune' },
      });
    }
    expect(cli('card', 'K♠').stdout).toMatch(/Karma \(positive\)\s+none \(fixed card\)/);
    expect(json('card', 'Joker')).toMatchObject({ symbol: 'Joker', birthdays: ['12-31'] });
  });

  it('lists a life spread with its labels', () => {
    const run = cli('life-spread', 'Q♥');
    expect(run.stdout).toMatch(/Sun\s+Q♥\s+Queen of Hearts/);
    expect(run.stdout).toMatch(/Earth\/X\s+7♥/);
    expect(json('life-spread', 'Q♥').life_spread.join(' ')).toBe('Q♥ 10♣ 8♦ K♠ 3♥ A♣ Q♣ 10♠ 5♣ 3♦ A♠ 6♠ 7♥');
  });

  it('lays a spread out as a grid, crown over Mars, Jupiter and Saturn', () => {
    const lines = cli('spread', '1').stdout.split('\n');
    expect(lines[0]).toBe('Spread 1 · Life Spread');
    expect(lines.find((l) => l.startsWith('Mercury'))?.split(/\s+/)).toEqual([
      'Mercury',
      'A♠',
      '3♦',
      '5♣',
      '10♠',
      'Q♣',
      'A♣',
      '3♥',
    ]);
    expect(lines.find((l) => l.startsWith('Sun'))?.split(/\s+/)).toEqual(['Sun', 'K♠', '8♦', '10♣']);
    expect(json('spread', '-89')).toMatchObject({ spread_index: 1, crown: ['10♣', '8♦', 'K♠'] });
  });

  it('runs the four readings', () => {
    const yearly = json('reading', 'yearly', '--birthdate', '02/28/1990', '--age', '0');
    expect(yearly.yearly_spread[0]).toBe('10♣');
    expect(yearly.spread_index).toBe(1);
    const weekly = json('reading', 'weekly', '--birthdate', '02/28/1990', '--date', '2006-06-06');
    expect(weekly).toMatchObject({
      period_index: 848,
      weekly_dates: { start: '2006-05-31', end: '2006-06-06' },
    });
    const sevenWeek = json('reading', 'seven-week', '--birthdate=02/28/1990', '--date=2032-01-31');
    expect(sevenWeek.period_index).toBe(312);
    const sevenYear = json(
      'reading',
      'seven-year',
      '--birthdate',
      '02/29/1992',
      '--date',
      '2061-07-06',
      '--age',
      '69',
      '--offset',
      '7',
    );
    expect(sevenYear).toMatchObject({ seven_year_age: 76, cycle_index: 10 });
    expect(cli('reading', 'yearly', '--birthdate', '1990-05-17', '--age', '35').stdout).toMatch(
      /Planetary periods\n {2}Mercury\s+2025-05-17 to 2025-07-07/,
    );
  });

  it('takes negative offsets as values', () => {
    const weekly = json(
      'reading',
      'weekly',
      '--birthdate',
      '1990-05-17',
      '--date',
      '1990-05-31',
      '--offset',
      '-2',
    );
    expect(weekly.period_index).toBe(0);
  });

  it('defaults dates to today in UTC from the injected clock', () => {
    expect(json('todays-card')).toMatchObject({ date: '2024-02-29', card: '9♣' });
    expect(json('reading', 'weekly', '--birthdate', '2024-02-20').weekly_dates).toEqual({
      start: '2024-02-27',
      end: '2024-03-04',
    });
    expect(json('todays-card', '--date', '2024-12-31')).toMatchObject({ card: 'Joker', life_spread: [] });
  });

  it('combines cards given as values or symbols', () => {
    expect(cli('combination', 'Q♥', '40').stdout).toBe('Q♥ (12) + A♠ (40) = K♠ (52)  King of Spades\n');
    expect(json('combination', '1', '52').combination_card).toEqual({
      symbol: 'A♥',
      name: 'Ace of Hearts',
      value: 1,
    });
  });

  it('finds the card of a name given in several words', () => {
    expect(json('name-card', 'John', 'Smith')).toEqual({
      name: 'John Smith',
      name_value: 116,
      card: { symbol: 'Q♥', name: 'Queen of Hearts' },
    });
  });

  it('prints help with every command and an example of each', () => {
    for (const argv of [['--help'], ['help'], ['-h'], ['reading', '--help']]) {
      const run = cli(...argv);
      expect(run.code).toBe(0);
      for (const name of [
        'birth-card',
        'card',
        'life-spread',
        'spread',
        'reading',
        'todays-card',
        'combination',
        'name-card',
      ]) {
        expect(run.stdout).toContain(`e.g. cardology-engine ${name} `);
      }
    }
  });

  it.each([
    [['birth-card', '02/30/1990'], 'Invalid birthdate'],
    [
      ['reading', 'yearly', '--birthdate', '1990-05-17', '--age', '121'],
      'Age must be an integer from 0 to 120',
    ],
    [
      ['reading', 'yearly', '--birthdate', '1990-05-17', '--age', '3.5'],
      'Age must be an integer from 0 to 120',
    ],
    [
      ['reading', 'weekly', '--birthdate', '12/31/1985', '--date', '2020-01-01'],
      'The Joker (December 31) has no place in the spreads',
    ],
    [
      ['reading', 'weekly', '--birthdate', '1990-05-17', '--date', '1990-05-01'],
      'Date is before the birthdate',
    ],
    [['card', '11♦'], 'Unknown card'],
    [['combination', 'Joker', '5'], 'Invalid card selection.'],
    [['name-card', '1234'], 'Name must contain at least one letter'],
    [['todays-card', '--date', '2023-02-29'], 'Invalid date'],
    [['life-spread', 'Joker'], 'The Joker (December 31) has no place in the spreads'],
  ])('exits 1 with the engine message for %j', (argv, message) => {
    const run = cli(...argv);
    expect(run).toEqual({ code: 1, stdout: '', stderr: `cardology-engine: ${message}\n` });
  });

  it.each([
    [[]],
    [['bogus']],
    [['birth-card']],
    [['birth-card', '1990-05-17', 'extra']],
    [['reading']],
    [['reading', 'monthly', '--birthdate', '1990-05-17']],
    [['reading', 'yearly', '--age', '3']],
    [['reading', 'yearly', '--birthdate', '1990-05-17']],
    [['reading', 'yearly', '--birthdate', '1990-05-17', '--age', '3', '--offset', '1']],
    [['reading', 'weekly', '--birthdate']],
    [['card', 'Q♥', '--frobnicate']],
    [['combination', '1']],
    [['name-card']],
    [['spread', '1', '--json=yes']],
  ])('exits 2 on the usage error %j', (argv) => {
    const run = cli(...argv);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('cardology-engine');
  });
});
