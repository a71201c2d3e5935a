import { describe, expect, it } from 'vitest';
import { birthdate, isoDate } from './support/inputs.js';
import { section } from './support/vectors.js';

// The helpers' only branches are their refusals: a test that misspells its own input or names a vector
// section that does not exist stops with the reason, instead of running on an undefined value.
describe('test support', () => {
  it('refuses a date the test misspelled', () => {
    expect(isoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(() => isoDate('2023-02-29')).toThrow(/^Test date 2023-02-29: /);
    expect(() => birthdate('02/30/1990')).toThrow(/^Test birthdate 02\/30\/1990: /);
  });

  it('refuses a vector section that does not exist', () => {
    expect(() => section('no_such_section')).toThrow('No vectors for no_such_section');
  });
});
