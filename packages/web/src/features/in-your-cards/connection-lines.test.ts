import { EN } from '@cardology/engine/texts/locales/en/index';
import { NAMES } from '@cardology/engine/texts/locales/es/names';
import { POSITIONS } from '@cardology/engine/texts/locales/es/positions';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/i18n';
import { pairLines } from './connection-lines';

// What GET /api/pairs sends for a place in English: its key and texts (in Spanish the server sends Spanish ones).
const mars = {
  spread: 'yearly' as const,
  spread_index: 0,
  dates: null,
  position: 'mars',
  label: EN.positions.mars.label,
  theme: EN.positions.mars.theme,
  meaning: EN.positions.mars.meaning,
};

describe('a pair’s places and sentences in the language shown', () => {
  afterEach(() => applyLanguage('en'));

  it('keeps the server’s English as it came', () => {
    const lines = pairLines(
      { name: null, symbol: '2♦' },
      { name: 'Maya', symbol: '5♦' },
      {
        a_in_b: [mars],
        b_in_a: [],
        karma: [{ holder: 'b', kind: 'supportive' }],
      },
    );
    expect(lines.aInB[0]?.text).toBe('Your card, the 2♦, is Maya’s Mars card this year.');
    expect(lines.karma[0]?.text).toBe('Your card, the 2♦, is Maya’s supportive karma card.');
  });

  it('writes the sentences in Spanish around the place the server named in Spanish', async () => {
    await applyLanguage('es');
    const marte = {
      ...mars,
      label: NAMES.places.mars,
      theme: POSITIONS.mars.theme,
      meaning: POSITIONS.mars.meaning,
    };
    const lines = pairLines(
      { name: null, symbol: '2♦' },
      { name: 'Maya', symbol: '5♦' },
      {
        a_in_b: [marte],
        b_in_a: [],
        karma: [{ holder: 'b', kind: 'challenging' }],
      },
    );
    expect(lines.aInB[0]?.text).toBe('Tu carta (2♦) es la carta de Marte de Maya este año.');
    expect(lines.karma[0]?.text).toBe('Tu carta (2♦) es la carta kármica de desafío de Maya.');
  });
});
