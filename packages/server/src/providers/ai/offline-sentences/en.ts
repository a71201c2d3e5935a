import { SPREAD_PHRASES } from '@cardology/contract/in-your-cards';
import { EN_MESSAGES } from '@cardology/contract/messages/en';
import { ASSISTANT_NAME } from '@cardology/contract/product';
import { SPREAD_TYPE_LABELS } from '../period-text.js';
import type { OfflineSentences } from './types.js';

const PERIOD_NOUNS = ['year', 'week', 'period', 'cycle', 'season'];

/** The offline interpreter in English: the product's own wording, a catalog like the others. */
export const EN: OfflineSentences = {
  cardInSentence: 'the {{symbol}} ({{name}})',
  reading: {
    title: '## {{reading}} for {{name}}',
    spreads: SPREAD_TYPE_LABELS,
    you: 'you',
    periods: {
      yearly: { other: 'the year of life from age {{age}}, {{start}} to {{end}}' },
      weekly: { other: 'the week of {{start}} to {{end}} (age {{age}})' },
      'seven-weekly': { other: 'the 7-week period of {{start}} to {{end}} (age {{age}})' },
      'seven-yearly': { other: 'the 7-year cycle of {{start}} to {{end}}, read at age {{age}}' },
    },
    covers: 'This reading covers {{period}}.',
    yearRuler: '{{planet}} rules this year of life, with {{card}} in its place',
    cycleRuler: '{{planet}} rules the 7-year cycle as a whole',
    rulersJoin: '; ',
    rulers: '{{rulers}}.',
    heartHeading: '## The heart of the period',
    rulingWhy: '*Why it matters: {{planet}} rules the year, so this card colours all of it.*',
    aroundHeading: '## {{displacement}} and {{environment}}',
    notableHeading: '## Notable placements',
    why: '*Why it matters: {{why}}.*',
    notableWhy: {
      venus: 'how love and friendship fare',
      jupiter: 'where blessings grow most readily',
      saturn: 'the lesson that builds lasting strength',
      pluto: 'the challenge to work on and be changed by',
      reward: 'what meeting that challenge earns',
      moon: 'what quietly supports and nourishes you',
      earth: 'what the period grounds into something tangible',
    },
    echo: {
      other: ' The same card also stands in your {{places}} place, so its message is doubled this period.',
    },
    echoJoin: ' and ',
    shapeHeading: '## The shape of the spread',
    suitLeads: {
      other: '{{suit}} lead this spread with {{count}} of its 13 cards, so {{theme}} set much of the tone.',
    },
    suitsShare: {
      other:
        'No suit leads this spread: {{first}} and {{second}} share the lead with {{count}} cards each, so the period asks for balance between {{firstTheme}} and {{secondTheme}}.',
    },
    suitsAbsent: " There are no {{suits}} among them: {{themes}} are not where the period's story lies.",
    suitsJoin: ' or ',
    themesJoin: ', ',
    counselHeading: '## Closing counsel',
    counsel:
      'The work of this period runs from {{pluto}} in Pluto to {{reward}} in Reward: the first names the challenge, the second what meeting it earns. Keep {{sun}}, your Sun, at the centre, and {{pace}}.',
    paceRuler: 'let {{planet}}, the ruler of the year, set the pace',
    paceOpen: 'take the planetary places one at a time',
    forChallenge: 'For the challenge',
    forReward: 'For the reward',
    forYourself: 'For yourself',
  },
  // As the engine's composed texts use them (texts/locales/en/compose.ts).
  suits: {
    hearts: { name: 'hearts', theme: 'feeling, love and relationships' },
    clubs: { name: 'clubs', theme: 'the mind, ideas and communication' },
    diamonds: { name: 'diamonds', theme: 'values, money and resources' },
    spades: { name: 'spades', theme: 'work, health and will' },
  },
  chat: {
    place: '**{{place}}: {{symbol}} {{name}}** (*{{title}}*), the place of {{theme}}. {{description}}',
    planetPeriod: ' Its period this year runs from {{start}} to {{end}}.',
    notInReading:
      'The {{symbol}} ({{name}}) is not one of the cards of this reading. In general it is *{{title}}*: {{keywords}}. Ask about a card of this reading to see what it says in its place.',
    jokerOutside: 'The Joker has no place in the spreads, so it is not part of this reading.',
    suitIntro: 'For {{area}}, look to the {{suit}}, the suit of {{theme}}, and to your {{place}} place.',
    suitCards: 'The {{suit}} in this reading: {{cards}}.',
    suitCard: '{{symbol}} {{name}} in {{place}} (*{{title}}*)',
    suitCardsJoin: '; ',
    suitNone: "There are no {{suit}} in this reading, so {{area}} is not where the period's main story lies.",
    moneyCare:
      'The cards speak of values and resources, not of financial outcomes; for money decisions, a qualified adviser is the right person to ask.',
    dateOutside:
      '{{date}} falls outside this reading, which covers {{period}}. Open the reading for that period from its page and ask again there.',
    dateInPlanet: '{{date}} falls in the {{planet}} period of this year ({{start}} to {{end}}).',
    dateInReading:
      '{{date}} falls within this reading ({{period}}), so the whole spread speaks to it, led by your Sun card.',
    help: [
      `I’m the offline ${ASSISTANT_NAME}: I answer from this reading’s own cards and texts, without an AI model, so I can’t take up every kind of question. I can tell you about:`,
      '',
      '- a card, by symbol or name (for example “{{symbol}}” or “{{name}}”);',
      '- a place in the spread: {{places}};',
      '- the period as a whole (“this year”, “this week”) and its ruling card;',
      '- love, money, work or ideas, through the suits of this reading;',
      '- a date, such as {{date}}, and which period covers it.',
    ].join('\n'),
    placesJoin: ', ',
    placesLast: ' or ',
  },
  topics: {
    places: {
      sun: ['birth card'],
      pluto: ['challenge'],
      reward: ['result'],
      displacement: ['displac*'],
    },
    suits: {
      hearts: {
        area: 'love',
        words: [
          'love',
          'romance',
          'romantic',
          'relationship*',
          'partner*',
          'marriage',
          'married',
          'dating',
          'heart*',
          'family',
          'friend*',
        ],
      },
      diamonds: {
        area: 'money',
        words: [
          'money',
          'financ*',
          'wealth',
          'income',
          'salary',
          'rich',
          'debt*',
          'invest*',
          'diamond',
          'diamonds',
          'saving',
          'savings',
        ],
      },
      spades: {
        area: 'work',
        words: ['work', 'job', 'career', 'business', 'boss', 'colleague*', 'health', 'spade', 'spades'],
      },
      clubs: {
        area: 'ideas',
        words: [
          'mind',
          'idea',
          'ideas',
          'stud*',
          'learn*',
          'school',
          'writ*',
          'communicat*',
          'club',
          'clubs',
        ],
      },
    },
    period: [
      ...['this', 'the', 'next', 'coming'].flatMap((which) => PERIOD_NOUNS.map((noun) => `${which} ${noun}`)),
      'ruler',
      'ruling',
      'overall',
      'summary',
      'general',
    ],
    meet: ['meet', 'between', 'connect', 'karma', 'where'],
  },
  pair: {
    person: {
      you: { who: 'you', Who: 'You', whose: 'your', Whose: 'Your' },
      named: { who: '{{name}}', Who: '{{name}}', whose: '{{name}}’s', Whose: '{{name}}’s' },
    },
    title: '## {{A}} and {{b}}, side by side',
    readOn: "Read on {{date}}: for life, and in each one's current year, seven weeks and week.",
    birthCardsHeading: '## Two birth cards',
    sideHeading: '### {{Who}}: {{card}}',
    meetHeading: '## Where your cards meet',
    inCards: '### In {{whose}} cards',
    placement: '{{Whose}} card, the {{symbol}}, is {{ownerWhose}} {{place}} card {{spread}}{{dates}}.',
    spreads: SPREAD_PHRASES,
    dates: ' ({{start}} to {{end}})',
    nowhere:
      '{{Whose}} card stands in none of {{ownerWhose}} spreads, for life or in the current year, seven weeks and week.',
    karmaHeading: '### Karma',
    karma: {
      supportive: '{{Whose}} card, the {{symbol}}, is {{ownerWhose}} supportive karma card.',
      challenging: '{{Whose}} card, the {{symbol}}, is {{ownerWhose}} challenging karma card.',
    },
    noKarma: 'Neither card is a karma card of the other.',
    placesHeading: '## What the places speak to',
    placeSpeaks: '**{{place}}**, the place of {{theme}}. {{meaning}}',
    sharedHeading: '## A shared language',
    shared: 'These are places where two paths cross, not a score: what passes between you is yours to shape.',
    counselFor: '- **For {{who}}:** {{counsel}}',
    cardOfPair: 'The {{symbol}} ({{name}}) is {{whose}} birth card: *{{title}}*.',
    cardNotInPair:
      'The {{symbol}} ({{name}}) is not one of these two birth cards, so it is not part of this pair. Ask about the {{a}} or the {{b}}.',
    help: [
      `I’m the offline ${ASSISTANT_NAME}: I answer from these two birth cards and the places the engine found between them, without an AI model. I can tell you about:`,
      '',
      '- either birth card, by symbol or name (for example “{{a}}” or “{{b}}”);',
      '- where each card stands in the other’s spreads and the karma between them (ask “where do we meet?”).',
    ].join('\n'),
  },
  reflection: {
    title: '## Looking back on {{period}}',
    periods: {
      planetary: 'the {{planet}} period of {{start}} to {{end}}',
      'seven-week': 'the 7-week period of {{start}} to {{end}}',
      weekly: 'the week of {{start}} to {{end}}',
    },
    cardHeading: '### The card of the period: {{symbol}} {{name}}: *{{title}}*',
    inPlay: 'The {{symbol}} was in play for this period{{place}}. {{description}}',
    inPlace: ', in the {{planet}} place of your year’s spread',
    keywords: 'Keywords: {{keywords}}.',
    notesHeading: '### Your notes, week by week',
    bound: {
      one: 'This reflection reads the most recent of your {{total}} notes of this period.',
      other: EN_MESSAGES.JOURNAL_REFLECTION_BOUND,
    },
    week: '#### Week {{number}}: {{start}} to {{end}}',
    noteDay: '**{{date}}**, the day of the {{symbol}} ({{name}}, *{{title}}*):',
    goesOn: '*(the note goes on)*',
    meetingHeading: '### Where your notes meet the card',
    noMeeting:
      'None of the card’s keywords ({{keywords}}) appear in your notes in so many words. Reading them again beside the card’s meaning may show where its themes were at work under other names.',
    meeting: 'Some of the card’s keywords appear in your own words:',
    meetingPoint: '- “{{keyword}}”: {{days}}',
    daysJoin: '; ',
    counsel: 'The card’s own counsel for the period: *{{counsel}}*',
  },
  crisis: [
    'I’m really glad you told me, and I’m sorry you’re carrying this. Your safety matters more than any reading.',
    '',
    '- **If you are in danger right now**, call your local emergency number (911 in the US, 112 in Europe, 999 in the UK).',
    '- **Talk to someone today:** in the US call or text **988** (Suicide & Crisis Lifeline); in the UK and Ireland call Samaritans on **116 123**; elsewhere, **findahelpline.com** lists free, confidential lines in your country.',
    '- If you can, tell someone you trust how you are feeling, and stay with them for now.',
    '',
    'The cards can wait. When you feel ready, I’m here to talk them through with you.',
  ].join('\n'),
};
