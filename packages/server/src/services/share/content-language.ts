import type { Language } from '@cardology/contract/languages';
import type { CivilDate } from '@cardology/engine/dates';
import type { LocaleCatalog } from '@cardology/engine/texts/locales/types';
import type { ShareContent } from './layout.js';

/**
 * The words of a share picture in a language (issue 26, item 4): the engine writes its cards in `catalog` and
 * content.ts the heading, by its key; this writes the caption.
 */
export type ShareWords = { language: Language; catalog: LocaleCatalog };

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
    ...(caption === undefined ? {} : { caption }),
  };
}
