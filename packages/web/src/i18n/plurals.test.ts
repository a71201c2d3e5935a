// Issue 32 item 4: ages and counts take each language's plural forms ("1 año", never "1 años"), by i18next's
// suffixes from Intl.PluralRules; English reads as before. Each catalog is read through its own i18next
// instance, Russian's too (written, not yet offered in the language picker).
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { EN as ENTRY } from './locales/en';
import { assistant } from './locales/en/assistant';
import { people } from './locales/en/people';
import { readings } from './locales/en/readings';
import { CATALOG as ES } from './locales/es';
import { CATALOG as PT_BR } from './locales/pt-BR';
import { CATALOG as RU } from './locales/ru';

const instance = i18next.createInstance();
await instance.init({
  lng: 'en',
  fallbackLng: false,
  resources: {
    en: { translation: { ...ENTRY, people, readings, assistant } },
    es: { translation: ES },
    'pt-BR': { translation: PT_BR },
    ru: { translation: RU },
  },
  interpolation: { escapeValue: false },
});

type Language = 'en' | 'es' | 'pt-BR' | 'ru';
const COUNTS = [1, 2, 5, 21] as const;

type CountedKey =
  | 'people.age'
  | 'readings.ageLine'
  | 'readings.yearly.ageHeading'
  | 'readings.yearly.atAge'
  | 'readings.weekly.ahead'
  | 'readings.sevenWeek.ago'
  | 'readings.sevenYear.ahead'
  | 'assistant.audio.partsReady';

/** key → language → the text for each of COUNTS, in their order. */
const EXPECTED: Record<CountedKey, Record<Language, readonly string[]>> = {
  'people.age': {
    en: ['Age 1', 'Age 2', 'Age 5', 'Age 21'],
    es: ['1 año', '2 años', '5 años', '21 años'],
    'pt-BR': ['1 ano', '2 anos', '5 anos', '21 anos'],
    ru: ['1 год', '2 года', '5 лет', '21 год'],
  },
  'readings.ageLine': {
    en: ['· Age 1', '· Age 2', '· Age 5', '· Age 21'],
    es: ['· 1 año', '· 2 años', '· 5 años', '· 21 años'],
    'pt-BR': ['· 1 ano', '· 2 anos', '· 5 anos', '· 21 anos'],
    ru: ['· 1 год', '· 2 года', '· 5 лет', '· 21 год'],
  },
  'readings.yearly.ageHeading': {
    en: ['Age 1', 'Age 2', 'Age 5', 'Age 21'],
    es: ['1 año', '2 años', '5 años', '21 años'],
    'pt-BR': ['1 ano', '2 anos', '5 anos', '21 anos'],
    ru: ['1 год', '2 года', '5 лет', '21 год'],
  },
  'readings.yearly.atAge': {
    en: ['Ana at age 1', 'Ana at age 2', 'Ana at age 5', 'Ana at age 21'],
    es: ['Ana con 1 año', 'Ana a los 2 años', 'Ana a los 5 años', 'Ana a los 21 años'],
    'pt-BR': ['Ana com 1 ano', 'Ana aos 2 anos', 'Ana aos 5 anos', 'Ana aos 21 anos'],
    ru: ['Ana, 1 год', 'Ana, 2 года', 'Ana, 5 лет', 'Ana, 21 год'],
  },
  'readings.weekly.ahead': {
    en: ['1 week ahead', '2 weeks ahead', '5 weeks ahead', '21 weeks ahead'],
    es: ['Dentro de 1 semana', 'Dentro de 2 semanas', 'Dentro de 5 semanas', 'Dentro de 21 semanas'],
    'pt-BR': ['Daqui a 1 semana', 'Daqui a 2 semanas', 'Daqui a 5 semanas', 'Daqui a 21 semanas'],
    ru: ['Через 1 неделю', 'Через 2 недели', 'Через 5 недель', 'Через 21 неделю'],
  },
  'readings.sevenWeek.ago': {
    en: ['1 period ago', '2 periods ago', '5 periods ago', '21 periods ago'],
    es: ['Hace 1 período', 'Hace 2 períodos', 'Hace 5 períodos', 'Hace 21 períodos'],
    'pt-BR': ['Há 1 período', 'Há 2 períodos', 'Há 5 períodos', 'Há 21 períodos'],
    ru: ['1 период назад', '2 периода назад', '5 периодов назад', '21 период назад'],
  },
  'readings.sevenYear.ahead': {
    en: ['1 year ahead', '2 years ahead', '5 years ahead', '21 years ahead'],
    es: ['Dentro de 1 año', 'Dentro de 2 años', 'Dentro de 5 años', 'Dentro de 21 años'],
    'pt-BR': ['Daqui a 1 ano', 'Daqui a 2 anos', 'Daqui a 5 anos', 'Daqui a 21 anos'],
    ru: ['Через 1 год', 'Через 2 года', 'Через 5 лет', 'Через 21 год'],
  },
  // A narration's progress, one part ready of `count`.
  'assistant.audio.partsReady': {
    en: ['1 of 1 part ready', '1 of 2 parts ready', '1 of 5 parts ready', '1 of 21 parts ready'],
    es: ['1 de 1 parte lista', '1 de 2 partes listas', '1 de 5 partes listas', '1 de 21 partes listas'],
    'pt-BR': [
      '1 de 1 parte pronta',
      '1 de 2 partes prontas',
      '1 de 5 partes prontas',
      '1 de 21 partes prontas',
    ],
    ru: ['Готово частей: 1 из 1', 'Готово частей: 1 из 2', 'Готово частей: 1 из 5', 'Готово частей: 1 из 21'],
  },
};

describe('ages and counts in each language', () => {
  for (const [key, languages] of Object.entries(EXPECTED) as [CountedKey, Record<Language, string[]>][]) {
    for (const [language, texts] of Object.entries(languages)) {
      it(`${key} in ${language}: ${texts.join(', ')}`, () => {
        const t = instance.getFixedT(language);
        expect(COUNTS.map((count) => t(key, { count, name: 'Ana', received: 1 }))).toEqual(texts);
      });
    }
  }

  // A newborn's age: Portuguese's rules put 0 with 1, its catalog's _zero keeps the plural.
  const AGE_ZERO: Record<Language, string> = { en: 'Age 0', es: '0 años', 'pt-BR': '0 anos', ru: '0 лет' };
  for (const [language, text] of Object.entries(AGE_ZERO)) {
    it(`says ${text} for a newborn in ${language}`, () => {
      const t = instance.getFixedT(language);
      expect(t('people.age', { count: 0 })).toBe(text);
      expect(t('readings.yearly.ageHeading', { count: 0 })).toBe(text);
      expect(t('readings.ageLine', { count: 0 })).toBe(`· ${text}`);
    });
  }

  it('keeps English as the product spec has it where it was right (a plural page offset is 2 or more)', () => {
    const t = instance.getFixedT('en');
    expect(t('readings.weekly.ahead', { count: 3 })).toBe('3 weeks ahead');
    expect(t('readings.sevenWeek.ahead', { count: 2 })).toBe('2 periods ahead');
    expect(t('readings.sevenYear.ago', { count: 7 })).toBe('7 years back');
    expect(t('readings.yearly.atAge', { count: 36, name: 'Ada Lovelace' })).toBe('Ada Lovelace at age 36');
  });
});
