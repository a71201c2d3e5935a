import type { Language } from '@cardology/contract/languages';
import { textOf } from '@cardology/contract/messages/translate';
import {
  reminderBody,
  reminderContext,
  reminderTitle,
  TODAYS_CARD_PATH,
} from '@cardology/contract/reminders';
import { birthCard } from '@cardology/engine/birth-card';
import { isJoker } from '@cardology/engine/card';
import type { CivilDate } from '@cardology/engine/dates';
import { ageOn, isComputableSpan, toEpochDay } from '@cardology/engine/dates';
import { periodContaining } from '@cardology/engine/day-cards';
import { isReadingAge } from '@cardology/engine/readings/errors';
import { yearOfLifeDays } from '@cardology/engine/readings/planetary-dates';
import type { LocaleCatalog } from '@cardology/engine/texts/locales/types';
import type { PositionKey } from '@cardology/engine/texts/types';
import { todaysCard } from '@cardology/engine/todays-card';

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

/**
 * The planetary period the reader is in on `today`, and which day of it, or null without a birthdate (or with
 * the Joker's, which has no yearly spread, or outside the ages and dates a yearly reading covers). The period is
 * the engine's own (`periodContaining`, on the split the yearly reading dates its periods from), read without
 * composing the reading: this runs once per reader in a tick, and two yearly
 * readings per reader were 6 % of the sender's main thread's samples (decision 037).
 */
export function periodDay(
  birthdate: CivilDate | null,
  today: CivilDate,
): { planet: string; day: number } | null {
  if (birthdate === null || isJoker(birthCard(birthdate.month, birthdate.day))) return null;
  const age = ageOn(birthdate, today);
  if (!isReadingAge(age) || !isComputableSpan(...yearOfLifeDays(birthdate, age))) return null;
  const day = toEpochDay(today);
  const period = periodContaining(birthdate, 'planetary', day);
  return period.planet ? { planet: period.planet, day: day - period.first + 1 } : null;
}

/** The reader's stored language and its engine catalog (lib/engine-language.ts): English when absent. */
export type ReminderWords = { language: Language; catalog: LocaleCatalog };

/**
 * Messages already written, by what they depend on: language, day, and the day of which planetary period.
 * Readers with those in common get the same words, so a tick writes each message once (the words cost more
 * than the period's arithmetic). Keep one per tick: it holds at most languages × local days × period days
 * (4 × 3 × 7 × 53, a few thousand short texts), whatever the number of readers.
 */
export type ReminderMemo = Map<string, ReminderMessage>;

/** The reminder of the reader's local day `today`, with the period line when their birthdate is known. */
export function composeReminder(
  today: CivilDate,
  birthdate: CivilDate | null,
  words?: ReminderWords,
  memo?: ReminderMemo,
): ReminderMessage {
  const language = words?.language ?? 'en';
  const period = periodDay(birthdate, today);
  const key = `${language}|${toEpochDay(today)}|${period?.planet ?? ''}|${period?.day ?? ''}|${words ? 1 : 0}`;
  const written = memo?.get(key);
  if (written) return written;
  const message = writeReminder(today, period, words);
  memo?.set(key, message);
  return message;
}

function writeReminder(
  today: CivilDate,
  period: { planet: string; day: number } | null,
  words: ReminderWords | undefined,
): ReminderMessage {
  const language = words?.language ?? 'en';
  const card = todaysCard(today, words?.catalog);
  const planet =
    period && words
      ? words.catalog.positions[period.planet.toLowerCase() as PositionKey].label
      : period?.planet;
  const context = textOf(language, reminderContext(period && planet ? { day: period.day, planet } : null));
  return {
    title: textOf(language, reminderTitle(card.name)),
    body: textOf(language, reminderBody(card.title, context)),
    card: { symbol: card.card, name: card.name, title: card.title },
    context,
    path: TODAYS_CARD_PATH,
  };
}
