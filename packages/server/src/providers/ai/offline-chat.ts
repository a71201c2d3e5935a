import { ASSISTANT_NAME } from '@cardology/contract/product';
import type { Card, Suit } from '@cardology/engine/card';
import type { IsoDate } from '@cardology/engine/dates';
import { cardText } from '@cardology/engine/describe';
import { DISPLACEMENT_LABEL } from '@cardology/engine/positions';
import { EN } from '@cardology/engine/texts/locales/en/index';
import type { PositionKey } from '@cardology/engine/texts/types';
import { CRISIS_ANSWER } from './care.js';
import type { ChatTopic } from './chat-topic.js';
import { chatTopic } from './chat-topic.js';
import { cardIn, placedCards, suitOf } from './context-cards.js';
import { periodText, rulerText } from './period-text.js';
import type { ContextCard, ReadingContext } from './reading-context.js';
import { SUIT_THEMES } from './suit-themes.js';

/** The planet whose place speaks most directly to each area. */
const AREA_PLACES: Readonly<Record<Suit, PositionKey>> = {
  hearts: 'venus',
  diamonds: 'jupiter',
  spades: 'mars',
  clubs: 'mercury',
};

function placeParagraph(card: ContextCard, key: PositionKey): string {
  return `**${card.position}: ${card.symbol} ${card.name}** (*${card.title}*), the place of ${EN.positions[key].theme}. ${card.description}`;
}

function periodOfPlanet(context: ReadingContext, key: PositionKey): string {
  const period = context.period.planetaryPeriods.find((p) => p.planet.toLowerCase() === key);
  return period ? ` Its period this year runs from ${period.start} to ${period.end}.` : '';
}

function aboutPlaces(context: ReadingContext, places: readonly PositionKey[]): string {
  return places
    .map((key) => `${placeParagraph(cardIn(context, key), key)}${periodOfPlanet(context, key)}`)
    .join('\n\n');
}

function aboutCard(context: ReadingContext, card: Card): string {
  const placements = placedCards(context).filter((placed) => placed.card.symbol === card.symbol);
  if (placements.length > 0) {
    return placements.map(({ card: placed, key }) => placeParagraph(placed, key)).join('\n\n');
  }
  if (card.value === 0) return 'The Joker has no place in the spreads, so it is not part of this reading.';
  const text = cardText(card);
  return `The ${card.symbol} (${card.name}) is not one of the cards of this reading. In general it is *${text.title}*: ${text.keywords.join(', ')}. Ask about a card of this reading to see what it says in its place.`;
}

function aboutSuit(context: ReadingContext, suit: Suit, area: string): string {
  const ofSuit = placedCards(context).filter((placed) => suitOf(placed.card.symbol) === suit);
  const key = AREA_PLACES[suit];
  const intro = `For ${area}, look to the ${suit}, the suit of ${SUIT_THEMES[suit]}, and to your ${EN.positions[key].label} place.`;
  const list =
    ofSuit.length > 0
      ? `The ${suit} in this reading: ${ofSuit.map(({ card }) => `${card.symbol} ${card.name} in ${card.position} (*${card.title}*)`).join('; ')}.`
      : `There are no ${suit} in this reading, so ${area} is not where the period's main story lies.`;
  const care =
    suit === 'diamonds'
      ? '\n\nThe cards speak of values and resources, not of financial outcomes; for money decisions, a qualified adviser is the right person to ask.'
      : '';
  return `${intro} ${list}\n\n${placeParagraph(cardIn(context, key), key)}${care}`;
}

function aboutDate(context: ReadingContext, date: IsoDate): string {
  const { start, end } = context.period;
  if (date < start || date > end) {
    return `${date} falls outside this reading, which covers ${periodText(context)}. Open the reading for that period from its page and ask again there.`;
  }
  const planetary = context.period.planetaryPeriods.find((p) => date >= p.start && date <= p.end);
  if (planetary) {
    const key = planetary.planet.toLowerCase() as PositionKey;
    return `${date} falls in the ${planetary.planet} period of this year (${planetary.start} to ${planetary.end}).\n\n${placeParagraph(cardIn(context, key), key)}`;
  }
  return `${date} falls within this reading (${periodText(context)}), so the whole spread speaks to it, led by your Sun card.\n\n${placeParagraph(cardIn(context, 'sun'), 'sun')}`;
}

function aboutPeriod(context: ReadingContext): string {
  const ruler = rulerText(context);
  const card = context.period.rulingCard;
  const rulingKey = context.period.rulingPlanet?.toLowerCase() as PositionKey | undefined;
  const focus =
    card && rulingKey ? placeParagraph(card, rulingKey) : placeParagraph(cardIn(context, 'sun'), 'sun');
  return `This reading covers ${periodText(context)}.${ruler ? ` ${ruler}.` : ''}\n\n${focus}`;
}

function whatICanTell(context: ReadingContext): string {
  const venus = cardIn(context, 'venus');
  return [
    `I’m the offline ${ASSISTANT_NAME}: I answer from this reading’s own cards and texts, without an AI model, so I can’t take up every kind of question. I can tell you about:`,
    '',
    `- a card, by symbol or name (for example “${venus.symbol}” or “${venus.name.toLowerCase()}”);`,
    `- a place in the spread: Sun, Mercury, Venus, Mars, Jupiter, Saturn, Uranus, Neptune, Pluto, Reward, Peak, Moon, Earth/X, ${DISPLACEMENT_LABEL} or Environment;`,
    '- the period as a whole (“this year”, “this week”) and its ruling card;',
    '- love, money, work or ideas, through the suits of this reading;',
    '- a date, such as 2025-03-05, and which period covers it.',
  ].join('\n');
}

function answer(context: ReadingContext, topic: ChatTopic): string {
  switch (topic.kind) {
    case 'crisis':
      return CRISIS_ANSWER;
    case 'date':
      return aboutDate(context, topic.date);
    case 'cards':
      return topic.cards.map((card) => aboutCard(context, card)).join('\n\n');
    case 'places':
      return aboutPlaces(context, topic.places);
    case 'suit':
      return aboutSuit(context, topic.suit, topic.area);
    case 'period':
      return aboutPeriod(context);
    case 'other':
      return whatICanTell(context);
  }
}

/** The offline assistant's answer to a follow-up question, from this reading's cards and texts only. */
export function offlineChatAnswer(context: ReadingContext, message: string): string {
  return answer(context, chatTopic(message));
}
