import { firstName, jokerNote, periodReminder, periodTitle } from '@cardology/contract/calendar';
import type { Language } from '@cardology/contract/languages';
import { messageText } from '@cardology/contract/messages/translate';
import { composeIn } from '@cardology/engine/texts/locales/compose';
import type { CardKey, LocaleCatalog } from '@cardology/engine/texts/locales/types';
import type { PositionKey } from '@cardology/engine/texts/types';
import type { DatedPeriod } from './planetary-periods.js';

/**
 * The calendar feed's words in the reader's stored language (issue 26, item 4): the contract's sentences and
 * the engine catalog's planets and cards. English is the contract's own functions, as before.
 */
export type CalendarWords = { language: Language; catalog: LocaleCatalog };

const planetOf = (words: CalendarWords, planet: string): string =>
  words.catalog.positions[planet.toLowerCase() as PositionKey]?.label ?? planet;

export function calendarName(words?: CalendarWords): string {
  return messageText(words?.language ?? 'en', 'CALENDAR_NAME');
}

export function calendarDescription(words?: CalendarWords): string {
  return messageText(words?.language ?? 'en', 'CALENDAR_DESCRIPTION');
}

export function needsBirthdateNote(words?: CalendarWords): string {
  return messageText(words?.language ?? 'en', 'CALENDAR_NEEDS_BIRTHDATE');
}

export function jokerNoteIn(who: string | null, words?: CalendarWords): string {
  if (!words || words.language === 'en') return jokerNote(who);
  return who === null
    ? messageText(words.language, 'JOKER_NOTE_OWN')
    : messageText(words.language, 'JOKER_NOTE_PERSON', { name: firstName(who) });
}

export function titleIn(who: string | null, period: DatedPeriod, words?: CalendarWords): string {
  if (!words || words.language === 'en') return periodTitle(who, period.planet, period.card);
  const planet = planetOf(words, period.planet);
  return who === null
    ? messageText(words.language, 'PERIOD_TITLE_OWN', { planet, card: period.card })
    : messageText(words.language, 'PERIOD_TITLE_PERSON', { name: firstName(who), planet, card: period.card });
}

export function reminderIn(who: string | null, period: DatedPeriod, words?: CalendarWords): string {
  if (!words || words.language === 'en') return periodReminder(who, period.planet, period.card);
  return messageText(words.language, 'PERIOD_REMINDER', { title: titleIn(who, period, words) });
}

/** The event's description: the card's title and its text in the period's place. */
export function descriptionIn(period: DatedPeriod, words?: CalendarWords): string {
  if (!words || words.language === 'en' || !Object.hasOwn(words.catalog.cards, period.card))
    return `${period.cardTitle}\n\n${period.cardText}`;
  const card = period.card as CardKey;
  const place = period.planet.toLowerCase() as PositionKey;
  return `${words.catalog.cards[card].title}\n\n${composeIn(words.catalog, card, place)}`;
}
