import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api';
import { api } from './api';
import { localDay, todayIso } from './dates';
import { msToNextMidnight } from './use-reader-date';

// 23:40 UTC on Thursday 26 November 2026: Friday morning in Auckland, Thursday afternoon in Los Angeles.
const LATE_THURSDAY_UTC = Date.UTC(2026, 10, 26, 23, 40);
// 03:00 UTC on Friday 27 November: still Thursday evening in Los Angeles.
const EARLY_FRIDAY_UTC = Date.UTC(2026, 10, 27, 3, 0);

/**
 * Node rereads TZ when it is assigned, so the "browser" can be put in any zone; the set-up file's
 * vi.unstubAllEnvs puts the worker's own back after each test.
 */
const inZone = (zone: string) => {
  vi.stubEnv('TZ', zone);
};

describe("the reader's today is the browser's local date", () => {
  it('is a day ahead of UTC in Auckland and a day behind in Los Angeles', () => {
    inZone('Pacific/Auckland');
    expect(todayIso(LATE_THURSDAY_UTC)).toBe('2026-11-27');
    expect(localDay(LATE_THURSDAY_UTC)).toEqual({ year: 2026, month: 11, day: 27 });
    inZone('America/Los_Angeles');
    expect(todayIso(EARLY_FRIDAY_UTC)).toBe('2026-11-26');
    expect(localDay(EARLY_FRIDAY_UTC)).toEqual({ year: 2026, month: 11, day: 26 });
  });

  it('the next local midnight is counted in the local zone', () => {
    inZone('Pacific/Auckland');
    // 12:40 in Auckland: 11 h 20 min to midnight, plus the second of margin.
    expect(msToNextMidnight(new Date(LATE_THURSDAY_UTC))).toBe((11 * 60 + 20) * 60_000 + 1_000);
  });
});

describe('every request carries the Reader-Date header', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });

  it.each([
    ['Pacific/Auckland', LATE_THURSDAY_UTC, '2026-11-27'],
    ['America/Los_Angeles', EARLY_FRIDAY_UTC, '2026-11-26'],
  ])('in %s', async (zone, now, date) => {
    inZone(zone);
    vi.setSystemTime(now);
    const spy = mockApi({
      'GET /api/todays-card': { status: 200, body: {} },
      'POST /api/x': { status: 200 },
    });
    await api.get('/api/todays-card');
    await api.post('/api/x', {});
    for (const [, init] of spy.mock.calls) expect(init?.headers).toMatchObject({ 'Reader-Date': date });
  });
});
