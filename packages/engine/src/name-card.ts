import type { CardSymbol, CardValue } from './card.js';
import { cardByValue } from './card.js';
import { transliterateCyrillic } from './cyrillic.js';
import { NAME_WITHOUT_LETTERS } from './input-errors.js';
import type { Result } from './result.js';
import { err, ok } from './result.js';
import { NAMES } from './texts/locales/en/names.js';
import type { CardKey, CardNames } from './texts/locales/types.js';

/** A name, its letter sum and the card of that sum. */
export interface NameCard {
  name: string;
  name_value: number;
  card: { symbol: CardSymbol; name: string };
  /** The Latin letters summed, present only when the name had Cyrillic ones: 'Анна' → 'ANNA'. */
  transliteration?: string;
}

export const LOOKUP_NAME_REQUIRED = 'Please enter a name.';

// Letters NFKD does not split into a base letter plus marks, folded by hand first
// (docs/cardology-rules.md §10).
const FOLDS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  ð: 'd',
  Đ: 'D',
  Ð: 'D',
  þ: 'th',
  Þ: 'TH',
  ı: 'i',
};
const FOLDABLE = new RegExp(`[${Object.keys(FOLDS).join('')}]`, 'gu');
const NOT_ASCII_LETTER = /[^A-Za-z]/g;

/** The name reduced to plain ASCII letters: 'Zoë Saldaña' → 'ZoeSaldana', 'Straße' → 'Strasse'. */
export function foldName(name: string): string {
  return name
    .replace(FOLDABLE, (ch) => FOLDS[ch] ?? ch)
    .normalize('NFKD')
    .replace(NOT_ASCII_LETTER, '');
}

/** Sum of letter values, A/a = 1 … Z/z = 26, of a folded name. */
export function nameValue(name: string): number {
  let sum = 0;
  const letters = foldName(name).toUpperCase();
  for (let i = 0; i < letters.length; i++) sum += letters.charCodeAt(i) - 64;
  return sum;
}

/**
 * The card of a name [product] (docs/cardology-rules.md §10): Cyrillic letters read in Latin ones (ICAO Doc 9303),
 * the letter sum reduced to 1..52; the card's name in `names`' language (a catalog or its names alone; English by
 * default). The Latin form is returned only when it differs by script, so a Latin name's answer is as before.
 *
 * @example nameCard('Ada')        // 1 + 4 + 1 = 6 → 6♥
 * @example nameCard('John Smith') // 116 → Q♥
 * @example nameCard('Анна')       // ANNA = 30 → 4♦, with transliteration: 'ANNA'
 */
export function nameCard(name: string, names: CardNames = NAMES): Result<NameCard> {
  const trimmed = name.trim();
  if (trimmed === '') return err(LOOKUP_NAME_REQUIRED);
  const transliteration = transliterateCyrillic(trimmed);
  const total = nameValue(transliteration ?? trimmed);
  if (total === 0) return err(NAME_WITHOUT_LETTERS);
  const card = cardByValue((((total - 1) % 52) + 1) as CardValue);
  return ok({
    name: trimmed,
    name_value: total,
    card: { symbol: card.symbol, name: names.cards[card.symbol as CardKey].name },
    ...(transliteration === undefined ? {} : { transliteration }),
  });
}
