import type { Language } from '@cardology/contract/languages';
import type { MessageKey } from '@cardology/contract/messages/en';
import { messageText } from '@cardology/contract/messages/translate';
import type { ShareReadingType } from '@cardology/contract/share';
import type { CardDescription } from '@cardology/contract/wire';
import type { CivilDate } from '@cardology/engine/dates';
import { EN } from '@cardology/engine/texts/locales/en/index';
import type { CardKey, LocaleCatalog } from '@cardology/engine/texts/locales/types';
import { todaysCard } from '@cardology/engine/todays-card';
import { dayInWords } from '../../lib/day-in-words.js';
import type { PeriodInput, Readings } from '../readings.js';
import type { ShareCard, ShareContent } from './layout.js';

/** The reading pages' own titles, by key. */
const HEADINGS: Record<ShareReadingType, MessageKey> = {
  yearly: 'SHARE_HEADING_YEARLY',
  weekly: 'SHARE_HEADING_WEEKLY',
  'seven-week': 'SHARE_HEADING_SEVEN_WEEK',
  'seven-year': 'SHARE_HEADING_SEVEN_YEAR',
};

/** The line naming whom a picture is for, in `language`, when the reader chose to show a first name. */
function forName(language: Language, firstName: string | undefined): Pick<ShareContent, 'forName'> {
  return firstName ? { forName: messageText(language, 'SHARE_FOR_NAME', { name: firstName }) } : {};
}

/**
 * The picture of today's card: the day's card is the same for everyone, so only the name is personal. Every
 * word is in `language` (`texts` is its catalog), the day as that language writes it.
 */
export function todaysCardContent(
  date: CivilDate,
  firstName: string | undefined,
  texts: LocaleCatalog = EN,
  language: Language = 'en',
): ShareContent {
  const day = todaysCard(date, texts);
  return {
    heading: messageText(language, 'TODAYS_INFLUENCE_TITLE'),
    caption: dayInWords(language, date),
    ...forName(language, firstName),
    cards: [{ symbol: day.card, name: day.name, title: day.title }],
  };
}

/**
 * The direct cards of a reading (docs/product.md "Reading layout": spread items 2 to 8, Mercury to
 * Neptune). The Sun (birth) card, the ages and the period's dates are left out: each narrows down the
 * birthday.
 */
function directCards(spread: string[], descriptions: CardDescription[], texts: LocaleCatalog): ShareCard[] {
  return spread.slice(1, 8).map((symbol, index) => {
    const description = descriptions[index + 1];
    return {
      symbol,
      name: texts.cards[symbol as CardKey]?.name ?? symbol,
      title: description?.title ?? '',
      label: description?.Position ?? '',
    };
  });
}

/**
 * A reading's picture, its cards in `texts`' language; the engine refuses what it cannot read (the Joker, a date
 * before birth) with a 400.
 */
export function readingContent(
  readings: Readings,
  type: ShareReadingType,
  input: PeriodInput & { age: number | undefined },
  firstName: string | undefined,
  texts: LocaleCatalog = EN,
  language: Language = 'en',
): ShareContent {
  const named = { heading: messageText(language, HEADINGS[type]), ...forName(language, firstName) };
  switch (type) {
    case 'yearly': {
      const reading = readings.yearly({ birthdate: input.birthdate, age: input.age ?? 0 }, texts); // the route fills in the age
      return { ...named, cards: directCards(reading.yearly_spread, reading.yearly_descriptions, texts) };
    }
    case 'weekly': {
      const reading = readings.weekly(input, texts);
      return { ...named, cards: directCards(reading.weekly_spread, reading.weekly_descriptions, texts) };
    }
    case 'seven-week': {
      const reading = readings.sevenWeek(input, texts);
      return {
        ...named,
        cards: directCards(reading.seven_week_spread, reading.seven_week_descriptions, texts),
      };
    }
    case 'seven-year': {
      const reading = readings.sevenYear(input, texts);
      return {
        ...named,
        cards: directCards(reading.seven_year_spread, reading.seven_year_descriptions, texts),
      };
    }
  }
}
