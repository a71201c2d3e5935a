import type { Rank } from '../../card.js';
import type { CardText, PlacementText, PositionKey, PositionText } from '../types.js';
import type { Language } from './languages.js';

/**
 * Shapes of a language's catalog of the product's written content (issue 26, item 3; issue 32). Every language,
 * English included, is one folder of the same modules (`en/`, `es/`, `pt-BR/`) keyed like the others; the
 * languages themselves are registered in load.ts.
 */

export type { Language };
export type TranslatedLanguage = Exclude<Language, 'en'>;

type Glyph = '♥' | '♣' | '♦' | '♠';
/** 'A♥' … 'K♠' and 'Joker', the keys of a catalog's cards. */
export type CardKey = `${Rank}${Glyph}` | 'Joker';
export type HeartsClubsKey = `${Rank}${'♥' | '♣'}` | 'Joker';
export type DiamondsSpadesKey = `${Rank}${'♦' | '♠'}`;

/** One card in one language: its name (as a title and inside a sentence) and its text. */
export interface CardEntry extends CardText {
  /** As shown on its own, e.g. 'Queen of Hearts', 'Reina de Corazones', 'Dama de Copas'. */
  name: string;
  /** As it reads inside a sentence, with its article: 'the Queen of Hearts', 'la Reina de Corazones'. */
  nameInSentence: string;
}

/** A card's name alone, as names.ts keeps it per language. */
export type CardName = Pick<CardEntry, 'name' | 'nameInSentence'>;

/**
 * The words a code is written with in one language: each card's name and each place's label. Their one home
 * per language is `<language>/names.ts`, which the catalog joins to the texts and the web loads on its own.
 */
export interface NamesCatalog {
  cards: Record<CardKey, CardName>;
  places: Record<PositionKey, string>;
}

/** What writes a card's name: a whole catalog or a language's names.ts alone (which the web bundles cheaply). */
export type CardNames = { readonly cards: Readonly<Record<CardKey, CardName>> };

/** A position's text without its label (which names.ts keeps). */
export type PlaceText = Omit<PositionText, 'label'>;

/** The placements guide's fourteen entries, in its order (docs/product.md §2). */
export const PLACEMENT_KEYS = [
  'sun',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
  'reward',
  'peak',
  'earth',
  'displacement',
  'environment',
] as const;
export type PlacementKey = (typeof PLACEMENT_KEYS)[number];

/** How a card's energy shows in a place, by its suit; 'other' is the Joker (compose.ts). */
export type BridgeSuit = 'hearts' | 'clubs' | 'diamonds' | 'spades' | 'other';

/**
 * One position's composed reading (compose.ts composeIn): `lead` carries the placeholders {{place}} (the position's
 * label), {{card}} (the card's nameInSentence) and {{essence}}; the bridge by suit follows, then the
 * card's counsel. These make the texts of the planetary periods and of every reading.
 */
export interface ComposeTemplate {
  lead: string;
  bridge: Record<BridgeSuit, string>;
}

/** The planetary periods panel (web features/readings/components/planetary-periods.tsx). */
export interface PeriodsCatalog {
  heading: string;
  /** Carries {{planet}} inside <strong>…</strong>, for react-i18next's Trans. */
  ruler: string;
  now: string;
}

type HomeSuit = 'hearts' | 'clubs' | 'diamonds' | 'spades';

/** The home page's introduction (web pages/home/cardology-intro.tsx). */
export interface HomeCatalog {
  heading: string;
  paragraphs: [string, string, string];
  placementsLink: string;
  suitsLabel: string;
  suits: Record<HomeSuit, { name: string; season: string; theme: string }>;
}

/** Everything item 3 of issue 26 asks to speak the reader's language, keyed like the English. */
export interface LocaleCatalog {
  cards: Record<CardKey, CardEntry>;
  positions: Record<PositionKey, PositionText>;
  placements: Record<PlacementKey, PlacementText>;
  compose: Record<PositionKey, ComposeTemplate>;
  periods: PeriodsCatalog;
  home: HomeCatalog;
}
