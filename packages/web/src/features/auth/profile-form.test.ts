import { describe, expect, it } from 'vitest';
import { contractText } from '../../i18n/i18n';
import { dateOrderOf } from '../../lib/birthdate-format';
import { computedAge, draftFrom, validateProfile } from './profile-form';

/** The errors as the form shows them: the contract's messages written (in English here), the birthdate's kind. */
function written(result: ReturnType<typeof validateProfile>) {
  if (result.ok) return result;
  const { birthdate, name, age } = result.errors;
  return {
    ok: false,
    errors: {
      ...(name ? { name: contractText(name) } : {}),
      ...(birthdate ? { birthdate } : {}),
      ...(age ? { age: contractText(age) } : {}),
    },
  };
}

/** English types month first (the product spec's MM/DD/YYYY), Spanish day first. */
const EN = dateOrderOf('en');
const ES = dateOrderOf('es');

/** 23 November 2026, noon UTC: the day the ages below are counted on. */
const NOW = Date.UTC(2026, 10, 23, 12);

const valid = { name: 'Ada', birthdate: '12/10/1815', age: '' };

describe('validateProfile', () => {
  it('accepts a name and a real MM/DD/YYYY birthdate, trimming and leaving age to the server', () => {
    expect(validateProfile({ name: ' Ada ', birthdate: ' 02/29/2000 ', age: '' }, EN)).toEqual({
      ok: true,
      value: { name: 'Ada', birthdate: '02/29/2000', age: null },
    });
  });

  it('reads a Spanish reader day first and sends the API its one format (MM/DD/YYYY)', () => {
    expect(validateProfile({ name: 'Ada', birthdate: '05/03/1990', age: '' }, ES)).toEqual({
      ok: true,
      value: { name: 'Ada', birthdate: '03/05/1990', age: null },
    });
  });

  it('names each field that is wrong at once, the birthdate by its kind of problem', () => {
    expect(written(validateProfile({ name: ' ', birthdate: '31/02/1990', age: '121' }, ES))).toEqual({
      ok: false,
      errors: {
        name: 'Please enter your name',
        birthdate: 'invalid',
        age: 'Please enter an age between 0 and 120',
      },
    });
  });

  it.each([
    [{ ...valid, name: '  ' }, 'name', 'Please enter your name'],
    [{ ...valid, birthdate: '' }, 'birthdate', 'required'],
    [{ ...valid, birthdate: '1815-12-10' }, 'birthdate', 'invalid'],
    [{ ...valid, birthdate: '13/01/2000' }, 'birthdate', 'invalid'],
    [{ ...valid, birthdate: '02/30/2001' }, 'birthdate', 'invalid'],
    [{ ...valid, birthdate: '02/29/2001' }, 'birthdate', 'invalid'],
    [{ ...valid, birthdate: '02/28/01' }, 'birthdate', 'invalid'],
    [{ ...valid, age: '121' }, 'age', 'Please enter an age between 0 and 120'],
    [{ ...valid, age: '-1' }, 'age', 'Please enter an age between 0 and 120'],
    [{ ...valid, age: '30.5' }, 'age', 'Please enter an age between 0 and 120'],
  ])('rejects %o: %s → %s', (draft, field, message) => {
    expect(written(validateProfile(draft, EN))).toEqual({ ok: false, errors: { [field]: message } });
  });

  it.each([
    ['11/23/2026', '0'],
    ['11/23/1906', '120'],
    ['05/17/1990', '36'],
  ])('accepts %s with the age it gives, %s', (birthdate, age) => {
    expect(validateProfile({ ...valid, birthdate, age }, EN, NOW)).toMatchObject({
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
    expect(written(validateProfile({ ...valid, birthdate, age }, EN, NOW))).toEqual({
      ok: false,
      errors: {
        age: `Your birthdate makes you ${actual}, not ${age}. Leave the age empty to count it from your birthdate.`,
      },
    });
  });
});

describe('computedAge', () => {
  it('counts the age of a valid birthdate on the day, and none for an unfinished one', () => {
    expect(computedAge('05/17/1990', EN, NOW)).toBe(36);
    expect(computedAge('05/17/1980', EN, NOW)).toBe(46);
    expect(computedAge('17/05/1980', ES, NOW)).toBe(46);
    expect(computedAge('05/17/19', EN, NOW)).toBeNull();
    expect(computedAge('', EN, NOW)).toBeNull();
  });
});

describe('draftFrom', () => {
  it('shows an ISO birthdate as MM/DD/YYYY and leaves the age empty', () => {
    expect(draftFrom({ name: 'Ada', birthdate: '1815-12-10' }, EN)).toEqual({
      name: 'Ada',
      birthdate: '12/10/1815',
      age: '',
    });
  });

  it("shows the API's MM/DD/YYYY in the reader's order", () => {
    expect(draftFrom({ name: 'Ada', birthdate: '03/05/1990' }, ES).birthdate).toBe('05/03/1990');
    expect(draftFrom({ name: 'Ada', birthdate: '03/05/1990' }, EN).birthdate).toBe('03/05/1990');
    expect(draftFrom({ name: 'Ada', birthdate: null }, ES).birthdate).toBe('');
  });

  it('never copies the reported age into the field, so a save cannot pin it', () => {
    const reported = { name: 'Ada', birthdate: '05/17/1990', age: 36 };
    expect(draftFrom(reported, EN).age).toBe('');
  });
});
