import { messageText } from '@cardology/contract/messages/translate';
import { describe, expect, it } from 'vitest';
import { buildAiHandOff, NO_READING } from './ai-hand-off';
import { yearlyView } from './reading-view';
import { yearlyFor } from './test-readings';

const reading = yearlyView(yearlyFor('05/17/1990', 35));
const person = { name: 'Ada', birthdate: '1990-05-17' };
const readingRequest = { birthdate: '05/17/1990', age: 35 };

describe('buildAiHandOff', () => {
  it('builds the docs/product.md §3 hand-off: 13 labelled cards and the displacing card', () => {
    const result = buildAiHandOff({ spreadType: 'yearly', person, reading, readingRequest });
    if (!result.ok) throw new Error(result.error);
    const { spreadCards, displacingCard } = result.value.spreadData;
    expect(result.value.spreadType).toBe('yearly');
    expect(result.value.currentReadingProfile).toEqual({ name: 'Ada', birthdate: '05/17/1990' });
    expect(spreadCards).toHaveLength(13);
    expect(spreadCards.map((card) => card.label)).toEqual([
      'Sun',
      'Mercury',
      'Venus',
      'Mars',
      'Jupiter',
      'Saturn',
      'Uranus',
      'Neptune',
      'Pluto',
      'Reward',
      'Peak',
      'Moon',
      'Earth/X',
    ]);
    expect(spreadCards[1]?.card).toBe(reading?.spread[1]);
    expect(spreadCards[1]?.keywords).toBe(reading?.descriptions[1]?.Keywords.join(', '));
    expect(displacingCard.label).toBe('Displacement');
    expect(displacingCard.card).toBe(reading?.displacing.symbol);
  });

  it("fills a missing description with 'No description available.' and missing keywords with ''", () => {
    if (!reading) throw new Error('no reading');
    const descriptions = reading.descriptions.map((text, i) =>
      i === 2 ? { ...text, description: '', Keywords: undefined as unknown as string[] } : text,
    );
    const result = buildAiHandOff({
      spreadType: 'weekly',
      person,
      reading: { ...reading, descriptions },
      readingRequest,
    });
    if (!result.ok) throw new Error(result.error);
    expect(result.value.spreadData.spreadCards[2]).toMatchObject({
      description: 'No description available.',
      keywords: '',
      label: 'Venus',
    });
  });

  it('refuses without a reading or a person with a birthdate', () => {
    expect(buildAiHandOff({ spreadType: 'yearly', person, reading: null, readingRequest })).toEqual({
      ok: false,
      error: NO_READING,
    });
    expect(
      buildAiHandOff({
        spreadType: 'yearly',
        person: { name: 'Ada', birthdate: null },
        reading,
        readingRequest,
      }),
    ).toEqual({ ok: false, error: NO_READING });
  });

  it('refuses a spread or descriptions that are not exactly 13', () => {
    if (!reading) throw new Error('no reading');
    const twelve = { ...reading, spread: reading.spread.slice(0, 12) };
    const fourteen = {
      ...reading,
      descriptions: [...reading.descriptions, ...reading.descriptions.slice(0, 1)],
    };
    for (const broken of [twelve, fourteen]) {
      expect(buildAiHandOff({ spreadType: 'yearly', person, reading: broken, readingRequest })).toEqual({
        ok: false,
        error: 'AI_FULL_SPREAD_REQUIRED',
      });
    }
    // A key the catalogs know, so the toast is in the reader's language (an English sentence here was shown as is).
    const missing: string[] = [];
    const spanish = messageText('es', 'AI_FULL_SPREAD_REQUIRED', undefined, (language) =>
      missing.push(language),
    );
    expect(missing).toEqual([]);
    expect(spanish).toMatch(/13/);
    expect(spanish).not.toBe(messageText('en', 'AI_FULL_SPREAD_REQUIRED'));
  });
});
