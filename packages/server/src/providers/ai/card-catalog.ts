import type { Language } from '@cardology/contract/languages';
import { composeIn } from '@cardology/engine/texts/locales/compose';
import { loadCatalog } from '@cardology/engine/texts/locales/load';
import type { CardKey, LocaleCatalog } from '@cardology/engine/texts/locales/types';
import type { PositionKey } from '@cardology/engine/texts/types';

/**
 * The cards' texts in the reader's language, from the engine's catalogs (docs/decisions/044-languages.md):
 * what the assistant tells a model, and what the offline interpreter quotes, about a card in a place.
 */
export interface CatalogCard {
  readonly name: string;
  /** With its article, as it reads inside a sentence: 'la Reina de Corazones'. */
  readonly nameInSentence: string;
  readonly title: string;
  /** Comma-separated. */
  readonly keywords: string;
  readonly description: string;
  readonly essence: string;
  readonly counsel: string;
}

/** The catalog's entry for a card symbol ('Q♥', 'Joker'), or undefined for an unknown one. */
function entryOf(catalog: LocaleCatalog, symbol: string) {
  return Object.hasOwn(catalog.cards, symbol) ? catalog.cards[symbol as CardKey] : undefined;
}

/** A card read in a place, composed by the catalog's rule (the lead, the suit's bridge, the counsel). */
export function catalogCard(
  catalog: LocaleCatalog,
  symbol: string,
  position?: PositionKey,
): CatalogCard | undefined {
  const card = entryOf(catalog, symbol);
  if (!card) return undefined;
  const base = {
    name: card.name,
    nameInSentence: card.nameInSentence,
    title: card.title,
    keywords: card.keywords.join(', '),
    essence: card.essence,
    counsel: card.counsel,
  };
  // The compose rule has one home in the engine (texts/locales/compose.ts).
  const description = position ? composeIn(catalog, symbol as CardKey, position) : card.description;
  return { ...base, description };
}

/** A place's label in the catalog's language ('Sol', 'Desplazamiento'). */
export function placeLabel(catalog: LocaleCatalog, position: PositionKey): string {
  return catalog.positions[position].label;
}

/** The catalog of a translated language; null for English, whose texts the contexts already carry. */
export async function translatedCatalog(language: Language): Promise<LocaleCatalog | null> {
  return language === 'en' ? null : loadCatalog(language);
}
