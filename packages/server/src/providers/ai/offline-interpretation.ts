import { REFLECTIVE_FOOTER } from '@cardology/contract/assistant';
import { SUITS } from '@cardology/engine/card';
import { DISPLACEMENT_LABEL } from '@cardology/engine/positions';
import { EN } from '@cardology/engine/texts/locales/en/index';
import type { PositionKey } from '@cardology/engine/texts/types';
import type { PlacedCard } from './context-cards.js';
import { cardIn, cardLabel, placedCards, suitOf } from './context-cards.js';
import { periodText, rulerText, SPREAD_TYPE_LABELS } from './period-text.js';
import { oneLine } from './prompt-data.js';
import type { ContextCard, ReadingContext } from './reading-context.js';
import { SUIT_THEMES } from './suit-themes.js';

/** The places worth a paragraph of their own, each with why it matters, in reading order. */
const NOTABLE: readonly { key: PositionKey; why: string }[] = [
  { key: 'venus', why: 'how love and friendship fare' },
  { key: 'jupiter', why: 'where blessings grow most readily' },
  { key: 'saturn', why: 'the lesson that builds lasting strength' },
  { key: 'pluto', why: 'the challenge to work on and be changed by' },
  { key: 'reward', why: 'what meeting that challenge earns' },
  { key: 'moon', why: 'what quietly supports and nourishes you' },
  { key: 'earth', why: 'what the period grounds into something tangible' },
];

function heading(card: ContextCard): string {
  const title = card.title ? `: *${card.title}*` : '';
  return `### ${card.position}: ${card.symbol} ${card.name}${title}`;
}

/** Where else the same card shows up in this reading ('it also stands in your … place'). */
function echoes(context: ReadingContext, placed: PlacedCard): string {
  const others = placedCards(context).filter(
    (other) => other.card.symbol === placed.card.symbol && other.key !== placed.key,
  );
  if (others.length === 0) return '';
  const places = others.map((other) => other.card.position).join(' and ');
  return ` The same card also stands in your ${places} place, so its message is doubled this period.`;
}

function notableSection(context: ReadingContext): string[] {
  const ruling = context.period.rulingPlanet;
  const lines = ['## Notable placements', ''];
  for (const { key, why } of NOTABLE) {
    // The ruling card already has its own section above.
    if (ruling && EN.positions[key].label === ruling) continue;
    const card = cardIn(context, key);
    lines.push(heading(card), '', `*Why it matters: ${why}.*${echoes(context, { key, card })}`, '');
    lines.push(card.description, '');
  }
  return lines;
}

/** The suit that leads the 13 cards, if one clearly does. */
function shapeSection(context: ReadingContext): string[] {
  const counts = SUITS.map((suit) => ({
    suit,
    count: context.cards.filter((card) => suitOf(card.symbol) === suit).length,
  })).sort((a, b) => b.count - a.count);
  const [first, second] = counts;
  if (!first || !second) return [];
  const lead =
    first.count > second.count
      ? `${capitalise(first.suit)} lead this spread with ${first.count} of its 13 cards, so ${SUIT_THEMES[first.suit]} set much of the tone.`
      : `No suit leads this spread: ${first.suit} and ${second.suit} share the lead with ${first.count} cards each, so the period asks for balance between ${SUIT_THEMES[first.suit]} and ${SUIT_THEMES[second.suit]}.`;
  const absent = counts.filter((c) => c.count === 0).map((c) => c.suit);
  const gap =
    absent.length > 0
      ? ` There are no ${absent.join(' or ')} among them: ${absent.map((s) => SUIT_THEMES[s]).join(', ')} are not where the period's story lies.`
      : '';
  return ['## The shape of the spread', '', `${lead}${gap}`, ''];
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The closing counsel: nothing invented, the reading's own cards and their counsel lines. */
function counselSection(context: ReadingContext): string[] {
  const pluto = cardIn(context, 'pluto');
  const reward = cardIn(context, 'reward');
  const sun = cardIn(context, 'sun');
  const ruler = context.period.rulingPlanet;
  const pace = ruler
    ? `let ${ruler}, the ruler of the year, set the pace`
    : 'take the planetary places one at a time';
  return [
    '## Closing counsel',
    '',
    `The work of this period runs from ${cardLabel(pluto)} in Pluto to ${cardLabel(reward)} in Reward: the first names the challenge, the second what meeting it earns. ` +
      `Keep ${cardLabel(sun)}, your Sun, at the centre, and ${pace}.`,
    '',
    `- **For the challenge:** ${lastSentence(pluto.description)}`,
    `- **For the reward:** ${lastSentence(reward.description)}`,
    `- **For yourself:** ${lastSentence(sun.description)}`,
    '',
  ];
}

/** The engine's composed descriptions end with the card's own counsel sentence (texts/compose.ts). */
function lastSentence(text: string): string {
  const sentences = text.match(/[^.!?]+[.!?]+/g);
  return (sentences?.[sentences.length - 1] ?? text).trim();
}

/**
 * The offline assistant's interpretation of a reading, in markdown: composed only from the reading's own
 * cards and the engine's card and position texts, so two readings read differently and each names its
 * own cards.
 */
export function offlineInterpretation(context: ReadingContext): string {
  const name = oneLine(context.personName) || 'you';
  const ruler = rulerText(context);
  const sun = cardIn(context, 'sun');
  const rulingCard = context.period.rulingCard;
  const lines = [
    `## ${SPREAD_TYPE_LABELS[context.spreadType]} for ${name}`,
    '',
    `This reading covers ${periodText(context)}.${ruler ? ` ${ruler}.` : ''}`,
    '',
    '## The heart of the period',
    '',
    heading(sun),
    '',
    sun.description,
    '',
    ...(rulingCard
      ? [
          heading(rulingCard),
          '',
          `*Why it matters: ${context.period.rulingPlanet} rules the year, so this card colours all of it.*`,
          '',
          rulingCard.description,
          '',
        ]
      : []),
    `## ${DISPLACEMENT_LABEL} and Environment`,
    '',
    heading(context.displacement),
    '',
    context.displacement.description,
    '',
    heading(context.environment),
    '',
    context.environment.description,
    '',
    ...notableSection(context),
    ...shapeSection(context),
    ...counselSection(context),
  ];
  return `${lines.join('\n').trimEnd()}${REFLECTIVE_FOOTER}`;
}
