// Reading dates in the language shown (issue 26): English keeps the product's date-fns patterns, Spanish and
// Portuguese are written by Intl.
import { describe, expect, it } from 'vitest';
import { formatDay } from './format';

describe('formatDay', () => {
  it('keeps the English patterns', () => {
    expect(formatDay('2025-05-17', undefined, 'en')).toBe('May 17, 2025');
    expect(formatDay('2025-05-17', 'EEEE, MMMM d, yyyy', 'en')).toBe('Saturday, May 17, 2025');
  });

  it('writes Spanish and Portuguese days by Intl', () => {
    expect(formatDay('2025-05-17', undefined, 'es')).toBe('17 may 2025');
    expect(formatDay('2025-05-17', 'EEEE, MMMM d, yyyy', 'es')).toBe('sábado, 17 de mayo de 2025');
    expect(formatDay('2025-05-17', 'EEEE, MMMM d, yyyy', 'pt-BR')).toBe('sábado, 17 de maio de 2025');
  });

  it('gives back text that is no date', () => {
    expect(formatDay('not a date', undefined, 'es')).toBe('not a date');
  });
});
