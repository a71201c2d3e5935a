import type { HomeCatalog, PeriodsCatalog } from '../types.js';

/** The planetary periods panel in English (web features/readings/components/planetary-periods.tsx). */
export const PERIODS: PeriodsCatalog = {
  heading: 'Planetary Periods',
  ruler: 'Planetary year ruler: <strong>{{planet}}</strong>',
  now: 'Now',
};

/**
 * The home page's introduction in English. Literal (`as const`): the web's English catalog, which types i18next's
 * keys, takes it from here.
 */
export const HOME = {
  heading: 'About Cardology',
  paragraphs: [
    'Cardology reads an ordinary deck of playing cards as a calendar. Its fifty-two cards mirror the fifty-two weeks of the year, its four suits the four seasons, and the thirteen cards of each suit the thirteen weeks of a season. Hearts speak of love and feeling, clubs of thought and words, diamonds of values and money, spades of work, health and wisdom.',
    'Your birthday has a card of its own: your birth card, or Sun card. It describes the heart of who you are, and every reading begins from it. December 31 belongs to the Joker, the one card that stands outside the other fifty-two.',
    'Each year, and each shorter season of life, the deck is laid out in a new spread. Following your birth card through it gives thirteen cards, from Mercury to Earth, and the year divides into seven planetary periods of about fifty-two days. The readings here lay those cards out for you to reflect on: they suggest, they never decide.',
  ],
  placementsLink: 'How the placements work',
  suitsLabel: 'The four suits',
  suits: {
    hearts: {
      name: 'Hearts',
      season: 'Spring',
      theme: 'love and feeling',
    },
    clubs: {
      name: 'Clubs',
      season: 'Summer',
      theme: 'thought and words',
    },
    diamonds: {
      name: 'Diamonds',
      season: 'Autumn',
      theme: 'values and money',
    },
    spades: {
      name: 'Spades',
      season: 'Winter',
      theme: 'work, health and wisdom',
    },
  },
} as const satisfies HomeCatalog;
