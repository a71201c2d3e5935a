import { REFLECTIVE_FOOTER } from '@cardology/contract/assistant';
import { ASSISTANT_NAME } from '@cardology/contract/product';
import type { Card } from '@cardology/engine/card';
import { cardBySymbol } from '@cardology/engine/card';
import { cardText } from '@cardology/engine/describe';
import { CRISIS_ANSWER } from './care.js';
import { chatTopic } from './chat-topic.js';
import type { PairContext, PairSideContext } from './pair-context.js';
import type { PairCalls } from './pair-text.js';
import { jokerNote, pairSentences, placesMet } from './pair-text.js';
import { oneLine } from './prompt-data.js';

/** How the offline text calls each side: the user is "you", a saved person by their name. */
const callsOf = (context: PairContext): PairCalls => ({
  a: context.a.isUser ? null : oneLine(context.a.name),
  b: context.b.isUser ? null : oneLine(context.b.name),
});

const shown = (called: string | null) => called ?? 'You';
const possessiveOf = (called: string | null) => (called === null ? 'your' : `${called}’s`);

function birthCardSection(side: PairSideContext, called: string | null): string[] {
  const title = side.title ? `: *${side.title}*` : '';
  const keywords = side.keywords ? `*${side.keywords}*` : '';
  return [`### ${shown(called)}: ${side.cardLabel}${title}`, '', keywords, ''];
}

const bullets = (lines: readonly string[], none: string) =>
  lines.length > 0 ? lines.map((line) => `- ${line}`) : [none];

/** Both directions, the karma and each place's meaning; the Joker's note instead when there is a Joker. */
function meetingSections(context: PairContext, calls: PairCalls): string[] {
  const note = jokerNote(context);
  if (note) return ['## Where your cards meet', '', note, ''];
  const sentences = pairSentences(context, calls);
  const nowhere = (card: string | null, owner: string | null) =>
    `${possessiveOf(card).replace(/^./, (c) => c.toUpperCase())} card stands in none of ${possessiveOf(owner)} spreads, for life or in the current year, seven weeks and week.`;
  const places = placesMet(context);
  return [
    '## Where your cards meet',
    '',
    `### In ${possessiveOf(calls.a)} cards`,
    '',
    ...bullets(sentences.bInA, nowhere(calls.b, calls.a)),
    '',
    `### In ${possessiveOf(calls.b)} cards`,
    '',
    ...bullets(sentences.aInB, nowhere(calls.a, calls.b)),
    '',
    '### Karma',
    '',
    ...bullets(sentences.karma, 'Neither card is a karma card of the other.'),
    '',
    ...(places.length > 0
      ? [
          '## What the places speak to',
          '',
          ...places.flatMap((place) => [
            `**${place.label}**, the place of ${place.theme}. ${place.meaning}`,
            '',
          ]),
        ]
      : []),
  ];
}

/** Each card's own counsel, for the one who holds it: nothing invented. */
function counselSection(context: PairContext, calls: PairCalls): string[] {
  const counsel = (side: PairSideContext, called: string | null) => {
    const card = cardBySymbol(side.symbol);
    return card ? `- **For ${called ?? 'you'}:** ${cardText(card).counsel}` : '';
  };
  return [
    '## A shared language',
    '',
    'These are places where two paths cross, not a score: what passes between you is yours to shape.',
    '',
    counsel(context.a, calls.a),
    counsel(context.b, calls.b),
    '',
  ];
}

/**
 * The offline assistant's interpretation of two people side by side, in markdown: only the two birth cards,
 * the places and karma the engine found between them, and the engine's card and position texts.
 */
export function offlinePairInterpretation(context: PairContext): string {
  const calls = callsOf(context);
  const lines = [
    `## ${shown(calls.a)} and ${calls.b ?? 'you'}, side by side`,
    '',
    `Read on ${context.date}: for life, and in each one's current year, seven weeks and week.`,
    '',
    '## Two birth cards',
    '',
    ...birthCardSection(context.a, calls.a),
    ...birthCardSection(context.b, calls.b),
    ...meetingSections(context, calls),
    ...counselSection(context, calls),
  ];
  return `${lines.join('\n').trimEnd()}${REFLECTIVE_FOOTER}`;
}

/** A card asked about: the sentences that name it, or a plain "not one of these two cards". */
function aboutCard(context: PairContext, calls: PairCalls, card: Card): string {
  const sides: { side: PairSideContext; called: string | null }[] = [
    { side: context.a, called: calls.a },
    { side: context.b, called: calls.b },
  ];
  const holder = sides.find(({ side }) => side.symbol === card.symbol);
  if (!holder) {
    return `The ${card.symbol} (${card.name}) is not one of these two birth cards, so it is not part of this pair. Ask about the ${context.a.symbol} or the ${context.b.symbol}.`;
  }
  const sentences = pairSentences(context, calls);
  const mentions = [...sentences.bInA, ...sentences.aInB, ...sentences.karma].filter((line) =>
    line.includes(`the ${card.symbol},`),
  );
  const intro = `The ${card.symbol} (${card.name}) is ${possessiveOf(holder.called)} birth card: *${holder.side.title}*.`;
  return [intro, ...mentions.map((line) => `- ${line}`)].join('\n');
}

function whatICanTell(context: PairContext): string {
  return [
    `I’m the offline ${ASSISTANT_NAME}: I answer from these two birth cards and the places the engine found between them, without an AI model. I can tell you about:`,
    '',
    `- either birth card, by symbol or name (for example “${context.a.symbol}” or “${context.b.symbol}”);`,
    '- where each card stands in the other’s spreads and the karma between them (ask “where do we meet?”).',
  ].join('\n');
}

/** The offline assistant's answer to a follow-up question about a pair, from the pair's own cards only. */
export function offlinePairChatAnswer(context: PairContext, message: string): string {
  const calls = callsOf(context);
  const topic = chatTopic(message);
  if (topic.kind === 'crisis') return CRISIS_ANSWER;
  if (topic.kind === 'cards') return topic.cards.map((card) => aboutCard(context, calls, card)).join('\n\n');
  if (/\b(meet|between|connect|karma|where)\b/i.test(message)) {
    return meetingSections(context, calls).join('\n').trimEnd();
  }
  return whatICanTell(context);
}
