import { describe, expect, it } from 'vitest';
import { computedAge, draftFrom, validateProfile } from './profile-form';

/** 23 November 2026, noon UTC: the day the ages below are counted on. */
const NOW = Date.UTC(2026, 10, 23, 12);

const valid = { name: 'Ada', birthdate: '12/10/1815', age: '' };

describe('validateProfile', () => {
  it('accepts a name and a real MM/DD/YYYY birthdate, trimming and leaving age to the server', () => {
    expect(validateProfile({ name: ' Ada ', birthdate: ' 02/29/2000 ', age: '' })).toEqual({
      ok: true,
      value: { name: 'Ada', birthdate: '02/29/2000', age: null },
    });
  });

  it.each([
    [{ ...valid, name: '  ' }, 'name', 'Please enter your name'],
    [{ ...valid, birthdate: '' }, 'birthdate', 'Please enter your birthdate'],
    [
      { ...valid, birthdate: '1815-12-10' },
      'birthdate',
      'Please enter a valid birthdate in MM/DD/YYYY format',
    ],
    [
      { ...valid, birthdate: '13/01/2000' },
      'birthdate',
      'Please enter a valid birthdate in MM/DD/YYYY format',
    ],
    [
      { ...valid, birthdate: '02/30/2001' },
      'birthdate',
      'Please enter a valid birthdate in MM/DD/YYYY format',
    ],
    [
      { ...valid, birthdate: '02/29/2001' },
      'birthdate',
      'Please enter a valid birthdate in MM/DD/YYYY format',
    ],
    [{ ...valid, age: '121' }, 'age', 'Please enter an age between 0 and 120'],
    [{ ...valid, age: '-1' }, 'age', 'Please enter an age between 0 and 120'],
    [{ ...valid, age: '30.5' }, 'age', 'Please enter an age between 0 and 120'],
  ])('rejects %o: %s → %s', (draft, field, message) => {
    expect(validateProfile(draft)).toEqual({ ok: false, errors: { [field]: message } });
  });

  it.each([
    ['11/23/2026', '0'],
    ['11/23/1906', '120'],
    ['05/17/1990', '36'],
  ])('accepts %s with the age it gives, %s', (birthdate, age) => {
    expect(validateProfile({ ...valid, birthdate, age }, NOW)).toMatchObject({
      ok: true,
      value: { age: Number(age) },
    });
  });

  it.each([
    ['05/17/1980', '36', 46],
    ['11/23/1906', '0', 120],
    ['11/23/2026', '120', 0],
    ['11/24/1990', '36', 35],
  ])('refuses %s with age %s, naming the real age %i', (birthdate, age, actual) => {
    expect(validateProfile({ ...valid, birthdate, age }, NOW)).toEqual({
      ok: false,
      errors: {
        age: `Your birthdate makes you ${actual}, not ${age}. Leave the age empty to count it from your birthdate.`,
      },
    });
  });
});

describe('computedAge', () => {
  it('counts the age of a valid birthdate on the day, and none for an unfinished one', () => {
    expect(computedAge('05/17/1990', NOW)).toBe(36);
    expect(computedAge('05/17/1980', NOW)).toBe(46);
    expect(computedAge('05/17/19', NOW)).toBeNull();
    expect(computedAge('', NOW)).toBeNull();
  });
});

describe('draftFrom', () => {
  it('shows an ISO birthdate as MM/DD/YYYY and leaves the age empty', () => {
    expect(draftFrom({ name: 'Ada', birthdate: '1815-12-10' })).toEqual({
      name: 'Ada',
      birthdate: '12/10/1815',
      age: '',
    });
  });

  it('never copies the reported age into the field, so a save cannot pin it', () => {
    const reported = { name: 'Ada', birthdate: '05/17/1990', age: 36 };
    expect(draftFrom(reported).age).toBe('');
  });
});
