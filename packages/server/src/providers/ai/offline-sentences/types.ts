import type { ConnectionSpread, KarmaKind } from '@cardology/engine/connections/kinds';
import type { SpreadType } from '../reading-context.js';

/**
 * The offline interpreter's own sentences in a translated language (docs/decisions/044-languages.md, "The
 * assistant and the voice"). Each language writes its own sentences for the same slots — not a translation
 * of the English code's sentences — with i18next-style `{{placeholders}}`; the test keeps every language's
 * keys and placeholders the same. The cards' texts come from the engine's catalogs, never from here.
 */
export interface OfflineSentences {
  reading: {
    /** Heading: {{reading}} (a spread's name), {{name}}. */
    title: string;
    spreads: Record<SpreadType, string>;
    /** What the reading covers: {{age}}, {{start}}, {{end}}. */
    periods: Record<SpreadType, string>;
    /** {{period}}. */
    covers: string;
    /** {{planet}}, {{card}}. */
    yearRuler: string;
    /** {{planet}}. */
    cycleRuler: string;
    heartHeading: string;
    /** {{planet}}. */
    rulingWhy: string;
    /** {{displacement}}, {{environment}}. */
    aroundHeading: string;
    notableHeading: string;
    /** {{why}}. */
    why: string;
    notableWhy: Record<'venus' | 'jupiter' | 'saturn' | 'pluto' | 'reward' | 'moon' | 'earth', string>;
    /** {{places}}. */
    echo: string;
    /** Joins two place names. */
    and: string;
    shapeHeading: string;
    /** {{suit}}, {{count}}, {{theme}}. */
    suitLeads: string;
    /** {{first}}, {{second}}, {{count}}, {{firstTheme}}, {{secondTheme}}. */
    suitsShare: string;
    /** {{suits}}, {{themes}}. */
    suitsAbsent: string;
    /** Joins suits that are absent ("or"). */
    or: string;
    counselHeading: string;
    /** {{pluto}}, {{reward}}, {{sun}}, {{pace}}. */
    counsel: string;
    /** {{planet}}. */
    paceRuler: string;
    paceOpen: string;
    forChallenge: string;
    forReward: string;
    forYourself: string;
    /** Who the reading is for when it has no name. */
    you: string;
  };
  /** Suit names (plural, as in "los Corazones") and what each speaks to. */
  suits: Record<'hearts' | 'clubs' | 'diamonds' | 'spades', { name: string; theme: string }>;
  chat: {
    /** {{place}}, {{symbol}}, {{name}}, {{title}}, {{theme}}, {{description}}. */
    place: string;
    /** {{start}}, {{end}}. */
    planetPeriod: string;
    /** {{symbol}}, {{name}}, {{title}}, {{keywords}}. */
    notInReading: string;
    jokerOutside: string;
    /** {{date}}, {{period}}. */
    dateOutside: string;
    /** {{date}}, {{planet}}, {{start}}, {{end}}. */
    dateInPlanet: string;
    /** {{date}}, {{period}}. */
    dateInReading: string;
    /** {{period}}. */
    periodAnswer: string;
    /** What the offline assistant can answer: {{assistant}}, {{symbol}}, {{name}}, {{places}}. */
    help: string;
    /** Words that ask about the period as a whole, separated by `|` (matched whole, any case). */
    periodWords: string;
  };
  pair: {
    /** {{a}}, {{b}}. */
    title: string;
    /** {{name}}, {{card}}, {{title}}, {{keywords}}. */
    side: string;
    /** {{holder}}, {{other}}. */
    placesHeading: string;
    /** {{spread}}, {{place}}, {{theme}}, {{meaning}}, {{dates}}. */
    place: string;
    /** {{start}}, {{end}}. */
    dates: string;
    spreads: Record<ConnectionSpread, string>;
    /** {{holder}}, {{other}}. */
    noPlace: string;
    karmaHeading: string;
    /** {{holder}}, {{other}}. */
    karma: Record<KarmaKind, string>;
    noKarma: string;
    joker: string;
    closingHeading: string;
    closing: string;
    /** Before the pair's meetings again, when the offline assistant is asked something about the pair. */
    chat: string;
  };
  reflection: {
    /** {{period}}. */
    title: string;
    /** What the period was: {{start}}, {{end}}, {{planet}} where it has one. */
    periods: Record<'planetary' | 'seven-week' | 'weekly', string>;
    /** {{symbol}}, {{name}}, {{title}}. */
    card: string;
    notesHeading: string;
    /** {{shown}}, {{total}}. */
    bound: string;
    /** {{number}}, {{start}}, {{end}}. */
    week: string;
    /** {{date}}, {{symbol}}, {{name}}, {{title}}. */
    noteDay: string;
    goesOn: string;
    meetingHeading: string;
    /** {{keywords}}. */
    noMeeting: string;
    meeting: string;
    closingHeading: string;
    closing: string;
  };
  /** The answer to a crisis message: real help first, in the reader's language and countries. */
  crisis: string;
}
