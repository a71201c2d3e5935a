import type { CardDescription, CardSymbol, CivilDate, ReadingCard, Result } from '../src/index.js';
import {
  cardBySymbol,
  parseBirthdate,
  parseIsoDate,
  sevenWeekReading,
  sevenYearReading,
  toIsoDate,
  weeklyReading,
  yearlyReading,
} from '../src/index.js';
import type { ParsedArgs } from './args.js';
import { integerArg } from './args.js';
import type { Command, CommandContext, Outcome } from './command.js';
import { done, failed, rejectOptions, usage } from './command.js';
import { columns } from './layout.js';

const KINDS = ['yearly', 'weekly', 'seven-week', 'seven-year'] as const;
type Kind = (typeof KINDS)[number];

const ALLOWED: Readonly<Record<Kind, readonly string[]>> = {
  yearly: ['birthdate', 'age'],
  weekly: ['birthdate', 'date', 'offset'],
  'seven-week': ['birthdate', 'date', 'offset'],
  'seven-year': ['birthdate', 'date', 'age', 'offset'],
};

export const readingCommand: Command = {
  name: 'reading',
  synopsis:
    'yearly --birthdate D --age N\n' +
    '  reading weekly|seven-week --birthdate D [--date YYYY-MM-DD] [--offset N]\n' +
    '  reading seven-year --birthdate D [--date YYYY-MM-DD] [--age N] [--offset N]',
  summary:
    'A yearly, weekly, 7-week or 7-year reading. --date defaults to today (UTC).\n' +
    '--offset steps whole periods (years for seven-year, where the app steps by 7).',
  examples: [
    'reading yearly --birthdate 1990-05-17 --age 35',
    'reading weekly --birthdate 05/17/1990 --date 2025-06-01 --offset -1',
    'reading seven-year --birthdate 1990-05-17 --date 2025-06-01 --json',
  ],
  run(args, context) {
    const kind = args.positionals[1];
    if (!KINDS.includes(kind as Kind)) return usage(`reading needs one of ${KINDS.join(', ')}`);
    if (args.positionals.length > 2) return usage(`unexpected ${args.positionals[2]}`);
    const bad = rejectOptions(args, ALLOWED[kind as Kind], `reading ${kind}`);
    if (bad) return bad;
    const birthText = args.options.get('birthdate');
    if (birthText === undefined) return usage('--birthdate is required');
    const birthdate = parseBirthdate(birthText);
    if (!birthdate.ok) return failed(birthdate.error);
    return runReading(kind as Kind, birthdate.value, args, context);
  },
};

function runReading(kind: Kind, birthdate: CivilDate, args: ParsedArgs, context: CommandContext): Outcome {
  const ageText = args.options.get('age');
  const age = ageText === undefined ? undefined : integerArg(ageText);
  if (kind === 'yearly') {
    if (age === undefined) return usage('--age is required for a yearly reading');
    return runYearly(birthdate, age);
  }
  const dateText = args.options.get('date');
  const date =
    dateText === undefined ? { ok: true as const, value: context.today() } : parseIsoDate(dateText);
  if (!date.ok) return failed(date.error);
  const offsetText = args.options.get('offset');
  const dateOffset = offsetText === undefined ? 0 : integerArg(offsetText);
  const input = { birthdate, date: date.value, dateOffset };
  if (kind === 'weekly') return runWeekly(input);
  if (kind === 'seven-week') return runSevenWeek(input);
  return runSevenYear(age === undefined ? input : { ...input, age });
}

type PeriodInput = { birthdate: CivilDate; date: CivilDate; dateOffset: number; age?: number };

/** A period reading's first line: its name, the birthdate, its dates and what else identifies it. */
const periodHeader = (
  name: string,
  birthdate: CivilDate,
  dates: { start: string; end: string },
  extra: string,
) => `${name} · born ${toIsoDate(birthdate)} · ${dates.start} to ${dates.end} · ${extra}`;

function runYearly(birthdate: CivilDate, age: number): Outcome {
  return present(yearlyReading({ birthdate, age }), (r) => [
    `Yearly reading · born ${toIsoDate(birthdate)} · age ${age} · spread ${r.spread_index}`,
    '',
    ...cardLines(r.birth_card, r.displacing_card, r.environment_card, ['Year ruler', r.planetary_year_ruler]),
    ...spreadLines('Yearly spread', r.yearly_spread, r.yearly_descriptions),
    ...spreadLines('Vertical spread', r.vertical_spread, r.vertical_descriptions),
    '',
    'Planetary periods',
    ...columns(
      r.planetary_dates.map((p) => [p.planet, `${p.start} to ${p.end}`]),
      '  ',
    ),
  ]);
}

function runWeekly(input: PeriodInput): Outcome {
  return present(weeklyReading(input), (r) => [
    periodHeader(
      'Weekly reading',
      input.birthdate,
      r.weekly_dates,
      `week ${r.period_index} · age ${r.weekly_age} · spread ${r.spread_index}`,
    ),
    '',
    ...cardLines(r.birth_card, r.weekly_displacing_card, r.weekly_environment_card),
    ...spreadLines('Weekly spread', r.weekly_spread, r.weekly_descriptions),
    ...spreadLines('Vertical spread', r.weekly_vertical_spread, r.weekly_vertical_descriptions),
  ]);
}

function runSevenWeek(input: PeriodInput): Outcome {
  return present(sevenWeekReading(input), (r) => [
    periodHeader(
      '7-week reading',
      input.birthdate,
      r.seven_week_dates,
      `period ${r.period_index} · age ${r.seven_week_age} · spread ${r.spread_index}`,
    ),
    '',
    ...cardLines(r.birth_card, r.seven_week_displacing_card, r.seven_week_environment_card),
    ...spreadLines('7-week spread', r.seven_week_spread, r.seven_week_descriptions),
    ...spreadLines('Vertical spread', r.seven_week_vertical_spread, r.seven_week_vertical_descriptions),
  ]);
}

function runSevenYear(input: PeriodInput): Outcome {
  return present(sevenYearReading(input), (r) => [
    periodHeader(
      '7-year reading',
      input.birthdate,
      r.seven_year_dates,
      `cycle ${r.cycle_index} · age ${r.seven_year_age} · spread ${r.spread_index}`,
    ),
    '',
    ...cardLines(
      r.birth_card,
      r.seven_year_displacing_card,
      r.seven_year_environment_card,
      ['Year ruler', r.planetary_year_ruler],
      ['Cycle ruler', r.seven_year_cycle_ruler],
    ),
    ...spreadLines('7-year spread', r.seven_year_spread, r.seven_year_descriptions),
    ...spreadLines('Vertical spread', r.seven_year_vertical_spread, r.seven_year_vertical_descriptions),
  ]);
}

function present<T>(result: Result<T>, lines: (reading: T) => string[]): Outcome {
  return result.ok ? done(result.value, lines(result.value)) : failed(result.error);
}

const cardCell = (card: ReadingCard) => `${card.symbol.padEnd(3)}  ${card.name} · ${card.title}`;

function cardLines(
  birth: ReadingCard,
  displacing: ReadingCard,
  environment: ReadingCard,
  ...extra: [string, string][]
): string[] {
  return columns([
    ['Birth card', cardCell(birth)],
    ['Displacing card', cardCell(displacing)],
    ['Environment card', cardCell(environment)],
    ...extra,
  ]);
}

function spreadLines(
  title: string,
  symbols: readonly CardSymbol[],
  descriptions: readonly CardDescription[],
): string[] {
  const rows = symbols.map((symbol, i) => {
    const description = descriptions[i];
    return [description?.Position ?? '', symbol, cardBySymbol(symbol)?.name ?? '', description?.title ?? ''];
  });
  return ['', title, ...columns(rows, '  ')];
}
