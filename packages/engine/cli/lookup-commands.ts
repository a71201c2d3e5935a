import type { Card } from '../src/index.js';
import { combinationCard, nameCard, parseIsoDate, todaysCard } from '../src/index.js';
import { cardArg } from './card-arg.js';
import type { Command } from './command.js';
import { done, failed, operands, rejectOptions, usage } from './command.js';
import { columns } from './layout.js';

export const todaysCardCommand: Command = {
  name: 'todays-card',
  synopsis: '[--date YYYY-MM-DD]',
  summary: "The card of a day (default: today's date in UTC) and its Life Spread.",
  examples: ['todays-card', 'todays-card --date 2024-02-29'],
  run(args, context) {
    const bad =
      rejectOptions(args, ['date']) ??
      (args.positionals.length > 1 ? usage('todays-card takes no operands') : undefined);
    if (bad) return bad;
    const dateText = args.options.get('date');
    const date =
      dateText === undefined ? { ok: true as const, value: context.today() } : parseIsoDate(dateText);
    if (!date.ok) return failed(date.error);
    const today = todaysCard(date.value);
    return done(today, [
      ...columns([
        ['Date', today.date],
        ['Card', today.card === today.name ? today.card : `${today.card}  ${today.name}`],
        ['Title', today.title],
        [
          'Life spread',
          today.life_spread.length > 0 ? today.life_spread.join(' ') : 'none (the Joker has no spread)',
        ],
      ]),
    ]);
  },
};

export const combinationCommand: Command = {
  name: 'combination',
  synopsis: '<card> <card>',
  summary: 'The combination of two cards: solar values added, less 52 above 52.',
  examples: ['combination 12 40', 'combination Q♥ A♠'],
  run(args) {
    const bad = rejectOptions(args, []);
    if (bad) return bad;
    const rest = operands(args, 2, 'two cards: combination <card> <card>');
    if ('kind' in rest) return rest;
    const cards: Card[] = [];
    for (const text of rest) {
      const card = cardArg(text);
      if (!card.ok) return failed(`${card.error}: ${text}`);
      cards.push(card.value);
    }
    const result = combinationCard(cards[0]?.value, cards[1]?.value);
    if (!result.ok) return failed(result.error);
    const { card1, card2, combination_card: sum } = result.value;
    return done(result.value, [
      `${card1.symbol} (${card1.value}) + ${card2.symbol} (${card2.value}) = ${sum.symbol} (${sum.value})  ${sum.name}`,
    ]);
  },
};

export const nameCardCommand: Command = {
  name: 'name-card',
  synopsis: '<name...>',
  summary: 'The card of a name: letter values summed (A = 1 … Z = 26), reduced to 1..52.',
  examples: ['name-card John Smith', "name-card 'Zoë Saldaña'"],
  run(args) {
    const bad =
      rejectOptions(args, []) ??
      (args.positionals.length < 2 ? usage('expected a name: name-card <name...>') : undefined);
    if (bad) return bad;
    const result = nameCard(args.positionals.slice(1).join(' '));
    if (!result.ok) return failed(result.error);
    const { name, name_value, card } = result.value;
    return done(result.value, [
      ...columns([
        ['Name', name],
        ['Name value', String(name_value)],
        ['Card', `${card.symbol}  ${card.name}`],
      ]),
    ]);
  },
};
