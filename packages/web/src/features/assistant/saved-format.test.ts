import type { SavedReading } from '@cardology/contract/assistant';
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

  // Issue 34: 'Journal reflection' alone said nothing of which period it was about.
  it('titles a saved reflection with its period and dates, in every language', async () => {
    const venus = { kind: 'planetary', start: '2026-03-03', end: '2026-04-23', planet: 'Venus' } as const;
    const week = { kind: 'weekly', start: '2026-03-09', end: '2026-03-15' } as const;
    const sevenWeek = { kind: 'seven-week', start: '2026-02-01', end: '2026-03-21' } as const;
    const title = (reflection_period: SavedReading['reflection_period']) =>
      savedTitle({ spread_type: JOURNAL_REFLECTION_TYPE, reflection_period });
    // Intl puts thin spaces around the range's dash.
    expect(title(venus)).toMatch(/^Journal reflection: Venus period, Mar 3\s–\sApr 23, 2026$/);
    expect(title(week)).toMatch(/^Journal reflection: week of Mar 9\s–\s15, 2026$/);
    expect(title(sevenWeek)).toMatch(/^Journal reflection: 7-week period, Feb 1\s–\sMar 21, 2026$/);
    // Kept only since issue 34: an older reflection keeps the plain title.
    expect(title(undefined)).toBe('Journal reflection');
    const expected = {
      es: /^Reflexión del diario: período de Venus, 3 mar\.?\s–\s23 abr\.? 2026$/,
      'pt-BR': /^Reflexão do diário: período de Vênus, 3 de mar\.?\s–\s23 de abr\.? de 2026$/,
      ru: /^Размышление по дневнику: период планеты Венера, 3 мар\.?\s–\s23 апр\.? 2026\sг\.$/,
    } as const;
    for (const [language, pattern] of Object.entries(expected)) {
      await applyLanguage(language as keyof typeof expected);
      expect(title(venus)).toMatch(pattern);
      expect(title(sevenWeek)).not.toMatch(/week|period/);
    }
  });
});
