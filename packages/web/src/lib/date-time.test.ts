import { describe, expect, it } from 'vitest';
import { localDateTime } from './date-time';

describe('localDateTime', () => {
  const instant = new Date(2025, 4, 17, 14, 5).toISOString();

  it("keeps the product's English pattern", () => {
    expect(localDateTime(instant, 'en')).toBe('May 17, 2025 - 2:05 PM');
  });

  it('writes Spanish and Portuguese in their own order and words', () => {
    expect(localDateTime(instant, 'es')).toMatch(/^17 may 2025, 14:05$/);
    expect(localDateTime(instant, 'pt-BR')).toMatch(/^17 de mai\.? de 2025,? 14:05$/);
  });

  it('is empty for text that is no instant', () => {
    expect(localDateTime('soon', 'es')).toBe('');
  });
});
