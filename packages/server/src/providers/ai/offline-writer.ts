import type { Language } from '@cardology/contract/languages';
import { EN as EN_CATALOG } from '@cardology/engine/texts/locales/en/index';
import { loadCatalog } from '@cardology/engine/texts/locales/load';
import type { CardKey, LocaleCatalog } from '@cardology/engine/texts/locales/types';
import type { PositionKey } from '@cardology/engine/texts/types';
import { isoDayInWords } from '../../lib/day-in-words.js';
import { fill, pluralForm } from './offline-sentences/fill.js';
import { OFFLINE_SENTENCES } from './offline-sentences/index.js';
import type { OfflineSentences, Plural } from './offline-sentences/types.js';

/**
 * The offline interpreter's one writer (docs/decisions/044-languages.md, "The offline interpreter"): what
 * every reading, pair, chat answer and reflection is written with, in any language — that language's
 * sentences (offline-sentences/) and the engine's catalog of its cards and places (loadCatalog).
 */
export interface OfflineWriter {
  readonly language: Language;
  readonly s: OfflineSentences;
  readonly catalog: LocaleCatalog;
}

/**
 * The English writer, at hand without loading anything: the default of every writing function, as English is the
 * engine's own default catalog (`cardText(card, texts = EN)`). Other languages come from `offlineWriter`.
 */
export const ENGLISH: OfflineWriter = { language: 'en', s: OFFLINE_SENTENCES.en, catalog: EN_CATALOG };

const writers = new Map<Language, Promise<OfflineWriter>>([['en', Promise.resolve(ENGLISH)]]);

/** The writer of a language, built once per process (the catalog is loaded on first use). */
export function offlineWriter(language: Language): Promise<OfflineWriter> {
  let writer = writers.get(language);
  if (!writer) {
    const s = OFFLINE_SENTENCES[language] ?? OFFLINE_SENTENCES.en;
    writer = loadCatalog(language).then((catalog) => ({ language, s, catalog }));
    writers.set(language, writer);
  }
  return writer;
}

export { fill };

/** A sentence chosen by `count` by the language's plural rules, then filled. */
export function fillCount(
  w: OfflineWriter,
  sentence: Plural,
  count: number,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return fill(pluralForm(w.language, sentence, count), { count, ...values });
}

/** A day ('2025-03-05') as the reader's language writes it in a sentence: "March 5, 2025", "5 de marzo de 2025". */
export function dateIn(w: OfflineWriter, iso: string): string {
  return isoDayInWords(w.language, iso) ?? iso;
}

/** A place's label in the writer's language: 'Venus', 'Plutón', 'Earth/X'. */
export const labelOf = (w: OfflineWriter, key: PositionKey): string => w.catalog.positions[key].label;

/** A planet ('Saturn', as the engine names it) as the key of its place. */
export const placeOfPlanet = (planet: string): PositionKey => planet.toLowerCase() as PositionKey;

/** The catalog's entry of a card symbol, or undefined for one it does not know. */
export function cardEntry(w: OfflineWriter, symbol: string) {
  return Object.hasOwn(w.catalog.cards, symbol) ? w.catalog.cards[symbol as CardKey] : undefined;
}

/** A card's symbol as written in the text: the Joker has none, so its name in the language. */
export const symbolIn = (w: OfflineWriter, symbol: string): string =>
  symbol === 'Joker' ? (cardEntry(w, symbol)?.name ?? symbol) : symbol;

/** A card inside a sentence, its article with it: 'the 8♦ (Eight of Diamonds)', 'el Ocho de Diamantes (8♦)'. */
export function cardInSentence(w: OfflineWriter, card: { symbol: string; name: string }): string {
  return fill(w.s.cardInSentence, {
    symbol: symbolIn(w, card.symbol),
    name: card.name,
    nameInSentence: cardEntry(w, card.symbol)?.nameInSentence ?? card.name,
  });
}

/** 'a, b or c': items joined with `between`, the last with `last`. */
export function listOf(items: readonly string[], between: string, last: string): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(between)}${last}${items.at(-1)}`;
}

/** The sentence with its first letter a capital, as the language writes one. */
export const upperFirst = (w: OfflineWriter, text: string): string =>
  text.charAt(0).toLocaleUpperCase(w.language) + text.slice(1);

/** The composed descriptions end with the card's counsel sentence. */
export function lastSentence(text: string): string {
  const sentences = text.match(/[^.!?]+[.!?]+/g);
  return (sentences?.[sentences.length - 1] ?? text).trim();
}
