import { jokerNote, periodReminder, periodTitle } from '@cardology/contract/calendar';
import type { Language } from '@cardology/contract/languages';
import { messageText, textOf } from '@cardology/contract/messages/translate';
import { composeIn } from '@cardology/engine/texts/locales/compose';
import type { CardKey, LocaleCatalog } from '@cardology/engine/texts/locales/types';
import type { PositionKey } from '@cardology/engine/texts/types';
import type { DatedPeriod } from './planetary-periods.js';

/**
 * The calendar feed's words in the reader's stored language (issue 26, item 4): the contract's sentences and
 * the engine catalog's planets and cards. One path for every language, English's catalog among the others.
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
  return textOf(words?.language ?? 'en', jokerNote(who));
}

export function titleIn(who: string | null, period: DatedPeriod, words?: CalendarWords): string {
  const planet = words ? planetOf(words, period.planet) : period.planet;
  return textOf(words?.language ?? 'en', periodTitle(who, planet, period.card));
}

export function reminderIn(who: string | null, period: DatedPeriod, words?: CalendarWords): string {
  const planet = words ? planetOf(words, period.planet) : period.planet;
  return textOf(words?.language ?? 'en', periodReminder(who, planet, period.card));
}

/** The event's description: the card's title and its text in the period's place. */
export function descriptionIn(period: DatedPeriod, words?: CalendarWords): string {
  if (!words || words.language === 'en' || !Object.hasOwn(words.catalog.cards, period.card))
    return `${period.cardTitle}\n\n${period.cardText}`;
  const card = period.card as CardKey;
  const place = period.planet.toLowerCase() as PositionKey;
  return `${words.catalog.cards[card].title}\n\n${composeIn(words.catalog, card, place)}`;
}
