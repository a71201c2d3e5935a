import { newPasswordProblem } from '@cardology/contract/password';
import { newPassword } from '@cardology/contract/password-wire';
import fc from 'fast-check';
import { expect, it } from 'vitest';

// The forms check a new password with plain code (so /login loads no zod) and the schemas with zod: both
// must say the same about every password (the same message's key).
it('the forms and the schemas agree on every new password', () => {
  fc.assert(
    fc.property(
      fc.oneof(fc.string({ maxLength: 12 }), fc.string({ minLength: 120, maxLength: 140 })),
      (text) => {
        const parsed = newPassword.safeParse(text);
        expect(newPasswordProblem(text, text)).toBe(parsed.success ? null : parsed.error.issues[0]?.message);
      },
    ),
    { numRuns: 500 },
  );
  expect(newPasswordProblem('long enough', 'long enougH')).toBe('PASSWORDS_DO_NOT_MATCH');
});
