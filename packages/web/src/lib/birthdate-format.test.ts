// Issue 32: a birthdate read in the order of the reader's language, one ISO date out.
import { describe, expect, it, vi } from 'vitest';
import {
  dateInWords,
  dateOrderOf,
  datePattern,
  monthInWords,
  readTypedDate,
  writeTypedDate,
} from './birthdate-format';

const EN = dateOrderOf('en');
const ES = dateOrderOf('es');
const PT_BR = dateOrderOf('pt-BR');

describe('dateOrderOf: the order and mark of a language, from Intl', () => {
  it.each([
    ['en', ['month', 'day', 'year'], '/'],
    ['es', ['day', 'month', 'year'], '/'],
    ['pt-BR', ['day', 'month', 'year'], '/'],
    // Languages the app does not speak yet: their catalog's letters are all they would add.
    ['ru', ['day', 'month', 'year'], '.'],
    ['de', ['day', 'month', 'year'], '.'],
    ['zh', ['year', 'month', 'day'], '/'],
  ])('%s writes %j with %s', (language, parts, separator) => {
    expect(dateOrderOf(language)).toEqual({ parts, separator });
  });

  it('gives the field its pattern from the language’s letters', () => {
    expect(datePattern(EN, { day: 'DD', month: 'MM', year: 'YYYY' })).toBe('MM/DD/YYYY');
    expect(datePattern(ES, { day: 'DD', month: 'MM', year: 'AAAA' })).toBe('DD/MM/AAAA');
    expect(datePattern(dateOrderOf('ru'), { day: 'ДД', month: 'ММ', year: 'ГГГГ' })).toBe('ДД.ММ.ГГГГ');
  });
});

describe('readTypedDate', () => {
  it('reads 05/03/1990 as 5 March in Spanish and Portuguese, 3 May in English', () => {
    expect(readTypedDate('05/03/1990', ES)).toMatchObject({ ok: true, iso: '1990-03-05' });
    expect(readTypedDate('05/03/1990', PT_BR)).toMatchObject({ ok: true, iso: '1990-03-05' });
    expect(readTypedDate('05/03/1990', EN)).toMatchObject({ ok: true, iso: '1990-05-03' });
  });

  it.each([
    ['5/3/1990', '1990-03-05'],
    [' 05.03.1990 ', '1990-03-05'],
    ['05-03-1990', '1990-03-05'],
    ['5 3 1990', '1990-03-05'],
    ['05031990', '1990-03-05'],
    ['29/02/2000', '2000-02-29'],
    ['01/01/0001', '0001-01-01'],
  ])('takes %j as %s in Spanish (any usual mark, or none)', (text, iso) => {
    expect(readTypedDate(text, ES)).toMatchObject({ ok: true, iso });
  });

  it('splits eight digits by the language’s order', () => {
    expect(readTypedDate('03051990', EN)).toMatchObject({ ok: true, iso: '1990-03-05' });
    expect(readTypedDate('19900305', dateOrderOf('zh'))).toMatchObject({ ok: true, iso: '1990-03-05' });
  });

  it.each([
    ['', { problem: 'empty' }],
    ['   ', { problem: 'empty' }],
    ['5 de marzo', { problem: 'unreadable' }],
    ['05/03', { problem: 'unreadable' }],
    ['05/03/1990/1', { problem: 'unreadable' }],
    // ISO is the wire's, not a reader's: in a day-first field its 1990 is no day.
    ['1990-03-05', { problem: 'unreadable' }],
    ['05/03/90', { problem: 'shortYear' }],
    ['05/03/990', { problem: 'shortYear' }],
    // Typed month first on a Spanish page: the 25 cannot be a month.
    ['03/25/1990', { problem: 'noSuchMonth', month: 25 }],
    ['05/13/1990', { problem: 'noSuchMonth', month: 13 }],
    ['05/00/1990', { problem: 'noSuchMonth', month: 0 }],
    ['31/02/1990', { problem: 'noSuchDay', year: 1990, month: 2, day: 31 }],
    ['29/02/2001', { problem: 'noSuchDay', year: 2001, month: 2, day: 29 }],
    ['00/03/1990', { problem: 'noSuchDay', year: 1990, month: 3, day: 0 }],
    ['05/03/0000', { problem: 'yearZero' }],
  ])('refuses %j in Spanish: %j', (text, problem) => {
    expect(readTypedDate(text, ES)).toEqual({ ok: false, ...problem });
  });
});

describe('writeTypedDate', () => {
  it('writes an ISO date in the reader’s order, and leaves other text alone', () => {
    expect(writeTypedDate('1990-03-05', ES)).toBe('05/03/1990');
    expect(writeTypedDate('1990-03-05', EN)).toBe('03/05/1990');
    expect(writeTypedDate('1990-03-05', dateOrderOf('ru'))).toBe('05.03.1990');
    expect(writeTypedDate('', ES)).toBe('');
  });
});

describe('dates in words', () => {
  it.each([
    ['en', 'March 5, 1990', 'February 1990'],
    ['es', '5 de marzo de 1990', 'febrero de 1990'],
    ['pt-BR', '5 de março de 1990', 'fevereiro de 1990'],
  ])('%s: %s, %s', (language, day, month) => {
    expect(dateInWords('1990-03-05', language)).toBe(day);
    expect(monthInWords(1990, 2, language)).toBe(month);
  });

  it('names the same day in any time zone, and years before 100 as themselves', () => {
    for (const tz of ['America/Adak', 'Pacific/Kiritimati', 'UTC']) {
      // Undone after the test by the set-up file's vi.unstubAllEnvs.
      vi.stubEnv('TZ', tz);
      expect(dateInWords('1990-03-05', 'en')).toBe('March 5, 1990');
    }
    expect(dateInWords('0045-01-01', 'en')).toBe('January 1, 45');
  });
});
