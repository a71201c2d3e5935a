// What a notice says (decision 050): its words from the contract's catalogs in the reader's language, the planet
// and card names from the engine's. It carries no birthdate, no address, and a saved person's first name only
// when the reader allows it.
import type { Language } from '@cardology/contract/languages';
import { textOf } from '@cardology/contract/messages/translate';
import {
  birthdayNoticeBody,
  birthdayNoticeTitle,
  periodNoticeBody,
  periodNoticeTitle,
  TODAYS_CARD_PATH,
} from '@cardology/contract/reminders';
import type { CivilDate } from '@cardology/engine/dates';
import type { CardKey } from '@cardology/engine/texts/locales/types';
import type { PositionKey } from '@cardology/engine/texts/types';
import type { NoticeSwitches } from './notice-claim-data.js';
import { firstName, peopleWithNewYearTomorrow, periodBeginningOn, type SavedPerson } from './notice-days.js';
import type { NoticeKind } from './notice-queue.js';
import type { ReminderMessage, ReminderWords } from './reminder-message.js';

/** A notice's words, and for a period the card drawn in its mail. */
export type NoticeMessage = {
  title: string;
  body: string;
  card?: ReminderMessage['card'];
  path: string;
};

/** What composing a notice reads: the reader's birthdate and saved people as they are at send time. */
export type NoticeFacts = {
  birthdate: CivilDate | null;
  people: readonly SavedPerson[];
  switches: NoticeSwitches;
};

/** "Your Venus period begins today: Seven of Hearts", or null when no period begins on `today` (any more). */
function periodNotice(
  today: CivilDate,
  birthdate: CivilDate | null,
  words: ReminderWords,
): NoticeMessage | null {
  const period = birthdate && periodBeginningOn(birthdate, today);
  if (!period) return null;
  const planet = words.catalog.positions[period.planet.toLowerCase() as PositionKey].label;
  const card = words.catalog.cards[period.card as CardKey];
  return {
    title: textOf(words.language, periodNoticeTitle(planet, card.name)),
    body: textOf(words.language, periodNoticeBody(card.title)),
    card: { symbol: period.card, name: card.name, title: card.title },
    path: TODAYS_CARD_PATH,
  };
}

/** The names joined the language's way: "Olive and Sam", "Olive y Sam", "Olive e Sam", "Olive и Sam". */
function joinedNames(names: readonly string[], language: Language): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
}

/** "Olive’s new year begins tomorrow" (names allowed) or "Someone you saved…", or null when no one is left. */
function birthdayNotice(today: CivilDate, facts: NoticeFacts, language: Language): NoticeMessage | null {
  const people = peopleWithNewYearTomorrow(facts.people, today);
  if (people.length === 0) return null;
  const who = facts.switches.notice_names
    ? {
        names: joinedNames(
          people.map((person) => firstName(person.name)),
          language,
        ),
        count: people.length,
      }
    : { count: people.length };
  return {
    title: textOf(language, birthdayNoticeTitle(who)),
    body: textOf(language, birthdayNoticeBody()),
    path: TODAYS_CARD_PATH,
  };
}

/**
 * The notice of `kind` for the reader's local day `today`, or null when it is off or has nothing to say now (the
 * period's day moved with a changed birthdate, the person was deleted since): then nothing is sent.
 */
export function composeNotice(
  kind: NoticeKind,
  today: CivilDate,
  facts: NoticeFacts,
  words: ReminderWords,
): NoticeMessage | null {
  if (kind === 'period')
    return facts.switches.period_notice ? periodNotice(today, facts.birthdate, words) : null;
  return facts.switches.birthday_notice ? birthdayNotice(today, facts, words.language) : null;
}
