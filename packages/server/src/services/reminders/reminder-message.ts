import type { Language } from '@cardology/contract/languages';
import { messageText } from '@cardology/contract/messages/translate';
import {
  reminderBody,
  reminderContext,
  reminderTitle,
  TODAYS_CARD_PATH,
} from '@cardology/contract/reminders';
import type { CivilDate } from '@cardology/engine/dates';
import { daysBetween, parseIsoDate } from '@cardology/engine/dates';
import type { LocaleCatalog } from '@cardology/engine/texts/locales/types';
import type { PositionKey } from '@cardology/engine/texts/types';
import { todaysCard } from '@cardology/engine/todays-card';
import { periodsOfThisAndNextYear } from '../../lib/planetary-periods.js';

/** What a reminder says, by push and by mail. Built from the day and the birthdate; it carries neither. */
export type ReminderMessage = {
  title: string;
  body: string;
  /** Today's card: its symbol, name and title, for the mail's drawing. */
  card: { symbol: string; name: string; title: string };
  context: string;
  /** The path a tap or a link opens. */
  path: string;
};

/** The planetary period the reader is in on `today`, and which day of it, or null without a birthdate. */
function periodDay(birthdate: CivilDate | null, today: CivilDate): { planet: string; day: number } | null {
  if (birthdate === null) return null;
  const periods = periodsOfThisAndNextYear(birthdate, today);
  if (periods === 'joker') return null;
  for (const period of periods) {
    const start = parseIsoDate(period.start);
    const end = parseIsoDate(period.end);
    if (!start.ok || !end.ok) continue;
    if (daysBetween(start.value, today) >= 0 && daysBetween(today, end.value) >= 0) {
      return { planet: period.planet, day: daysBetween(start.value, today) + 1 };
    }
  }
  return null;
}

/** The reader's stored language and its engine catalog (lib/engine-language.ts): English when absent. */
export type ReminderWords = { language: Language; catalog: LocaleCatalog };

/** The reminder of the reader's local day `today`, with the period line when their birthdate is known. */
export function composeReminder(
  today: CivilDate,
  birthdate: CivilDate | null,
  words?: ReminderWords,
): ReminderMessage {
  if (words && words.language !== 'en') return composeIn(today, birthdate, words);
  const card = todaysCard(today);
  const context = reminderContext(periodDay(birthdate, today));
  return {
    title: reminderTitle(card.name),
    body: reminderBody(card.title, context),
    card: { symbol: card.card, name: card.name, title: card.title },
    context,
    path: TODAYS_CARD_PATH,
  };
}

/** The same reminder in another language: the card from its catalog, the sentences from the contract's. */
function composeIn(
  today: CivilDate,
  birthdate: CivilDate | null,
  { language, catalog }: ReminderWords,
): ReminderMessage {
  const card = todaysCard(today);
  const text = catalog.cards[card.card as keyof LocaleCatalog['cards']];
  const period = periodDay(birthdate, today);
  const context = period
    ? messageText(language, 'REMINDER_CONTEXT', {
        day: period.day,
        planet: catalog.positions[period.planet.toLowerCase() as PositionKey].label,
      })
    : messageText(language, 'REMINDER_CONTEXT_NO_PERIOD');
  return {
    title: messageText(language, 'REMINDER_TITLE', { card: text.name }),
    body: messageText(language, 'REMINDER_BODY', { title: text.title, context }),
    card: { symbol: card.card, name: text.name, title: text.title },
    context,
    path: TODAYS_CARD_PATH,
  };
}
