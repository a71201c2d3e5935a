import { REFLECTIVE_FOOTER } from '@cardology/contract/assistant';
import { messageText } from '@cardology/contract/messages/translate';
import type { CardKey } from '@cardology/engine/texts/locales/types';
import { isCrisisMessage } from './care.js';
import type { PersonForms } from './offline-sentences/types.js';
import { asksWhereTheyMeet, chatTopic } from './offline-topic.js';
import { cardEntry, dateIn, ENGLISH, fill, type OfflineWriter, symbolIn } from './offline-writer.js';
import type { PairContext, PairPlaceContext, PairSideContext } from './pair-context.js';
import { markdownLiteral, oneLine } from './prompt-data.js';

/**
 * The offline interpretation of two people side by side, and the answers about them, in the writer's
 * language: only the two birth cards, the places and karma the engine found between them, and the catalog's
 * card and place texts.
 */

type Side = 'a' | 'b';
const other = (side: Side): Side => (side === 'a' ? 'b' : 'a');

/** How the text calls one side: the reader by the language's "you" forms, a saved person by their name. */
function forms(w: OfflineWriter, side: PairSideContext): PersonForms {
  const template = side.isUser ? w.s.pair.person.you : w.s.pair.person.named;
  const name = markdownLiteral(oneLine(side.name));
  return {
    who: fill(template.who, { name }),
    Who: fill(template.Who, { name }),
    whose: fill(template.whose, { name }),
    Whose: fill(template.Whose, { name }),
  };
}

/** The values of a sentence about one side's card in the other's spreads. */
function aboutCardOf(w: OfflineWriter, context: PairContext, holder: Side) {
  const card = forms(w, context[holder]);
  const owner = forms(w, context[other(holder)]);
  return {
    ...card,
    owner: owner.who,
    Owner: owner.Who,
    ownerWhose: owner.whose,
    OwnerWhose: owner.Whose,
    symbol: symbolIn(w, context[holder].symbol),
  };
}

const placeLabel = (w: OfflineWriter, place: PairPlaceContext) => w.catalog.positions[place.key].label;

/** One sentence of the pair, with the card it names (for answers about that card). */
interface PairSentence {
  readonly symbol: string;
  readonly text: string;
}

function placementSentences(w: OfflineWriter, context: PairContext, holder: Side): PairSentence[] {
  const places = holder === 'a' ? context.aInB : context.bInA;
  return places.map((place) => ({
    symbol: context[holder].symbol,
    text: fill(w.s.pair.placement, {
      ...aboutCardOf(w, context, holder),
      place: placeLabel(w, place),
      spread: w.s.pair.spreads[place.spread],
      dates: place.dates
        ? fill(w.s.pair.dates, { start: dateIn(w, place.dates.start), end: dateIn(w, place.dates.end) })
        : '',
    }),
  }));
}

function karmaSentences(w: OfflineWriter, context: PairContext): PairSentence[] {
  // "The other's birth card is `holder`'s karma card": the card named is the other side's.
  return context.karma.map((link) => {
    const named = other(link.holder);
    return {
      symbol: context[named].symbol,
      text: fill(w.s.pair.karma[link.kind], aboutCardOf(w, context, named)),
    };
  });
}

/** Every sentence of the pair: where b's card stands in a's spreads, where a's stands in b's, the karma. */
function pairSentences(w: OfflineWriter, context: PairContext) {
  return {
    bInA: placementSentences(w, context, 'b'),
    aInB: placementSentences(w, context, 'a'),
    karma: karmaSentences(w, context),
  };
}

const isJokerPair = (context: PairContext) => context.a.isJoker || context.b.isJoker;

function birthCardSection(w: OfflineWriter, side: PairSideContext): string[] {
  const title = side.title ? `: *${side.title}*` : '';
  const keywords = side.keywords ? `*${side.keywords}*` : '';
  return [
    `${fill(w.s.pair.sideHeading, { Who: forms(w, side).Who, card: side.cardLabel })}${title}`,
    '',
    keywords,
    '',
  ];
}

const bullets = (lines: readonly PairSentence[], none: string) =>
  lines.length > 0 ? lines.map((line) => `- ${line.text}`) : [none];

/** Each place named once, in the order first met, for "what the places speak to". */
function placesMet(context: PairContext): PairPlaceContext[] {
  const seen = new Map<string, PairPlaceContext>();
  for (const place of [...context.bInA, ...context.aInB])
    if (!seen.has(place.label)) seen.set(place.label, place);
  return [...seen.values()];
}

/** Both directions, the karma and each place's meaning; the Joker's note instead when there is a Joker. */
function meetingSections(w: OfflineWriter, context: PairContext): string[] {
  const { pair } = w.s;
  if (isJokerPair(context))
    return [pair.meetHeading, '', messageText(w.language, 'JOKER_OUTSIDE_SPREADS'), ''];
  const sentences = pairSentences(w, context);
  const nowhere = (holder: Side) => fill(pair.nowhere, aboutCardOf(w, context, holder));
  const places = placesMet(context);
  return [
    pair.meetHeading,
    '',
    fill(pair.inCards, { whose: forms(w, context.a).whose }),
    '',
    ...bullets(sentences.bInA, nowhere('b')),
    '',
    fill(pair.inCards, { whose: forms(w, context.b).whose }),
    '',
    ...bullets(sentences.aInB, nowhere('a')),
    '',
    pair.karmaHeading,
    '',
    ...bullets(sentences.karma, pair.noKarma),
    '',
    ...(places.length > 0
      ? [
          pair.placesHeading,
          '',
          ...places.flatMap((place) => [
            fill(pair.placeSpeaks, {
              place: placeLabel(w, place),
              theme: place.theme,
              meaning: place.meaning,
            }),
            '',
          ]),
        ]
      : []),
  ];
}

/** Each card's own counsel, for the one who holds it: nothing invented. */
function counselSection(w: OfflineWriter, context: PairContext): string[] {
  const counsel = (side: PairSideContext) => {
    const entry = cardEntry(w, side.symbol);
    return entry ? fill(w.s.pair.counselFor, { who: forms(w, side).who, counsel: entry.counsel }) : '';
  };
  return [w.s.pair.sharedHeading, '', w.s.pair.shared, '', counsel(context.a), counsel(context.b), ''];
}

/** The offline interpretation of two people side by side, in markdown, ending with the reflective note. */
export function offlinePairInterpretation(context: PairContext, w: OfflineWriter = ENGLISH): string {
  const lines = [
    fill(w.s.pair.title, { A: forms(w, context.a).Who, b: forms(w, context.b).who }),
    '',
    fill(w.s.pair.readOn, { date: dateIn(w, context.date) }),
    '',
    w.s.pair.birthCardsHeading,
    '',
    ...birthCardSection(w, context.a),
    ...birthCardSection(w, context.b),
    ...meetingSections(w, context),
    ...counselSection(w, context),
  ];
  return `${lines.join('\n').trimEnd()}${REFLECTIVE_FOOTER}`;
}

/** A card asked about: the sentences that name it, or a plain "not one of these two cards". */
function aboutCard(w: OfflineWriter, context: PairContext, symbol: CardKey): string {
  const entry = cardEntry(w, symbol);
  const said = { symbol: symbolIn(w, symbol), name: entry?.name ?? symbol };
  const holder = (['a', 'b'] as const).find((side) => context[side].symbol === symbol);
  if (!holder) {
    return fill(w.s.pair.cardNotInPair, {
      ...said,
      a: symbolIn(w, context.a.symbol),
      b: symbolIn(w, context.b.symbol),
    });
  }
  const sentences = pairSentences(w, context);
  const mentions = [...sentences.bInA, ...sentences.aInB, ...sentences.karma].filter(
    (s) => s.symbol === symbol,
  );
  const intro = fill(w.s.pair.cardOfPair, {
    ...said,
    title: context[holder].title,
    whose: forms(w, context[holder]).whose,
  });
  return [intro, ...mentions.map((line) => `- ${line.text}`)].join('\n');
}

function whatICanTell(w: OfflineWriter, context: PairContext): string {
  return fill(w.s.pair.help, { a: symbolIn(w, context.a.symbol), b: symbolIn(w, context.b.symbol) });
}

/** The offline answer to a follow-up question about a pair, from the pair's own cards only, or care first. */
export function offlinePairChatAnswer(
  context: PairContext,
  message: string,
  w: OfflineWriter = ENGLISH,
): string {
  if (isCrisisMessage(message)) return w.s.crisis;
  const topic = chatTopic(w, message);
  if (topic.kind === 'cards') return topic.cards.map((symbol) => aboutCard(w, context, symbol)).join('\n\n');
  if (asksWhereTheyMeet(w, message)) return meetingSections(w, context).join('\n').trimEnd();
  return whatICanTell(w, context);
}
