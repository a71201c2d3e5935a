import type { Language } from '@cardology/contract/languages';
import type { LocaleCatalog } from '@cardology/engine/texts/locales/types';
import type { PositionKey } from '@cardology/engine/texts/types';
import { catalogCard, placeLabel, translatedCatalog } from './card-catalog.js';
import { placedCards } from './context-cards.js';
import type { PairContext, PairPlaceContext, PairSideContext } from './pair-context.js';
import type { AssistantContext, ContextCard, ReadingContext } from './reading-context.js';
import type { ReflectionContext } from './reflection-context.js';

/**
 * The assistant's contexts with the cards' texts in the reader's language (docs/decisions/044-languages.md,
 * "The assistant and the voice"): names, titles, keywords, place labels and each card read in its place come
 * from the engine's catalog of that language. Symbols, dates and the shape stay as the engine computed them;
 * English returns the context itself, so English prompts are unchanged.
 */

function cardIn(catalog: LocaleCatalog, card: ContextCard, key: PositionKey): ContextCard {
  const text = catalogCard(catalog, card.symbol, key);
  if (!text) return card;
  return {
    ...card,
    name: text.name,
    position: placeLabel(catalog, key),
    title: text.title,
    keywords: text.keywords,
    description: text.description,
  };
}

function readingIn(catalog: LocaleCatalog, context: ReadingContext): ReadingContext {
  const placed = placedCards(context).map(({ key, card }) => ({ card, local: cardIn(catalog, card, key) }));
  const local = (card: ContextCard) => placed.find((p) => p.card === card)?.local ?? card;
  const ruling = context.period.rulingCard;
  return {
    ...context,
    period: { ...context.period, ...(ruling ? { rulingCard: local(ruling) } : {}) },
    cards: context.cards.map(local),
    displacement: local(context.displacement),
    environment: local(context.environment),
  };
}

function sideIn(catalog: LocaleCatalog, side: PairSideContext): PairSideContext {
  const text = catalogCard(catalog, side.symbol);
  if (!text) return side;
  return {
    ...side,
    cardLabel: side.isJoker ? text.name : `${side.symbol} (${text.name})`,
    title: text.title,
    keywords: text.keywords,
  };
}

function placeIn(catalog: LocaleCatalog, place: PairPlaceContext): PairPlaceContext {
  const text = catalog.positions[place.key];
  // The label stays the engine's: the writers take the place's words in their language by its key.
  return { ...place, theme: text.theme, meaning: text.meaning };
}

function pairIn(catalog: LocaleCatalog, context: PairContext): PairContext {
  return {
    ...context,
    a: sideIn(catalog, context.a),
    b: sideIn(catalog, context.b),
    aInB: context.aInB.map((p) => placeIn(catalog, p)),
    bInA: context.bInA.map((p) => placeIn(catalog, p)),
  };
}

export async function assistantContextIn(
  context: AssistantContext,
  language: Language,
): Promise<AssistantContext> {
  const catalog = await translatedCatalog(language);
  if (!catalog) return context;
  return context.spreadType === 'pair' ? pairIn(catalog, context) : readingIn(catalog, context);
}

export async function reflectionContextIn(
  context: ReflectionContext,
  language: Language,
): Promise<ReflectionContext> {
  const catalog = await translatedCatalog(language);
  if (!catalog) return context;
  const planetKey = context.planet?.toLowerCase() as PositionKey | undefined;
  const card = catalogCard(catalog, context.card.symbol, planetKey);
  return {
    ...context,
    card: card
      ? {
          ...context.card,
          name: card.name,
          title: card.title,
          keywords: card.keywords,
          description: card.description,
          counsel: card.counsel,
        }
      : context.card,
    notes: context.notes.map((note) => {
      const day = catalogCard(catalog, note.dayCard.symbol);
      return day ? { ...note, dayCard: { ...note.dayCard, name: day.name, title: day.title } } : note;
    }),
  };
}
