import { SUIT_NAMES } from '@cardology/engine/card';
import { PLACEMENTS } from '@cardology/engine/texts/locales/en/placements';
import type { PlacementKey } from '@cardology/engine/texts/locales/types';
import type { PlacementText } from '@cardology/engine/texts/types';

// The cards' own pages (glossary, lookups, in your cards; pages glossary-card, combination, name-card, pairs, placements-explained).
// Suit names, the places' texts and the placements guide have their one home in the engine (English here, its locale catalogs for
// es/pt-BR); card names come from the server's answers, never from these catalogs.

/** The guide's entries by key, in PLACEMENT_KEYS' order, as every language's catalog keeps them. */
type Entry = { [K in keyof PlacementText]: string };
const guide: { [K in PlacementKey]: Entry } = PLACEMENTS;

export const cards = {
  pageTitle: '{{name}} · Cardology',
  suits: SUIT_NAMES,
  /** Every place of a spread (label, meaning, theme), the engine's texts: the life spread's labels, a pair's places. */
  glossary: {
    loadingCard: 'Loading card...',
    noData: 'No glossary data available.',
    loadError: 'Error loading glossary: {{message}}. Please try again later.',
    retry: 'Retry',
    loadFailedStatus: 'Failed to load card glossary: {{status}}',
    meaning: 'Meaning',
    lifeSpread: 'Life Spread',
    lifeSpreadOf: 'Life spread of the {{name}}',
    relatedCards: 'Related Cards',
    planetaryPosition: 'Planetary position',
    birthdays: 'Associated birthdays',
    none: 'None',
    keywords: 'Keywords',
    mysticalFamily: 'Mystical Family',
    mysticalFamilyText:
      'This card is one of the seven that stand apart from the 45-card cycle the rest of the deck turns through year after year. Three are fixed and never move: the {{kingOfSpades}}, the {{jackOfHearts}} and the {{eightOfClubs}}. Four are semi-fixed and only ever trade places with each other, in two pairs: the {{aceOfClubs}} with the {{twoOfHearts}}, and the {{sevenOfDiamonds}} with the {{nineOfHearts}}.',
    related: {
      supportiveKarma: 'Supportive Karma',
      challengingKarma: 'Challenging Karma',
      god: 'God Card',
      financialSecurity: 'Financial Security',
      fame: 'Fame & Fortune',
      recognition: 'Recognition',
      hiddenPower: 'Hidden Power',
    },
    noKarma: 'None — a fixed card has no karma cards.',
    notFoundNamed: 'There is no card called <1>“{{requested}}”</1> in the deck.',
    notFoundAny: 'There is no such card in the deck.',
    returnHome: 'Return to Home',
    browse: 'Browse the Card Glossary',
  },
  lookups: {
    error: 'Error: {{message}}',
    combinationHttp: 'Failed to load combination card: {{status}}',
    combinationNetwork: 'An error occurred while fetching the combination card.',
    nameHttp: 'Failed to load name card: {{status}}',
    nameNetwork: 'An error occurred while fetching the name card.',
    combination: {
      title: 'Card Combination',
      subtitle: 'Choose two cards to see the card they make together.',
      form: 'Choose two cards',
      card1: 'Card 1',
      card2: 'Card 2',
      submit: 'Find Combination',
      hint: 'The two values add up (A♥ = 1 … K♠ = 52); past the King of Spades the count starts again at the Ace.',
      failed: 'Failed to fetch combination card.',
      result: 'Combination Result',
      equation: 'Card 1 plus card 2 equals the combination card',
      sentence: 'The {{card1}} and the {{card2}} combine into the <1>{{combination}}</1>.',
    },
    name: {
      title: 'Card of the Name',
      subtitle:
        'Calculate the card associated with a name. Each letter counts its place in the alphabet (A = 1 … Z = 26); the total, counted around the deck, gives the card.',
      form: 'Enter a name',
      label: 'Full name',
      placeholder: 'Enter full name',
      submit: 'Calculate Name Card',
      failed: 'Failed to fetch name card.',
      result: 'Name Card Result',
      name: 'Name',
      value: 'Numeric value',
      card: 'Card',
      readAbout: 'Read about the {{name}}',
      transliteration: 'In Latin letters',
      transliterated: '{{name}} → {{latin}} = {{value}}',
      transliterationRule:
        'Cyrillic letters are counted as Russian passports write them in Latin (the ICAO Doc 9303 table).',
    },
  },
  inYourCards: {
    failed: 'We could not look up who is in your cards just now.',
    titleToday: "Who's in your cards today",
    title: "Who's in your cards {{when}}",
    introToday:
      'Where the birth cards of the people you saved stand in your spreads — for life, this year, these seven weeks and this week — where yours stands in theirs, and the karma between you.',
    intro:
      'From your own current {{spread}}, whoever’s reading is above: where your people’s birth cards stand in it, and where yours stands in theirs.',
    spreadNames: {
      yearly: 'yearly spread',
      sevenWeek: '7-week spread',
      weekly: 'weekly spread',
    },
    spreadPhrases: {
      life: 'for life',
      yearly: 'this year',
      sevenWeek: 'these seven weeks',
      weekly: 'this week',
    },
    addBirthdate: 'Add your birthdate',
    retry: 'Retry',
    addPerson: 'Add a person',
    noneInPeriod:
      'None of your people’s cards is in your {{spread}} {{when}}, and yours is in none of theirs.',
    noneAnywhere: '{{name}}’s card and yours meet in none of your spreads today, nor in any of theirs.',
    loading: 'Loading who is in your cards…',
    inYourCards: 'In your cards',
    youInTheirs: 'You in {{name}}’s cards',
    karma: 'Karma',
    sentences: {
      yoursInTheirs: 'Your card, the {{symbol}}, is {{owner}}’s {{place}} card {{when}}.',
      theirsInYours: '{{whose}}’s card, the {{symbol}}, is your {{place}} card {{when}}.',
      theirsInTheirs: '{{whose}}’s card, the {{symbol}}, is {{owner}}’s {{place}} card {{when}}.',
      karmaYoursInTheirs: 'Your card, the {{symbol}}, is {{owner}}’s {{kind}} karma card.',
      karmaTheirsInYours: '{{whose}}’s card, the {{symbol}}, is your {{kind}} karma card.',
      karmaTheirsInTheirs: '{{whose}}’s card, the {{symbol}}, is {{owner}}’s {{kind}} karma card.',
      supportive: 'supportive',
      challenging: 'challenging',
    },
  },
  pairs: {
    title: 'Side by side',
    subtitle:
      'Two people’s birth cards, and where each one stands in the other’s spreads: a shared language for what passes between you, never a score.',
    failed: 'We could not set these two side by side just now.',
    addBirthdate: 'Add your birthdate',
    retry: 'Retry',
    home: 'Go to home',
    loading: 'Loading the two of them side by side…',
    first: 'First person',
    second: 'Second person',
    choose: 'Choose a person',
    gone: 'Someone no longer saved',
    you: 'You ({{name}})',
    youAlone: 'You',
    bothCards: 'Both birth cards',
    whereYours: 'Where your cards meet',
    whereTheirs: 'Where their cards meet',
    inYourCards: 'In your cards',
    inTheirCards: 'In {{name}}’s cards',
    karma: 'Karma',
    noKarma: 'Neither card is a karma card of the other.',
    yoursNowhere:
      'Your card stands in none of {{owner}}’s spreads, for life or in the current year, seven weeks and week.',
    theirsNowhere:
      '{{whose}}’s card stands in none of your spreads, for life or in the current year, seven weeks and week.',
    theirsNowhereTheirs:
      '{{whose}}’s card stands in none of {{owner}}’s spreads, for life or in the current year, seven weeks and week.',
    places: 'What the places speak to',
  },
  placements: {
    title: 'Understanding Card Placements',
    subtitle:
      'Each card in a spread sits in a placement. The placement says which part of life the card speaks to.',
    empty: 'The placement guide is being written.',
    footer:
      'This is a general overview. What a card means in a placement also depends on the card itself and on the rest of the reading.',
    guide,
  },
} as const;
