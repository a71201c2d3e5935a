import { JOURNAL_REFLECTION_TYPE } from '@cardology/contract/journal-reflection-words';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/i18n';
import { savedTitle } from './saved-format';

describe('a saved interpretation’s title', () => {
  afterEach(() => applyLanguage('en'));

  it('keeps the English of docs/product.md §2', () => {
    expect(savedTitle({ spread_type: 'weekly' })).toBe('weekly Interpretation');
    expect(savedTitle({ spread_type: ' ' })).toBe('Saved Interpretation');
    expect(savedTitle({ spread_type: JOURNAL_REFLECTION_TYPE })).toBe('Journal reflection');
  });

  it('names the reading type in the language shown, and keeps a type it does not know as it came', async () => {
    await applyLanguage('es');
    expect(savedTitle({ spread_type: 'weekly' })).toBe('Interpretación semanal');
    expect(savedTitle({ spread_type: 'seven-yearly' })).toBe('Interpretación de 7 años');
    expect(savedTitle({ spread_type: 'tarot' })).toBe('Interpretación tarot');
    expect(savedTitle({ spread_type: null })).toBe('Interpretación guardada');
    expect(savedTitle({ spread_type: JOURNAL_REFLECTION_TYPE })).toBe('Reflexión del diario');
    await applyLanguage('pt-BR');
    expect(savedTitle({ spread_type: 'pair' })).toBe('Interpretação de duas pessoas');
  });
});
