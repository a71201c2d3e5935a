import { SPREAD_TYPES } from '@cardology/contract/assistant';
import { NO_DESCRIPTION } from '@cardology/contract/readings';
import { SPREAD_POSITIONS } from '@cardology/engine/positions';
import { describe, expect, it } from 'vitest';
import { buildReadingContext, FULL_SPREAD_ERROR } from '../../src/providers/ai/build-reading-context.js';
import { engineReading } from './contexts.js';

describe('buildReadingContext', () => {
  it.each(SPREAD_TYPES)('builds a 13-card %s context from the engine reading', (type) => {
    const input = engineReading(type, '02/28/1990');
    const result = buildReadingContext(input, 'Ada');
    if (!result.ok) throw new Error(result.error);
    const context = result.value;
    const reading = input.reading as unknown as Record<string, unknown>;
    const spread = Object.entries(reading).find(
      ([key]) => key.endsWith('spread') && !key.includes('vertical'),
    )?.[1];
    expect(context.spreadType).toBe(type);
    expect(context.personName).toBe('Ada');
    expect(context.cards.map((card) => card.symbol)).toEqual(spread);
    expect(context.cards.map((card) => card.position)).toEqual(SPREAD_POSITIONS.map((p) => p.label));
    for (const card of context.cards) {
      expect(card.name).toMatch(/ of (Hearts|Clubs|Diamonds|Spades)$/);
      expect(card.title).not.toBe('');
      expect(card.keywords).not.toBe('');
      expect(card.description).toContain(card.name);
    }
    expect(context.displacement.position).toBe('Displacement');
    expect(context.environment.position).toBe('Environment');
    expect(context.period.start <= context.period.end).toBe(true);
  });

  it('gives the yearly context its ruling planet, the card in that place and the seven periods', () => {
    const input = engineReading('yearly', '02/28/1990', 34);
    const result = buildReadingContext(input, 'Ada');
    if (!result.ok || input.type !== 'yearly') throw new Error('no context');
    const { period, cards } = result.value;
    expect(period.rulingPlanet).toBe(input.reading.planetary_year_ruler);
    expect(period.rulingCard).toBe(cards.find((card) => card.position === period.rulingPlanet));
    expect(period.planetaryPeriods).toHaveLength(7);
    expect(period.start).toBe(input.reading.planetary_dates[0]?.start);
    expect(period.age).toBe(34);
  });

  it('refuses a spread that is not 13 cards, or 13 descriptions, with the product message', () => {
    const input = engineReading('weekly', '02/28/1990');
    if (input.type !== 'weekly') throw new Error('unexpected');
    const short = {
      ...input,
      reading: { ...input.reading, weekly_spread: input.reading.weekly_spread.slice(0, 12) },
    };
    expect(buildReadingContext(short, 'Ada')).toEqual({ ok: false, error: FULL_SPREAD_ERROR });
    const fewer = {
      ...input,
      reading: { ...input.reading, weekly_descriptions: input.reading.weekly_descriptions.slice(1) },
    };
    expect(buildReadingContext(fewer, 'Ada')).toEqual({
      ok: false,
      error: 'AI interpretation requires a full 13-card spread for planetary alignment.',
    });
  });

  it('fills a missing description and missing keywords as the product says', () => {
    const input = engineReading('weekly', '02/28/1990');
    if (input.type !== 'weekly') throw new Error('unexpected');
    const descriptions = input.reading.weekly_descriptions.map((d, i) =>
      i === 2 ? ({ title: d.title } as typeof d) : d,
    );
    const result = buildReadingContext(
      { ...input, reading: { ...input.reading, weekly_descriptions: descriptions } },
      'Ada',
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.value.cards[2]?.description).toBe(NO_DESCRIPTION);
    expect(NO_DESCRIPTION).toBe('No description available.');
    expect(result.value.cards[2]?.keywords).toBe('');
    expect(result.value.cards[3]?.description).not.toBe(NO_DESCRIPTION);
  });
});
