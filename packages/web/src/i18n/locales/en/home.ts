import type { HomeCatalog } from '@cardology/engine/texts/locales/types';

/** The home introduction, shaped like the engine's HomeCatalog: es and pt-BR take theirs from the engine's catalogs. */
const intro = {
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
} as const satisfies HomeCatalog;

// Home: the welcome, the four readings and the introduction.
export const home = {
  welcome: 'Welcome, {{name}}',
  // Also painted before the app's code arrives (the route table's `heading`, app/route-table.ts).
  subtitle: 'Here is the card that colours today, and the readings waiting for you.',
  readings: {
    heading: 'Your Readings',
    yearly: 'Your year from birthday to birthday, and the planet ruling each of its seven periods.',
    weekly: 'The seven days you are living now, and the cards that colour them.',
    sevenWeek: 'A 49-day season of life and what it asks of you.',
    sevenYear: 'The long cycle of seven years you are passing through.',
  },
  intro,
  todays: {
    failedWith: "Failed to load today's card: {{reason}}",
    fetchFailed: "An error occurred while fetching today's card.",
    badData: "Failed to load today's card data.",
    spread: "Today's Spread",
    spreadOf: 'Life spread of the {{name}}',
    loading: "Loading today's card…",
    unavailable: "Today's Spread information is currently unavailable.",
    joker:
      "December 31 belongs to the Joker, the card that stands outside the other fifty-two. It has no spread of its own: a free day between one year's cards and the next, to rest, play and begin again.",
    retry: 'Retry',
  },
} as const;
