import type { Language } from '@cardology/contract/languages';
import { translateMessage } from '@cardology/contract/messages/translate';
import type { CivilDate } from '@cardology/engine/dates';
import type { LocaleCatalog } from '@cardology/engine/texts/locales/types';
import type { ShareCard, ShareContent } from './layout.js';

/** The words of a share picture in a language (issue 26, item 4): `english` finds the places by their labels. */
export type ShareWords = { language: Language; catalog: LocaleCatalog; english: LocaleCatalog };

function card(words: ShareWords, source: ShareCard): ShareCard {
  const text = words.catalog.cards[source.symbol as keyof LocaleCatalog['cards']];
  if (!text) return source;
  const place = Object.entries(words.english.positions).find(
    ([, entry]) => entry.label === source.label,
  )?.[0];
  const label = place
    ? words.catalog.positions[place as keyof LocaleCatalog['positions']].label
    : source.label;
  return { ...source, name: text.name, title: text.title, ...(label === undefined ? {} : { label }) };
}

/** `content` written in `words.language`; the day under today's card as the language writes dates. */
export function shareContentIn(content: ShareContent, words: ShareWords, day?: CivilDate): ShareContent {
  if (words.language === 'en') return content;
  const caption = day
    ? new Intl.DateTimeFormat(words.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(Date.UTC(day.year, day.month - 1, day.day)),
      )
    : content.caption;
  return {
    ...content,
    heading: translateMessage(words.language, content.heading),
    ...(caption === undefined ? {} : { caption }),
    cards: content.cards.map((entry) => card(words, entry)),
  };
}
