import { describe, expect, it } from 'vitest';
import { draftFrom, validateProfile } from './profile-form';

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

  it.each(['0', '120'])('accepts age %s', (age) => {
    expect(validateProfile({ ...valid, age })).toMatchObject({ ok: true, value: { age: Number(age) } });
  });
});

describe('draftFrom', () => {
  it('shows an ISO birthdate as MM/DD/YYYY and an absent age as empty', () => {
    expect(draftFrom({ name: 'Ada', birthdate: '1815-12-10', age: null })).toEqual({
      name: 'Ada',
      birthdate: '12/10/1815',
      age: '',
    });
  });
});
