/**
 * Cyrillic letters in Latin ones, by the table of ICAO Doc 9303 Part 3 ("Transliteration of Cyrillic
 * characters"), which Russian foreign passports use (docs/cardology-rules.md §10, decision 048). One column for
 * every language: the table's language exceptions (Ukrainian and Belarusian Г → H, Ukrainian И → Y, Belarusian
 * Ё → IO, the Serbian and Macedonian ones) need the name's language, which its letters do not tell.
 */
const ICAO_9303_CYRILLIC: Readonly<Record<string, string>> = {
  // The Russian alphabet, as the Russian Federation's passport rules list it.
  А: 'A',
  Б: 'B',
  В: 'V',
  Г: 'G',
  Д: 'D',
  Е: 'E',
  Ё: 'E',
  Ж: 'ZH',
  З: 'Z',
  И: 'I',
  Й: 'I',
  К: 'K',
  Л: 'L',
  М: 'M',
  Н: 'N',
  О: 'O',
  П: 'P',
  Р: 'R',
  С: 'S',
  Т: 'T',
  У: 'U',
  Ф: 'F',
  Х: 'KH',
  Ц: 'TS',
  Ч: 'CH',
  Ш: 'SH',
  Щ: 'SHCH',
  Ъ: 'IE',
  Ы: 'Y',
  Ь: '',
  Э: 'E',
  Ю: 'IU',
  Я: 'IA',
  // The same table's letters of the other Cyrillic alphabets (Ukrainian, Belarusian, Serbian, Macedonian…).
  І: 'I',
  Ї: 'I',
  Є: 'IE',
  Ґ: 'G',
  Ў: 'U',
  Ѫ: 'U',
  Ѵ: 'Y',
  Ѓ: 'G',
  Ђ: 'D',
  Ѕ: 'DZ',
  Ј: 'J',
  Ќ: 'K',
  Љ: 'LJ',
  Њ: 'NJ',
  Ћ: 'C',
  Џ: 'DZ',
};

const LETTERS = new Map(
  Object.entries(ICAO_9303_CYRILLIC).flatMap(([capital, latin]) => [
    [capital, latin],
    [capital.toLowerCase(), latin],
  ]),
);
const TABLE_LETTER = new RegExp(`[${[...LETTERS.keys()].join('')}]`, 'gu');

/**
 * The name with its Cyrillic letters written in Latin ones (ICAO Doc 9303), in capitals as a passport writes
 * it; `undefined` when it has none. Composed first (NFC), so a Й typed as И plus a breve is still Й.
 *
 * @example transliterateCyrillic('Юлия')       // 'IULIIA'
 * @example transliterateCyrillic('Anna-Мария') // 'ANNA-MARIIA'
 * @example transliterateCyrillic('Anna')       // undefined
 */
export function transliterateCyrillic(name: string): string | undefined {
  const composed = name.normalize('NFC');
  if (!composed.match(TABLE_LETTER)) return undefined;
  return composed.replace(TABLE_LETTER, (letter) => LETTERS.get(letter) ?? letter).toUpperCase();
}
