import { describe, expect, it } from 'vitest';
import { isCrisisMessage } from '../../src/providers/ai/care.js';

// Issue 33: a Russian reader's words of wanting to die or to hurt themselves get the care answer, in any
// language the reader chose; everyday phrases that only look alike do not.
describe('crisis words in Russian', () => {
  it.each([
    'Иногда мне хочется умереть',
    'я хочу умереть',
    'Не хочу больше жить',
    'думаю о суициде',
    'Мысли о самоубийстве',
    'хочу покончить с собой',
    'Я убью себя',
    'хочется причинить себе боль',
    'опять режу себя',
    'Нет смысла жить',
  ])('«%s» is a crisis message', (message) => {
    expect(isCrisisMessage(message)).toBe(true);
  });

  it.each(['Хочется умереть со смеху', 'убить время до вечера', 'Жить хочу у моря', 'Режу салат'])(
    '«%s» is not',
    (message) => {
      expect(isCrisisMessage(message)).toBe(false);
    },
  );
});
