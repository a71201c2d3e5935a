import type { Language } from '@cardology/contract/languages';
import type { CardKey, LocaleCatalog } from '@cardology/engine/texts/locales/types';
import { isoDayInWords } from '../../lib/day-in-words.js';

/**
 * What a voice says for the symbols and dates of a text in a translated language (issue 26): a card symbol
 * is read as the catalog's card name ('7♥' → 'Siete de Corazones', 'Sete de Copas'), never as a digit and
 * a glyph the voice would spell out in English or skip, and an ISO date as the language writes it in
 * words ('28 de febrero de 2024'). Captions are these sentences, so they read the same as they sound.
 */

const SYMBOL = /(10|[2-9AJQK])([♥♣♦♠])\uFE0F?/gu;
const ISO_DATE = /\b(\d{4})-(\d{2})-(\d{2})\b/g;

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each card symbol as its name, once: '10♣ Diez de Tréboles', 'el Diez de Tréboles (10♣)' say it one time. */
function cardNames(line: string, catalog: LocaleCatalog): string {
  const symbols = new Set([...line.matchAll(SYMBOL)].map((m) => `${m[1]}${m[2]}`));
  let spoken = line;
  for (const symbol of symbols) {
    const name = catalog.cards[symbol as CardKey]?.name;
    if (!name) continue;
    const s = literal(symbol);
    const n = literal(name);
    spoken = spoken
      .replace(new RegExp(`${s}\\uFE0F?\\s+\\(?(${n})\\)?`, 'giu'), '$1')
      .replace(new RegExp(`(${n})\\s+\\(${s}\\uFE0F?\\)`, 'giu'), '$1')
      .replace(new RegExp(`${s}\\uFE0F?`, 'gu'), name);
  }
  return spoken;
}

function datesInWords(line: string, language: Language): string {
  return line.replace(ISO_DATE, (whole) => isoDayInWords(language, whole) ?? whole);
}

/** The speech text (speech-text.ts) with card symbols and dates in the language's words. */
export function spokenIn(speech: string, language: Language, catalog: LocaleCatalog): string {
  return speech
    .split('\n')
    .map((line) => datesInWords(cardNames(line, catalog), language))
    .join('\n');
}
