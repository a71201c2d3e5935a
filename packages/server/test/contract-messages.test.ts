import { findMessage, MESSAGE_CATALOGS, translateMessage } from '@cardology/contract/messages/translate';
import { CONNECTION_NOT_FOUND } from '@cardology/contract/people';
import { apiRateLimitMessage, signInCooldownMessage } from '@cardology/contract/rate-limits';
import { describe, expect, it } from 'vitest';

describe('translateMessage', () => {
  it('finds a constant by its English text and writes it in the language', () => {
    expect(translateMessage('es', CONNECTION_NOT_FOUND)).toBe('No encontramos a esta persona.');
    expect(translateMessage('en', CONNECTION_NOT_FOUND)).toBe(CONNECTION_NOT_FOUND);
  });

  it('recovers a template’s values from the English and translates values that are messages too', () => {
    expect(findMessage(apiRateLimitMessage(120))).toEqual({
      key: 'API_RATE_LIMIT',
      vars: { wait: '2 minutes' },
    });
    expect(translateMessage('es', apiRateLimitMessage(120))).toBe(
      'Demasiadas solicitudes. Espera 2 minutos y vuelve a intentarlo.',
    );
    expect(translateMessage('pt-BR', apiRateLimitMessage(30))).toBe(
      'Solicitações demais. Aguarde um minuto e tente de novo.',
    );
  });

  it('takes a key with values', () => {
    expect(translateMessage('pt-BR', 'REMINDER_TITLE', { card: 'Sete de Copas' })).toBe(
      'Sua carta de hoje: Sete de Copas',
    );
  });

  it('answers a text the contract does not hold unchanged', () => {
    expect(translateMessage('es', 'Something else entirely.')).toBe('Something else entirely.');
  });

  it('falls back to English, never the key, and says so', () => {
    const es = MESSAGE_CATALOGS.es as Record<string, string>;
    const kept = es.SIGN_IN_COOLDOWN as string;
    delete es.SIGN_IN_COOLDOWN;
    try {
      const missing: string[] = [];
      expect(
        translateMessage('es', signInCooldownMessage(60), undefined, (l, k) => missing.push(`${l}:${k}`)),
      ).toBe('Too many sign-in attempts. Please wait un minuto and try again.');
      expect(missing).toEqual(['es:SIGN_IN_COOLDOWN']);
    } finally {
      es.SIGN_IN_COOLDOWN = kept;
    }
  });
});
