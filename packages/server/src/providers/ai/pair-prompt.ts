import { SPREAD_PHRASES } from '@cardology/contract/in-your-cards';
import type { PairContext, PairSideContext } from './pair-context.js';
import { jokerNote, pairSentences } from './pair-text.js';
import { dataBlock, oneLine } from './prompt-data.js';

const MAX_NAME = 100;

/** Said in the system instruction of every pair prompt: the pair page's promise, kept by the model too. */
export const PAIR_RULE =
  'These are two people side by side. Speak of what passes between them in a shared language: never give a score, a percentage, a rating or a verdict on whether they suit each other.';

function sideLine(letter: 'A' | 'B', side: PairSideContext): string {
  const name = dataBlock('person_name', oneLine(side.name), MAX_NAME);
  const who = side.isUser ? ' (the person asking: speak to them as "you")' : '';
  const keywords = side.keywords ? ` Keywords: ${side.keywords}.` : '';
  return `- Person ${letter}: ${name}${who}. Birth card: ${side.cardLabel}, "${side.title}".${keywords}`;
}

/** The pair as the model sees it; every fact comes from the server's context (the engine's pair). */
export function pairBlock(context: PairContext): string {
  // Sentences name the sides by letter; the names stay inside their data tags above.
  const sentences = pairSentences(context, { a: 'A', b: 'B' });
  const list = (lines: readonly string[], none: string) =>
    lines.length > 0 ? lines.map((line) => `- ${line}`) : [`- ${none}`];
  const note = jokerNote(context);
  const lines = [
    `Two people side by side, read on ${context.date}: ${SPREAD_PHRASES.life}, and in each one's current year, seven weeks and week (the periods holding that day).`,
    sideLine('A', context.a),
    sideLine('B', context.b),
  ];
  if (note) return [...lines, note].join('\n');
  const placeText = [...context.bInA, ...context.aInB];
  const meanings = new Map(
    placeText.map((place) => [place.label, `- ${place.label}: ${place.theme}. ${place.meaning}`]),
  );
  return [
    ...lines,
    "Where B's birth card stands in A's spreads:",
    ...list(sentences.bInA, "Nowhere: B's card is in none of A's spreads."),
    "Where A's birth card stands in B's spreads:",
    ...list(sentences.aInB, "Nowhere: A's card is in none of B's spreads."),
    'Their karma relationship:',
    ...list(sentences.karma, 'Neither card is a karma card of the other.'),
    ...(meanings.size > 0 ? ['What each of these places speaks to:', ...meanings.values()] : []),
  ].join('\n');
}

/** What the first interpretation of a pair should cover. */
export const PAIR_TASK =
  'Write an interpretation of these two people side by side: a heading; both birth cards; each place where one’s card stands in the other’s spreads, with what that place speaks to and its period; their karma relationship; and a closing counsel for the two of them. If a birth card is the Joker, say that it stands outside the spreads and speak only of what there is.';
