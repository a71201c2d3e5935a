import { REFLECTIVE_FOOTER } from '@cardology/contract/assistant';
import { SUITS, type Suit } from '@cardology/engine/card';
import type { IsoDate } from '@cardology/engine/dates';
import type { CardKey } from '@cardology/engine/texts/locales/types';
import type { PositionKey } from '@cardology/engine/texts/types';
import { cardIn, placedCards, suitOf } from './context-cards.js';
import { type ChatTopic, chatTopic, PLACE_KEYS } from './offline-topic.js';
import {
  cardEntry,
  cardInSentence,
  dateIn,
  ENGLISH,
  fill,
  fillCount,
  labelOf,
  lastSentence,
  listOf,
  type OfflineWriter,
  placeOfPlanet,
  upperFirst,
} from './offline-writer.js';
import { markdownLiteral, oneLine } from './prompt-data.js';
import type { ContextCard, ReadingContext } from './reading-context.js';

/**
 * The offline interpretation of a spread reading and the answers to questions about it, in the writer's
 * language: composed only from the reading's own cards and the catalog's texts, so two readings read
 * differently and each names its own cards. The context's cards are already in the writer's language
 * (context-in-language.ts).
 */

/** The places worth a paragraph of their own, in reading order. */
const NOTABLE = ['venus', 'jupiter', 'saturn', 'pluto', 'reward', 'moon', 'earth'] as const;

/** The planet whose place speaks most directly to each suit's area. */
const AREA_PLACES: Readonly<Record<Suit, PositionKey>> = {
  hearts: 'venus',
  diamonds: 'jupiter',
  spades: 'mars',
  clubs: 'mercury',
};

function heading(card: ContextCard): string {
  const title = card.title ? `: *${card.title}*` : '';
  return `### ${card.position}: ${card.symbol} ${card.name}${title}`;
}

/** Which stretch of life the reading covers, in words, its dates the reader's way. */
function periodSpan(w: OfflineWriter, context: ReadingContext): string {
  const { age, start, end } = context.period;
  return fillCount(w, w.s.reading.periods[context.spreadType], age, {
    age,
    start: dateIn(w, start),
    end: dateIn(w, end),
  });
}

/** Who rules the year, and the seven-year cycle: one or two sentences, or '' when nothing rules. */
function rulersText(w: OfflineWriter, context: ReadingContext): string {
  const { rulingPlanet, rulingCard, cycleRuler } = context.period;
  const parts: string[] = [];
  if (rulingPlanet && rulingCard) {
    const planet = labelOf(w, placeOfPlanet(rulingPlanet));
    parts.push(fill(w.s.reading.yearRuler, { planet, card: cardInSentence(w, rulingCard) }));
  }
  if (cycleRuler) parts.push(fill(w.s.reading.cycleRuler, { planet: labelOf(w, placeOfPlanet(cycleRuler)) }));
  return parts.length > 0 ? fill(w.s.reading.rulers, { rulers: parts.join(w.s.reading.rulersJoin) }) : '';
}

/** "This reading covers … ." and its rulers, as the reading opens and the period's answer starts. */
function coversText(w: OfflineWriter, context: ReadingContext): string {
  const rulers = rulersText(w, context);
  return `${fill(w.s.reading.covers, { period: periodSpan(w, context) })}${rulers ? ` ${rulers}` : ''}`;
}

/** Where else the same card shows up in this reading ('it also stands in your … place'). */
function echoes(w: OfflineWriter, context: ReadingContext, key: PositionKey, card: ContextCard): string {
  const others = placedCards(context).filter((p) => p.card.symbol === card.symbol && p.key !== key);
  if (others.length === 0) return '';
  const places = others.map((p) => p.card.position).join(w.s.reading.echoJoin);
  return fillCount(w, w.s.reading.echo, others.length, { places });
}

function notableSection(w: OfflineWriter, context: ReadingContext): string[] {
  const ruling = context.period.rulingPlanet;
  const lines = [w.s.reading.notableHeading, ''];
  for (const key of NOTABLE) {
    // The ruling card already has its own section above.
    if (ruling && placeOfPlanet(ruling) === key) continue;
    const card = cardIn(context, key);
    const why = fill(w.s.reading.why, { why: w.s.reading.notableWhy[key] });
    lines.push(heading(card), '', `${why}${echoes(w, context, key, card)}`, '', card.description, '');
  }
  return lines;
}

/** The suit that leads the 13 cards, if one clearly does, and the suits that are absent. */
function shapeSection(w: OfflineWriter, context: ReadingContext): string[] {
  const counts = SUITS.map((suit) => ({
    suit,
    count: context.cards.filter((card) => suitOf(card.symbol) === suit).length,
  })).sort((a, b) => b.count - a.count);
  const [first, second] = counts;
  if (!first || !second) return [];
  const suit = (s: Suit) => w.s.suits[s];
  const lead =
    first.count > second.count
      ? upperFirst(
          w,
          fillCount(w, w.s.reading.suitLeads, first.count, {
            suit: suit(first.suit).name,
            theme: suit(first.suit).theme,
          }),
        )
      : fillCount(w, w.s.reading.suitsShare, first.count, {
          first: suit(first.suit).name,
          second: suit(second.suit).name,
          firstTheme: suit(first.suit).theme,
          secondTheme: suit(second.suit).theme,
        });
  const absent = counts.filter((c) => c.count === 0).map((c) => c.suit);
  const gap =
    absent.length > 0
      ? fill(w.s.reading.suitsAbsent, {
          suits: absent.map((s) => suit(s).name).join(w.s.reading.suitsJoin),
          themes: absent.map((s) => suit(s).theme).join(w.s.reading.themesJoin),
        })
      : '';
  return [w.s.reading.shapeHeading, '', `${lead}${gap}`, ''];
}

/** The closing counsel: nothing invented, the reading's own cards and their counsel lines. */
function counselSection(w: OfflineWriter, context: ReadingContext): string[] {
  const [pluto, reward, sun] = (['pluto', 'reward', 'sun'] as const).map((key) => cardIn(context, key)) as [
    ContextCard,
    ContextCard,
    ContextCard,
  ];
  const ruler = context.period.rulingPlanet;
  const pace = ruler
    ? fill(w.s.reading.paceRuler, { planet: labelOf(w, placeOfPlanet(ruler)) })
    : w.s.reading.paceOpen;
  const named = (card: ContextCard) => cardInSentence(w, card);
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

/** The offline interpretation of a reading, in markdown, ending with the reflective note. */
export function offlineInterpretation(context: ReadingContext, w: OfflineWriter = ENGLISH): string {
  const name = markdownLiteral(oneLine(context.personName)) || w.s.reading.you;
  const sun = cardIn(context, 'sun');
  const ruling = context.period.rulingCard;
  const rulingPlanet = context.period.rulingPlanet;
  const lines = [
    fill(w.s.reading.title, { reading: w.s.reading.spreads[context.spreadType], name }),
    '',
    coversText(w, context),
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
          fill(w.s.reading.rulingWhy, { planet: labelOf(w, placeOfPlanet(rulingPlanet)) }),
          '',
          ruling.description,
          '',
        ]
      : []),
    fill(w.s.reading.aroundHeading, {
      displacement: labelOf(w, 'displacement'),
      environment: labelOf(w, 'environment'),
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

// The chat.

function placeParagraph(w: OfflineWriter, card: ContextCard, key: PositionKey): string {
  return fill(w.s.chat.place, {
    place: card.position,
    symbol: card.symbol,
    name: card.name,
    title: card.title,
    theme: w.catalog.positions[key].theme,
    description: card.description,
  });
}

function periodOfPlanet(w: OfflineWriter, context: ReadingContext, key: PositionKey): string {
  const period = context.period.planetaryPeriods.find((p) => placeOfPlanet(p.planet) === key);
  return period
    ? fill(w.s.chat.planetPeriod, { start: dateIn(w, period.start), end: dateIn(w, period.end) })
    : '';
}

function aboutPlaces(w: OfflineWriter, context: ReadingContext, places: readonly PositionKey[]): string {
  return places
    .map((key) => `${placeParagraph(w, cardIn(context, key), key)}${periodOfPlanet(w, context, key)}`)
    .join('\n\n');
}

function aboutCard(w: OfflineWriter, context: ReadingContext, symbol: CardKey): string {
  const placements = placedCards(context).filter((placed) => placed.card.symbol === symbol);
  if (placements.length > 0)
    return placements.map(({ card, key }) => placeParagraph(w, card, key)).join('\n\n');
  const entry = cardEntry(w, symbol);
  if (!entry || symbol === 'Joker') return w.s.chat.jokerOutside;
  return fill(w.s.chat.notInReading, {
    symbol,
    name: entry.name,
    title: entry.title,
    keywords: entry.keywords.join(', '),
  });
}

function aboutSuit(w: OfflineWriter, context: ReadingContext, suit: Suit): string {
  const ofSuit = placedCards(context).filter((placed) => suitOf(placed.card.symbol) === suit);
  const key = AREA_PLACES[suit];
  const { name, theme } = w.s.suits[suit];
  const area = w.s.topics.suits[suit].area;
  const intro = fill(w.s.chat.suitIntro, { area, suit: name, theme, place: labelOf(w, key) });
  const list =
    ofSuit.length > 0
      ? fill(w.s.chat.suitCards, {
          suit: name,
          cards: ofSuit
            .map(({ card }) =>
              fill(w.s.chat.suitCard, {
                symbol: card.symbol,
                name: card.name,
                place: card.position,
                title: card.title,
              }),
            )
            .join(w.s.chat.suitCardsJoin),
        })
      : fill(w.s.chat.suitNone, { suit: name, area });
  const care = suit === 'diamonds' ? `\n\n${w.s.chat.moneyCare}` : '';
  return `${intro} ${list}\n\n${placeParagraph(w, cardIn(context, key), key)}${care}`;
}

function aboutDate(w: OfflineWriter, context: ReadingContext, date: IsoDate): string {
  const { start, end } = context.period;
  const said = dateIn(w, date);
  if (date < start || date > end) {
    return fill(w.s.chat.dateOutside, { date: said, period: periodSpan(w, context) });
  }
  const planetary = context.period.planetaryPeriods.find((p) => date >= p.start && date <= p.end);
  if (planetary) {
    const key = placeOfPlanet(planetary.planet);
    const inPlanet = fill(w.s.chat.dateInPlanet, {
      date: said,
      planet: labelOf(w, key),
      start: dateIn(w, planetary.start),
      end: dateIn(w, planetary.end),
    });
    return `${inPlanet}\n\n${placeParagraph(w, cardIn(context, key), key)}`;
  }
  const inReading = fill(w.s.chat.dateInReading, { date: said, period: periodSpan(w, context) });
  return `${inReading}\n\n${placeParagraph(w, cardIn(context, 'sun'), 'sun')}`;
}

function aboutPeriod(w: OfflineWriter, context: ReadingContext): string {
  const card = context.period.rulingCard;
  const rulingKey = context.period.rulingPlanet ? placeOfPlanet(context.period.rulingPlanet) : undefined;
  const focus =
    card && rulingKey ? placeParagraph(w, card, rulingKey) : placeParagraph(w, cardIn(context, 'sun'), 'sun');
  return `${coversText(w, context)}\n\n${focus}`;
}

/** An example day the reader can ask about, written their way. */
const EXAMPLE_DAY = '2025-03-05';

function whatICanTell(w: OfflineWriter, context: ReadingContext): string {
  const venus = cardIn(context, 'venus');
  const places = PLACE_KEYS.map((key) => labelOf(w, key));
  return fill(w.s.chat.help, {
    symbol: venus.symbol,
    name: venus.name.toLocaleLowerCase(w.language),
    places: listOf(places, w.s.chat.placesJoin, w.s.chat.placesLast),
    date: dateIn(w, EXAMPLE_DAY),
  });
}

function answer(w: OfflineWriter, context: ReadingContext, topic: ChatTopic): string {
  switch (topic.kind) {
    case 'crisis':
      return w.s.crisis;
    case 'date':
      return aboutDate(w, context, topic.date);
    case 'cards':
      return topic.cards.map((symbol) => aboutCard(w, context, symbol)).join('\n\n');
    case 'places':
      return aboutPlaces(w, context, topic.places);
    case 'suit':
      return aboutSuit(w, context, topic.suit);
    case 'period':
      return aboutPeriod(w, context);
    case 'other':
      return whatICanTell(w, context);
  }
}

/** The offline answer to a follow-up question, from this reading's cards and texts only, or care first. */
export function offlineChatAnswer(
  context: ReadingContext,
  message: string,
  w: OfflineWriter = ENGLISH,
): string {
  return answer(w, context, chatTopic(w, message));
}
