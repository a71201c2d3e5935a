import { describe, expect, it } from 'vitest';
import { assistantRequestOf } from './hand-off-request';
import { pairHandOff } from './pair-hand-off';

describe('the pair page’s hand-off to the assistant', () => {
  it('becomes a pair request of the two refs only', () => {
    expect(assistantRequestOf(pairHandOff('me', 'person-maya'))).toEqual({
      spreadType: 'pair',
      a: 'me',
      b: 'person-maya',
    });
  });

  it.each([
    null,
    'pair',
    { pair: null },
    { pair: { a: 'me' } },
    { pair: { a: 'me', b: 7 } },
    { pair: { a: '', b: 'person-maya' } },
  ])('is no context at all when the state is %j', (state) => {
    expect(assistantRequestOf(state)).toBeNull();
  });
});
