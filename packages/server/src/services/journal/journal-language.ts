import type { JournalCards } from '@cardology/contract/journal';
import type { Language } from '@cardology/contract/languages';
import type { MessageKey } from '@cardology/contract/messages/en';
import { type MessageVars, messageText } from '@cardology/contract/messages/translate';
import type { Planet } from '@cardology/contract/wire';
import type { CardKey, LocaleCatalog } from '@cardology/engine/texts/locales/types';
import type { PositionKey } from '@cardology/engine/texts/types';
import { engineCatalog } from '../../lib/engine-language.js';

/**
 * The journal's words the server writes (the look back's title, the Markdown download) in the reader's
 * language (issue 26): the contract's sentences with the engine catalog's planets and cards. English is the
 * contract's English and the engine's own names, byte for byte as before.
 */
export type JournalWords = { language: Language; catalog?: LocaleCatalog };

export const ENGLISH_WORDS: JournalWords = { language: 'en' };

/** The words of `language`; its catalog is loaded once per process (lib/engine-language.ts). */
export async function journalWordsIn(language: Language): Promise<JournalWords> {
  return language === 'en' ? ENGLISH_WORDS : { language, catalog: await engineCatalog(language) };
}

export const say = (words: JournalWords, key: MessageKey, vars?: MessageVars) =>
  messageText(words.language, key, vars);

export const planetIn = (words: JournalWords, planet: Planet) =>
  words.catalog?.positions[planet.toLowerCase() as PositionKey]?.label ?? planet;

/** A card's name: the catalog's, or `english` (the engine's, as the cards carry it). */
const cardIn = (words: JournalWords, symbol: string, english: string) =>
  words.catalog?.cards[symbol as CardKey]?.name ?? english;

/** "The day’s card 7♥ (Seven of Hearts) · Venus period 2024-03-01 – 2024-04-21: Q♣ (…) · …" in the language. */
export function cardsLine(cards: JournalCards, words: JournalWords = ENGLISH_WORDS): string {
  const { todays_card: today, planetary, seven_week: sevenWeek, weekly } = cards;
  const card = (symbol: string, english: string) => ({ card: symbol, name: cardIn(words, symbol, english) });
  return [
    say(words, 'JOURNAL_MARKDOWN_DAY_CARD', card(today.card, today.name)),
    say(words, 'JOURNAL_MARKDOWN_PLANETARY', {
      planet: planetIn(words, planetary.planet),
      start: planetary.start,
      end: planetary.end,
      ...card(planetary.card, planetary.card_name),
    }),
    say(words, 'JOURNAL_MARKDOWN_SEVEN_WEEK', {
      start: sevenWeek.start,
      end: sevenWeek.end,
      ...card(sevenWeek.card, sevenWeek.card_name),
    }),
    say(words, 'JOURNAL_MARKDOWN_WEEK', {
      start: weekly.start,
      end: weekly.end,
      ...card(weekly.card, weekly.card_name),
    }),
  ].join(' · ');
}
