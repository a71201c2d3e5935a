import type { Suit } from '@cardology/engine/card';
import type { ConnectionSpread, KarmaKind } from '@cardology/engine/connections/kinds';
import type { PositionKey } from '@cardology/engine/texts/types';
import type { SpreadType } from '../reading-context.js';

/**
 * The offline interpreter's sentences in one language (docs/decisions/044-languages.md, "The offline
 * interpreter: one writer, a catalog per language"). One writer fills every language's catalog the same way;
 * each catalog writes its own sentences for the same slots, with i18next-style `{{placeholders}}`. The cards'
 * names and texts and the places' labels and themes come from the engine's catalogs, never from here.
 *
 * Grammar rules every catalog keeps (the generated-text test checks them on every card):
 * - a card's name never follows a preposition that would contract with its article: it comes with its article
 *   (`{{card}}` is `cardInSentence`, "el Rey de Picas (K♠)") after a word that does not contract ("con",
 *   "com"), or behind "la carta {{symbol}}" / "a carta {{symbol}}";
 * - a place's theme ("el amor y la amistad", "os valores") is never after "de" / "em" / "por" in pt-BR, nor
 *   after "de" / "a" in es;
 * - a date is written by the writer in the language's own long form (Intl), never ISO;
 * - a sentence with a number is a `Plural`, chosen by `Intl.PluralRules` of the language.
 */

/**
 * A sentence chosen by a count, like i18next's plural suffixes: `Intl.PluralRules(language).select(count)`
 * picks the form (`one`, `two`, `few`, `many`, `other`), `zero` is used for 0 when the catalog has it,
 * `other` when the language's form is missing.
 */
export type Plural = Partial<Record<'zero' | Intl.LDMLPluralRule, string>> & { readonly other: string };

/** How one side of a pair is called in the sentences; each has `{{name}}` for a saved person. */
export interface PersonForms {
  /** As a subject or object, inside a sentence: "you", "Bo". */
  readonly who: string;
  /** At the start of a sentence or heading: "You", "Bo". */
  readonly Who: string;
  /** Whose, before or after a noun as the language needs: "your", "Bo’s"; "de Bo". */
  readonly whose: string;
  /** The same at the start of a sentence: "Your". */
  readonly Whose: string;
}

/** Words of a topic. A word ending in `*` takes any ending ("relationship*"); accents and case never matter. */
type TopicWords = readonly string[];

export interface OfflineSentences {
  /** A card inside a sentence, its article with it: {{symbol}}, {{name}}, {{nameInSentence}}. */
  cardInSentence: string;
  reading: {
    /** Heading: {{reading}} (a spread's name), {{name}}. */
    title: string;
    spreads: Record<SpreadType, string>;
    /** Who the reading is for when it has no name. */
    you: string;
    /** What the reading covers, by the age: {{age}}, {{start}}, {{end}}. */
    periods: Record<SpreadType, Plural>;
    /** {{period}}. */
    covers: string;
    /** {{planet}}, {{card}} (a card in a sentence). */
    yearRuler: string;
    /** {{planet}}. */
    cycleRuler: string;
    /** Between the year's ruler and the cycle's. */
    rulersJoin: string;
    /** The rulers as one or two sentences: {{rulers}}. */
    rulers: string;
    heartHeading: string;
    /** {{planet}}. */
    rulingWhy: string;
    /** {{displacement}}, {{environment}}. */
    aroundHeading: string;
    notableHeading: string;
    /** {{why}}. */
    why: string;
    notableWhy: Record<'venus' | 'jupiter' | 'saturn' | 'pluto' | 'reward' | 'moon' | 'earth', string>;
    /** Where else the same card stands, by how many places: {{places}}. */
    echo: Plural;
    /** Joins the places of `echo`. */
    echoJoin: string;
    shapeHeading: string;
    /** {{suit}}, {{count}}, {{theme}}; its first letter is written as a capital. */
    suitLeads: Plural;
    /** {{first}}, {{second}}, {{count}}, {{firstTheme}}, {{secondTheme}}. */
    suitsShare: Plural;
    /** {{suits}}, {{themes}}. */
    suitsAbsent: string;
    /** Joins the absent suits, and their themes. */
    suitsJoin: string;
    themesJoin: string;
    counselHeading: string;
    /** {{pluto}}, {{reward}}, {{sun}} (cards in a sentence), {{pace}}. */
    counsel: string;
    /** {{planet}}. */
    paceRuler: string;
    paceOpen: string;
    forChallenge: string;
    forReward: string;
    forYourself: string;
  };
  /** Each suit's name as the deck calls it and what it speaks to (with its article, as a subject). */
  suits: Record<Suit, { name: string; theme: string }>;
  chat: {
    /** {{place}}, {{symbol}}, {{name}}, {{title}}, {{theme}}, {{description}}. */
    place: string;
    /** {{start}}, {{end}}. */
    planetPeriod: string;
    /** {{symbol}}, {{name}}, {{title}}, {{keywords}}. */
    notInReading: string;
    jokerOutside: string;
    /** {{area}}, {{suit}}, {{theme}}, {{place}}. */
    suitIntro: string;
    /** {{suit}}, {{cards}}. */
    suitCards: string;
    /** One card of `suitCards`: {{symbol}}, {{name}}, {{place}}, {{title}}. */
    suitCard: string;
    suitCardsJoin: string;
    /** {{suit}}, {{area}}. */
    suitNone: string;
    /** After the money answer: the cards speak of values, not outcomes. */
    moneyCare: string;
    /** {{date}}, {{period}}. */
    dateOutside: string;
    /** {{date}}, {{planet}}, {{start}}, {{end}}. */
    dateInPlanet: string;
    /** {{date}}, {{period}}. */
    dateInReading: string;
    /** What the offline assistant can answer: {{symbol}}, {{name}}, {{places}}, {{date}}. */
    help: string;
    /** The places of `help`: between two, and before the last. */
    placesJoin: string;
    placesLast: string;
  };
  /** What the reader's questions are about, in the reader's words. */
  topics: {
    /** Words for a place besides its label ("birth card" for the Sun). */
    places: Partial<Record<PositionKey, TopicWords>>;
    /** The area each suit answers ({{area}}: "love", "el amor") and the words that ask about it. */
    suits: Record<Suit, { area: string; words: TopicWords }>;
    /** Words that ask about the period as a whole. */
    period: TopicWords;
    /** Words that ask where a pair's cards meet. */
    meet: TopicWords;
  };
  pair: {
    /** How each side is called: the reader, and a saved person ({{name}}). */
    person: { you: PersonForms; named: PersonForms };
    /** {{A}} and {{b}}: the first side as it starts a sentence, the second inside one. */
    title: string;
    /** {{date}}. */
    readOn: string;
    birthCardsHeading: string;
    /** {{Who}}, {{card}}. */
    sideHeading: string;
    meetHeading: string;
    /** {{whose}}. */
    inCards: string;
    /**
     * One card in the other's spread. The card's side: {{who}}, {{Who}}, {{whose}}, {{Whose}}; the spread's:
     * {{owner}}, {{Owner}}, {{ownerWhose}}, {{OwnerWhose}}; and {{symbol}}, {{place}}, {{spread}}, {{dates}}.
     */
    placement: string;
    /** How `placement` names each spread. */
    spreads: Record<ConnectionSpread, string>;
    /** {{start}}, {{end}}. */
    dates: string;
    /** As `placement`, without a place. */
    nowhere: string;
    karmaHeading: string;
    /** As `placement`. */
    karma: Record<KarmaKind, string>;
    noKarma: string;
    placesHeading: string;
    /** {{place}}, {{theme}}, {{meaning}}. */
    placeSpeaks: string;
    sharedHeading: string;
    shared: string;
    /** {{who}}, {{counsel}}. */
    counselFor: string;
    /** A card of the pair asked about: {{symbol}}, {{name}}, {{title}}, {{whose}}. */
    cardOfPair: string;
    /** {{symbol}}, {{name}}, {{a}}, {{b}}. */
    cardNotInPair: string;
    /** {{a}}, {{b}}. */
    help: string;
  };
  reflection: {
    /** {{period}}. */
    title: string;
    /** What the period was: {{start}}, {{end}}, {{planet}} where it has one. */
    periods: Record<'planetary' | 'seven-week' | 'weekly', string>;
    /** {{symbol}}, {{name}}, {{title}}. */
    cardHeading: string;
    /** {{symbol}}, {{name}}, {{place}}, {{description}}. */
    inPlay: string;
    /** The planet's place, for a planetary period: {{planet}}. */
    inPlace: string;
    /** {{keywords}}. */
    keywords: string;
    notesHeading: string;
    /** When older notes were left out, by how many are read: {{given}}, {{total}}. */
    bound: Plural;
    /** {{number}}, {{start}}, {{end}}. */
    week: string;
    /** {{date}}, {{symbol}}, {{name}}, {{card}} (symbol and name, or the Joker's name), {{title}}. */
    noteDay: string;
    goesOn: string;
    meetingHeading: string;
    /** {{keywords}}. */
    noMeeting: string;
    meeting: string;
    /** {{keyword}}, {{days}}. */
    meetingPoint: string;
    daysJoin: string;
    /** {{counsel}}. */
    counsel: string;
  };
  /** The answer to a crisis message: real help first, in the reader's language and countries. */
  crisis: string;
  /**
   * Phrases that suggest a person may be at risk, as people write them in this language (regular-expression
   * sources, case and letters' case ignored): every language's are checked whatever the reader's language,
   * since a message may be written in any of them. Whole words: care.ts lets no letter run on either side.
   * Broad on purpose, since a kind answer costs nothing, but not a haircut or dying of laughter.
   */
  crisisPhrases: readonly string[];
  /**
   * For a language whose nouns change by case: the endings a card name's first word (its rank) may drop
   * before taking another («Дама» → «Даме», «Король» → «Короля», «Туз» → «Тузом»), so a reader's question
   * finds the card in any case. Empty for a language whose card names keep their form.
   */
  rankEndings: readonly string[];
}
