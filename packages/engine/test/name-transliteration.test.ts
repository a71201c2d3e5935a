import { describe, expect, it } from 'vitest';
import { transliterateCyrillic } from '../src/cyrillic.js';
import { nameCard } from '../src/name-card.js';

/** The name card's answer, with the card as its symbol alone. */
function read(name: string) {
  const result = nameCard(name);
  if (!result.ok) return result;
  const { card, ...rest } = result.value;
  return { ...rest, card: card.symbol };
}

describe('names in Cyrillic (ICAO Doc 9303, docs/cardology-rules.md §10)', () => {
  it.each([
    ['Анна', 'ANNA', 30, '4♦'],
    ['Юлия', 'IULIIA', 61, '9♥'],
    ['Щукин', 'SHCHUKIN', 93, '2♠'],
    ['Ёлка', 'ELKA', 29, '3♦'],
    ['Anna-Мария', 'ANNA-MARIIA', 81, '3♦'],
    ['Хрущёв', 'KHRUSHCHEV', 123, '6♣'],
    ['Цой Эльдар', 'TSOI ELDAR', 103, 'Q♠'],
  ])('%s reads as %s = %i', (name, latin, sum, card) => {
    expect(read(name)).toEqual({ name, name_value: sum, card, transliteration: latin });
  });

  it('writes the 33 Russian letters as the passport table does, whatever their case', () => {
    const capitals = 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ';
    const latin = 'A B V G D E E ZH Z I I K L M N O P R S T U F KH TS CH SH SHCH IE Y  E IU IA';
    expect([...capitals].map((letter) => transliterateCyrillic(letter)).join(' ')).toBe(latin);
    expect([...capitals.toLowerCase()].map((letter) => transliterateCyrillic(letter)).join(' ')).toBe(latin);
  });

  it('reads the Ukrainian and Belarusian letters by the same table', () => {
    expect(transliterateCyrillic('Їжак Єва Ґанна Іван Ўладзімір')).toBe('IZHAK IEVA GANNA IVAN ULADZIMIR');
    expect(transliterateCyrillic('Љиљана Његош Ђорђе Ћирић Џаја Ѓорѓи Ќосе Ѕвезда Јован')).toBe(
      'LJILJANA NJEGOSH DORDE CIRIC DZAJA GORGI KOSE DZVEZDA JOVAN',
    );
  });

  it('composes a letter typed as a base and a mark before reading it', () => {
    expect(transliterateCyrillic('Й'.normalize('NFD'))).toBe('I');
    expect(read('Ёлка'.normalize('NFD'))).toMatchObject({ transliteration: 'ELKA', name_value: 29 });
  });

  it('answers a Latin name as before, with no transliteration', () => {
    expect(nameCard('John Smith')).toEqual({
      ok: true,
      value: { name: 'John Smith', name_value: 116, card: { symbol: 'Q♥', name: 'Queen of Hearts' } },
    });
    expect(transliterateCyrillic('Zoë Saldaña')).toBeUndefined();
  });

  it('still finds no letters in a name with none the app reads', () => {
    for (const name of ['123', '李', 'Ь', 'ь-1']) {
      expect(nameCard(name)).toEqual({ ok: false, error: 'Name must contain at least one letter' });
    }
  });
});
