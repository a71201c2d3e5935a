import { describe, expect, it } from 'vitest';
import { zoneToReport } from './time-zone';

describe('zoneToReport (when the browser tells the profile its zone)', () => {
  it('reports the zone of a profile that has none (a new account)', () => {
    expect(zoneToReport(null, 'Pacific/Auckland', null)).toBe('Pacific/Auckland');
    expect(zoneToReport(null, 'Pacific/Auckland', 'Pacific/Auckland')).toBe('Pacific/Auckland');
  });

  it('reports a move: the browser is in a zone other than the one it detected last', () => {
    expect(zoneToReport('Europe/London', 'America/New_York', 'Europe/London')).toBe('America/New_York');
  });

  it('reports from a new device whose zone differs from the profile', () => {
    expect(zoneToReport('Europe/London', 'Asia/Tokyo', null)).toBe('Asia/Tokyo');
  });

  it('keeps a zone chosen by hand while the device stays where it was', () => {
    expect(zoneToReport('Asia/Kolkata', 'Europe/London', 'Europe/London')).toBeNull();
  });

  it('says nothing when the zones agree or the browser does not tell its zone', () => {
    expect(zoneToReport('Europe/London', 'Europe/London', null)).toBeNull();
    expect(zoneToReport(null, null, null)).toBeNull();
  });
});
