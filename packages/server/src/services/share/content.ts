import type { Language } from '@cardology/contract/languages';
import type { MessageKey } from '@cardology/contract/messages/en';
import { messageText } from '@cardology/contract/messages/translate';
import type { ShareReadingType } from '@cardology/contract/share';
import type { CardDescription } from '@cardology/contract/wire';
import type { CivilDate } from '@cardology/engine/dates';
import { readingParts } from '@cardology/engine/readings/parts';
import { EN } from '@cardology/engine/texts/locales/en/index';
import type { CardKey, LocaleCatalog } from '@cardology/engine/texts/locales/types';
import { todaysCard } from '@cardology/engine/todays-card';
import { dayInWords } from '../../lib/day-in-words.js';
import type { PeriodInput, Readings } from '../readings.js';
import type { ShareCard, ShareContent } from './layout.js';

type ShareInput = PeriodInput & { age: number | undefined };

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
  input: ShareInput,
  firstName: string | undefined,
  texts: LocaleCatalog = EN,
  language: Language = 'en',
): ShareContent {
  const named = { heading: messageText(language, HEADINGS[type]), ...forName(language, firstName) };
  const { spread, descriptions } = partsOfType(readings, type, input, texts);
  return { ...named, cards: directCards(spread, descriptions, texts) };
}

/** The spread of the engine's reading of `type`; the route fills in the yearly reading's age. */
function partsOfType(readings: Readings, type: ShareReadingType, input: ShareInput, texts: LocaleCatalog) {
  switch (type) {
    case 'yearly':
      return readingParts(type, readings.yearly({ birthdate: input.birthdate, age: input.age ?? 0 }, texts));
    case 'weekly':
      return readingParts(type, readings.weekly(input, texts));
    case 'seven-week':
      return readingParts(type, readings.sevenWeek(input, texts));
    case 'seven-year':
      return readingParts(type, readings.sevenYear(input, texts));
  }
}
