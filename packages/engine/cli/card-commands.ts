import type { Card, GlossaryCard, PlayingCard } from '../src/index.js';
import {
  birthCard,
  birthdaysOf,
  cardText,
  glossary,
  isJoker,
  JOKER_ERROR,
  lifeSpread,
  PLANETS,
  parseBirthdate,
  SPREAD_POSITIONS,
  spread,
  spreadIndex,
  toIsoDate,
} from '../src/index.js';
import { integerArg } from './args.js';
import { cardArg } from './card-arg.js';
import type { Command } from './command.js';
import { done, failed, operands, rejectOptions } from './command.js';
import { columns, wrap } from './layout.js';

const nameLine = (card: Card) => `${card.symbol}  ${card.name}`;

export const birthCardCommand: Command = {
  name: 'birth-card',
  synopsis: '<birthdate>',
  summary: 'The birth card of a birthdate (MM/DD/YYYY or YYYY-MM-DD).',
  examples: ['birth-card 1990-05-17', 'birth-card 5/17/1990'],
  run(args) {
    const rest = operands(args, 1, 'a birthdate: birth-card <birthdate>');
    if ('kind' in rest) return rest;
    const date = parseBirthdate(rest[0] as string);
    if (!date.ok) return failed(date.error);
    const card = birthCard(date.value.month, date.value.day);
    const title = cardText(card).title;
    return done(
      { birthdate: toIsoDate(date.value), card: card.symbol, name: card.name, value: card.value, title },
      [
        ...columns([
          ['Birthdate', toIsoDate(date.value)],
          ['Birth card', nameLine(card)],
          ['Title', title],
        ]),
      ],
    );
  },
};

export const cardCommand: Command = {
  name: 'card',
  synopsis: '<card>',
  summary: "A card's identity and glossary entry: birthdays, place, karma and related cards.",
  examples: ['card Q♥', "card 'queen of hearts'", 'card 12', 'card Joker'],
  run(args) {
    const rest = operands(args, 1, 'one card: card <card> (quote names with spaces)');
    if ('kind' in rest) return rest;
    const parsed = cardArg(rest[0] as string);
    if (!parsed.ok) return failed(parsed.error);
    const card = parsed.value;
    if (isJoker(card)) {
      const text = cardText(card);
      const json = {
        value: 0,
        symbol: card.symbol,
        name: card.name,
        title: text.title,
        birthdays: birthdaysOf(card),
      };
      return done(json, [
        ...columns([
          ['Card', `${card.symbol}  (value 0)`],
          ['Title', text.title],
          ['Birthdays', birthdaysOf(card).join(', ')],
          ['Spreads', 'none: the Joker has no place in the spreads'],
        ]),
        '',
        ...wrap(text.description),
      ]);
    }
    const entry = glossary().cards[card.symbol] as GlossaryCard;
    return done(entry, glossaryLines(entry));
  },
};

function glossaryLines(entry: GlossaryCard): string[] {
  return [
    ...columns([
      ['Card', `${entry.symbol}  ${entry.name}  (value ${entry.value})`],
      ['Title', entry.details.title],
      ['Keywords', entry.details.keywords.join(', ')],
      ['Birthdays', entry.details.birthdays.join(', ')],
      ['Life Spread place', entry.details.position],
      ['Mystical family', entry.is_mystical_family ? 'yes' : 'no'],
      ['Karma (positive)', entry.karma_positive ?? 'none (fixed card)'],
      ['Karma (negative)', entry.karma_negative ?? 'none (fixed card)'],
      ['Recognition', entry.recognition_card],
      ['Fame', entry.fame_card],
      ['Financial security', entry.financial_security_card],
      ['Hidden power', entry.hidden_power_card],
      ['God card', entry.god_card],
      ['Life spread', entry.life_spread.join(' ')],
    ]),
    '',
    ...wrap(entry.details.description),
  ];
}

export const lifeSpreadCommand: Command = {
  name: 'life-spread',
  synopsis: '<card>',
  summary: "A card's 13-card spread in the Life Spread, Sun to Earth/X.",
  examples: ['life-spread Q♥', "life-spread '10 of diamonds'"],
  run(args) {
    const rest = operands(args, 1, 'one card: life-spread <card>');
    if ('kind' in rest) return rest;
    const parsed = cardArg(rest[0] as string);
    if (!parsed.ok) return failed(parsed.error);
    if (isJoker(parsed.value)) return failed(JOKER_ERROR);
    const card: PlayingCard = parsed.value;
    const cards = lifeSpread(card);
    return done({ card: card.symbol, life_spread: cards.map((c) => c.symbol) }, [
      `Life spread of ${card.symbol} (${card.name})`,
      ...columns(
        cards.map((c, i) => [SPREAD_POSITIONS[i]?.label ?? '', c.symbol, c.name]),
        '  ',
      ),
    ]);
  },
};

const SPREAD_NAMES: Readonly<Record<number, string>> = { 0: 'Natural Spread', 1: 'Life Spread' };

export const spreadCommand: Command = {
  name: 'spread',
  synopsis: '<index>',
  summary: 'Spread n (reduced mod 90; 0 = Natural, 1 = Life) laid out: crown above seven rows of seven.',
  examples: ['spread 1', 'spread 36', 'spread -1'],
  run(args) {
    const bad = rejectOptions(args, []);
    if (bad) return bad;
    const rest = operands(args, 1, 'a spread number: spread <index>');
    if ('kind' in rest) return rest;
    const asked = integerArg(rest[0] as string);
    if (Number.isNaN(asked)) return failed('Spread index must be an integer');
    const n = spreadIndex(asked);
    const cards = spread(n).map((c) => c.symbol);
    // Columns are counted from the right (c = 0 is Mercury), so the grid prints c = 6 .. 0.
    const row = (r: number) => [6, 5, 4, 3, 2, 1, 0].map((c) => cards[7 * r + c] ?? '');
    // The crown (49, 50, 51) sits over the Mars, Jupiter and Saturn columns (c = 2, 3, 4): p = 47 + c.
    const crown = [6, 5, 4, 3, 2, 1, 0].map((c) => (c >= 2 && c <= 4 ? (cards[47 + c] ?? '') : ''));
    const header = [6, 5, 4, 3, 2, 1, 0].map((c) => (PLANETS[c] ?? '').slice(0, 3));
    const title = `Spread ${n}${SPREAD_NAMES[n] ? ` · ${SPREAD_NAMES[n]}` : ''}${asked === n ? '' : ` (${asked} mod 90)`}`;
    const grid = columns(
      [['', ...header], ['Sun', ...crown], ...PLANETS.map((planet, r) => [planet, ...row(r)])].map((cells) =>
        cells.map((cell) => cell.padEnd(3)),
      ),
    );
    return done(
      {
        spread_index: n,
        cards,
        rows: Object.fromEntries(PLANETS.map((planet, r) => [planet, cards.slice(7 * r, 7 * r + 7)])),
        crown: cards.slice(49),
      },
      [
        title,
        '',
        ...grid,
        '',
        'Reading order: each row right to left, top to bottom, then the crown right to left.',
      ],
    );
  },
};
