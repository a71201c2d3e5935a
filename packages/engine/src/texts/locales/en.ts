import { DECK, JOKER } from '../../card.js';
import { CARD_TEXTS } from '../card-texts.js';
import { composeDescription } from '../compose.js';
import { PLACEMENTS } from '../placements.js';
import { POSITION_TEXTS } from '../positions.js';
import type { CardText, PositionKey } from '../types.js';
import type {
  BridgeSuit,
  CardEntry,
  CardKey,
  ComposeTemplate,
  HomeCatalog,
  LocaleCatalog,
  PeriodsCatalog,
  PlacementKey,
} from './types.js';
import { PLACEMENT_KEYS } from './types.js';

/**
 * The English catalog, built from the modules that serve the app today so English keeps one home: card
 * texts, positions, placements and the composed templates are read from them, never copied. Only the two
 * web texts (home introduction, periods panel) are staged here as copies until the web reads catalogs;
 * locales.test.ts checks them against the web's source so they cannot drift.
 */

function cards(): Record<CardKey, CardEntry> {
  const entries: [string, CardEntry][] = [...DECK, JOKER].map((card) => {
    const text = CARD_TEXTS[card.symbol] as CardText;
    return [card.symbol, { name: card.name, nameInSentence: `the ${card.name}`, ...text }];
  });
  return Object.fromEntries(entries) as Record<CardKey, CardEntry>;
}

function placements(): LocaleCatalog['placements'] {
  const entries = PLACEMENT_KEYS.map((key, i) => [key, PLACEMENTS[i]] as const);
  return Object.fromEntries(entries) as Record<PlacementKey, (typeof PLACEMENTS)[number]>;
}

/** A card of each suit (and the Joker) whose composed text reveals the template of that suit. */
const PROBES: readonly (readonly [BridgeSuit, string])[] = [
  ['hearts', 'Ace of Hearts'],
  ['clubs', 'Ace of Clubs'],
  ['diamonds', 'Ace of Diamonds'],
  ['spades', 'Ace of Spades'],
  ['other', 'Joker'],
];

const ESSENCE = '{{essence}}';
const COUNSEL = '{{counsel}}';
const PROBE_TEXT: CardText = { title: '', description: '', keywords: [], essence: ESSENCE, counsel: COUNSEL };

/**
 * compose.ts's template of one position, recovered by composing with placeholder text: the lead always
 * ends with the essence (compose.ts guarantees it), the bridge sits between it and the counsel.
 */
function composeTemplate(position: PositionKey): ComposeTemplate {
  const label = POSITION_TEXTS[position].label;
  let lead = '';
  const bridge = {} as Record<BridgeSuit, string>;
  for (const [suit, name] of PROBES) {
    const text = composeDescription(name, PROBE_TEXT, position);
    const cut = text.indexOf(`${ESSENCE}. `) + ESSENCE.length + 1;
    lead = text.slice(0, cut).replace(`the ${name}`, '{{card}}').replace(label, '{{place}}');
    bridge[suit] = text.slice(cut + 1, -(COUNSEL.length + 1));
  }
  return { lead, bridge };
}

function compose(): Record<PositionKey, ComposeTemplate> {
  const keys = Object.keys(POSITION_TEXTS) as PositionKey[];
  return Object.fromEntries(keys.map((key) => [key, composeTemplate(key)])) as Record<
    PositionKey,
    ComposeTemplate
  >;
}

/** Staged copy of planetary-periods.tsx's words (checked against it by locales.test.ts). */
const PERIODS: PeriodsCatalog = {
  heading: 'Planetary Periods',
  ruler: 'Planetary year ruler: <strong>{{planet}}</strong>',
  now: 'Now',
};

/** Staged copy of cardology-intro.tsx's words (checked against it by locales.test.ts). */
const HOME: HomeCatalog = {
  heading: 'About Cardology',
  paragraphs: [
    'Cardology reads an ordinary deck of playing cards as a calendar. Its fifty-two cards mirror the fifty-two weeks of the year, its four suits the four seasons, and the thirteen cards of each suit the thirteen weeks of a season. Hearts speak of love and feeling, clubs of thought and words, diamonds of values and money, spades of work, health and wisdom.',
    'Your birthday has a card of its own: your birth card, or Sun card. It describes the heart of who you are, and every reading begins from it. December 31 belongs to the Joker, the one card that stands outside the other fifty-two.',
    'Each year, and each shorter season of life, the deck is laid out in a new spread. Following your birth card through it gives thirteen cards, from Mercury to Earth, and the year divides into seven planetary periods of about fifty-two days. The readings here lay those cards out for you to reflect on: they suggest, they never decide.',
  ],
  placementsLink: 'How the placements work',
  suitsLabel: 'The four suits',
  suits: {
    hearts: { name: 'Hearts', season: 'Spring', theme: 'love and feeling' },
    clubs: { name: 'Clubs', season: 'Summer', theme: 'thought and words' },
    diamonds: { name: 'Diamonds', season: 'Autumn', theme: 'values and money' },
    spades: { name: 'Spades', season: 'Winter', theme: 'work, health and wisdom' },
  },
};

export const EN: LocaleCatalog = {
  cards: cards(),
  positions: { ...POSITION_TEXTS },
  placements: placements(),
  compose: compose(),
  periods: PERIODS,
  home: HOME,
};
