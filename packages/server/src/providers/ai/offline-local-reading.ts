import { REFLECTIVE_FOOTER } from '@cardology/contract/assistant';
import type { Language } from '@cardology/contract/languages';
import { ASSISTANT_NAME } from '@cardology/contract/product';
import { SUITS, type Suit } from '@cardology/engine/card';
import type { LocaleCatalog } from '@cardology/engine/texts/locales/types';
import type { PositionKey } from '@cardology/engine/texts/types';
import { chatTopic } from './chat-topic.js';
import { cardIn, placedCards, suitOf } from './context-cards.js';
import { fill } from './offline-sentences/fill.js';
import type { OfflineSentences } from './offline-sentences/types.js';
import { oneLine } from './prompt-data.js';
import type { ContextCard, ReadingContext } from './reading-context.js';

/**
 * The offline reading and chat in a translated language, from that language's own sentences
 * (offline-sentences/) and a context whose cards are already its catalog's (context-in-language.ts).
 * The English offline writer (offline-interpretation.ts, offline-chat.ts) stays as it is.
 */
export interface LocalWriter {
  readonly language: Exclude<Language, 'en'>;
  readonly s: OfflineSentences;
  readonly catalog: LocaleCatalog;
}

const NOTABLE = ['venus', 'jupiter', 'saturn', 'pluto', 'reward', 'moon', 'earth'] as const;

const planetKey = (planet: string) => planet.toLowerCase() as PositionKey;
const label = (w: LocalWriter, key: PositionKey) => w.catalog.positions[key].label;
const inSentence = (w: LocalWriter, card: ContextCard) =>
  w.catalog.cards[card.symbol as keyof LocaleCatalog['cards']]?.nameInSentence ?? card.name;

function heading(card: ContextCard): string {
  return `### ${card.position}: ${card.symbol} ${card.name}${card.title ? `: *${card.title}*` : ''}`;
}

export function periodSpan(w: LocalWriter, context: ReadingContext): string {
  const { age, start, end } = context.period;
  return fill(w.s.reading.periods[context.spreadType], { age, start, end });
}

function rulerWords(w: LocalWriter, context: ReadingContext): string {
  const { rulingPlanet, rulingCard, cycleRuler } = context.period;
  const parts: string[] = [];
  if (rulingPlanet && rulingCard) {
    const card = `${inSentence(w, rulingCard)} (${rulingCard.symbol})`;
    parts.push(fill(w.s.reading.yearRuler, { planet: label(w, planetKey(rulingPlanet)), card }));
  }
  if (cycleRuler) parts.push(fill(w.s.reading.cycleRuler, { planet: label(w, planetKey(cycleRuler)) }));
  return parts.join(' ');
}

function notableSection(w: LocalWriter, context: ReadingContext): string[] {
  const ruling = context.period.rulingPlanet;
  const lines = [w.s.reading.notableHeading, ''];
  for (const key of NOTABLE) {
    if (ruling && planetKey(ruling) === key) continue;
    const card = cardIn(context, key);
    const others = placedCards(context).filter((p) => p.card.symbol === card.symbol && p.key !== key);
    const echo = others.length
      ? fill(w.s.reading.echo, { places: others.map((p) => p.card.position).join(w.s.reading.and) })
      : '';
    lines.push(
      heading(card),
      '',
      `${fill(w.s.reading.why, { why: w.s.reading.notableWhy[key] })}${echo}`,
      '',
    );
    lines.push(card.description, '');
  }
  return lines;
}

function shapeSection(w: LocalWriter, context: ReadingContext): string[] {
  const counts = SUITS.map((suit) => ({
    suit,
    count: context.cards.filter((card) => suitOf(card.symbol) === suit).length,
  })).sort((a, b) => b.count - a.count);
  const [first, second] = counts;
  if (!first || !second) return [];
  const suit = (s: Suit) => w.s.suits[s];
  const lead =
    first.count > second.count
      ? fill(w.s.reading.suitLeads, {
          suit: suit(first.suit).name,
          count: first.count,
          theme: suit(first.suit).theme,
        })
      : fill(w.s.reading.suitsShare, {
          first: suit(first.suit).name,
          second: suit(second.suit).name,
          count: first.count,
          firstTheme: suit(first.suit).theme,
          secondTheme: suit(second.suit).theme,
        });
  const absent = counts.filter((c) => c.count === 0).map((c) => c.suit);
  const gap = absent.length
    ? fill(w.s.reading.suitsAbsent, {
        suits: absent.map((s) => suit(s).name).join(w.s.reading.or),
        themes: absent.map((s) => suit(s).theme).join(w.s.reading.or),
      })
    : '';
  return [w.s.reading.shapeHeading, '', `${lead}${gap}`, ''];
}

/** The composed descriptions end with the card's counsel sentence. */
function lastSentence(text: string): string {
  const sentences = text.match(/[^.!?]+[.!?]+/g);
  return (sentences?.[sentences.length - 1] ?? text).trim();
}

function counselSection(w: LocalWriter, context: ReadingContext): string[] {
  const [pluto, reward, sun] = (['pluto', 'reward', 'sun'] as const).map((key) => cardIn(context, key)) as [
    ContextCard,
    ContextCard,
    ContextCard,
  ];
  const ruler = context.period.rulingPlanet;
  const pace = ruler
    ? fill(w.s.reading.paceRuler, { planet: label(w, planetKey(ruler)) })
    : w.s.reading.paceOpen;
  const named = (card: ContextCard) => `${inSentence(w, card)} (${card.symbol})`;
  return [
    w.s.reading.counselHeading,
    '',
    fill(w.s.reading.counsel, { pluto: named(pluto), reward: named(reward), sun: named(sun), pace }),
    '',
    `- **${w.s.reading.forChallenge}:** ${lastSentence(pluto.description)}`,
    `- **${w.s.reading.forReward}:** ${lastSentence(reward.description)}`,
    `- **${w.s.reading.forYourself}:** ${lastSentence(sun.description)}`,
    '',
  ];
}

/** The offline interpretation of a reading in the writer's language. */
export function localInterpretation(w: LocalWriter, context: ReadingContext): string {
  const name = oneLine(context.personName) || w.s.reading.you;
  const ruler = rulerWords(w, context);
  const sun = cardIn(context, 'sun');
  const ruling = context.period.rulingCard;
  const rulingPlanet = context.period.rulingPlanet;
  const lines = [
    fill(w.s.reading.title, { reading: w.s.reading.spreads[context.spreadType], name }),
    '',
    `${fill(w.s.reading.covers, { period: periodSpan(w, context) })}${ruler ? ` ${ruler}` : ''}`,
    '',
    w.s.reading.heartHeading,
    '',
    heading(sun),
    '',
    sun.description,
    '',
    ...(ruling && rulingPlanet
      ? [
          heading(ruling),
          '',
          fill(w.s.reading.rulingWhy, { planet: label(w, planetKey(rulingPlanet)) }),
          '',
          ruling.description,
          '',
        ]
      : []),
    fill(w.s.reading.aroundHeading, {
      displacement: label(w, 'displacement'),
      environment: label(w, 'environment'),
    }),
    '',
    heading(context.displacement),
    '',
    context.displacement.description,
    '',
    heading(context.environment),
    '',
    context.environment.description,
    '',
    ...notableSection(w, context),
    ...shapeSection(w, context),
    ...counselSection(w, context),
  ];
  return `${lines.join('\n').trimEnd()}${REFLECTIVE_FOOTER}`;
}

function placeParagraph(w: LocalWriter, card: ContextCard, key: PositionKey): string {
  return fill(w.s.chat.place, {
    place: card.position,
    symbol: card.symbol,
    name: card.name,
    title: card.title,
    theme: w.catalog.positions[key].theme,
    description: card.description,
  });
}

function planetPeriod(w: LocalWriter, context: ReadingContext, key: PositionKey): string {
  const period = context.period.planetaryPeriods.find((p) => planetKey(p.planet) === key);
  return period ? fill(w.s.chat.planetPeriod, { start: period.start, end: period.end }) : '';
}

/** A place named in the message by its label in the writer's language ('Venus', 'Plutón'). */
function placesNamed(w: LocalWriter, message: string): PositionKey[] {
  const lower = message.toLocaleLowerCase();
  return (Object.keys(w.catalog.positions) as PositionKey[]).filter((key) =>
    new RegExp(`(?<!\\p{L})${label(w, key).toLocaleLowerCase().replace(/[/]/g, '\\/')}(?!\\p{L})`, 'u').test(
      lower,
    ),
  );
}

function aboutDate(w: LocalWriter, context: ReadingContext, date: string): string {
  const { start, end } = context.period;
  const period = periodSpan(w, context);
  if (date < start || date > end) return fill(w.s.chat.dateOutside, { date, period });
  const planetary = context.period.planetaryPeriods.find((p) => date >= p.start && date <= p.end);
  if (planetary) {
    const key = planetKey(planetary.planet);
    const said = fill(w.s.chat.dateInPlanet, {
      date,
      planet: label(w, key),
      start: planetary.start,
      end: planetary.end,
    });
    return `${said}\n\n${placeParagraph(w, cardIn(context, key), key)}`;
  }
  return `${fill(w.s.chat.dateInReading, { date, period })}\n\n${placeParagraph(w, cardIn(context, 'sun'), 'sun')}`;
}

function aboutCard(w: LocalWriter, context: ReadingContext, symbol: string): string {
  const placed = placedCards(context).filter((p) => p.card.symbol === symbol);
  if (placed.length > 0) return placed.map(({ card, key }) => placeParagraph(w, card, key)).join('\n\n');
  const entry = w.catalog.cards[symbol as keyof LocaleCatalog['cards']];
  if (!entry || symbol === 'Joker') return w.s.chat.jokerOutside;
  return fill(w.s.chat.notInReading, {
    symbol,
    name: entry.name,
    title: entry.title,
    keywords: entry.keywords.join(', '),
  });
}

function help(w: LocalWriter, context: ReadingContext): string {
  const venus = cardIn(context, 'venus');
  const places = (Object.keys(w.catalog.positions) as PositionKey[]).map((key) => label(w, key)).join(', ');
  return fill(w.s.chat.help, {
    assistant: ASSISTANT_NAME,
    symbol: venus.symbol,
    name: venus.name.toLocaleLowerCase(),
    places,
  });
}

function aboutPeriod(w: LocalWriter, context: ReadingContext): string {
  const ruler = rulerWords(w, context);
  const card = context.period.rulingCard;
  const key = context.period.rulingPlanet ? planetKey(context.period.rulingPlanet) : undefined;
  const focus = card && key ? placeParagraph(w, card, key) : placeParagraph(w, cardIn(context, 'sun'), 'sun');
  const said = fill(w.s.chat.periodAnswer, { period: periodSpan(w, context) });
  return `${said}${ruler ? ` ${ruler}` : ''}\n\n${focus}`;
}

function asksPeriod(w: LocalWriter, message: string): boolean {
  return new RegExp(`(?<!\\p{L})(?:${w.s.chat.periodWords})(?!\\p{L})`, 'iu').test(message);
}

/** The offline answer to a question in the writer's language: the reading's own cards, or care first. */
export function localChatAnswer(w: LocalWriter, context: ReadingContext, message: string): string {
  const topic = chatTopic(message);
  if (topic.kind === 'crisis') return w.s.crisis;
  if (topic.kind === 'date') return aboutDate(w, context, topic.date);
  if (topic.kind === 'cards')
    return topic.cards.map((card) => aboutCard(w, context, card.symbol)).join('\n\n');
  const places = placesNamed(w, message);
  if (places.length > 0) {
    return places
      .map((key) => `${placeParagraph(w, cardIn(context, key), key)}${planetPeriod(w, context, key)}`)
      .join('\n\n');
  }
  if (topic.kind === 'period' || asksPeriod(w, message)) return aboutPeriod(w, context);
  return help(w, context);
}
