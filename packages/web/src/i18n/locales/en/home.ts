import { HOME } from '@cardology/engine/texts/locales/en/pages';

/** The home introduction is the engine's catalog, as in every language: one home for its words. */
const intro = HOME;

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
