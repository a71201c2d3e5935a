import { message } from '@cardology/contract/message';
import { MESSAGE_CATALOGS, messageText, textOf } from '@cardology/contract/messages/translate';
import { apiRateLimitMessage, signInCooldownMessage, waitPhrase } from '@cardology/contract/rate-limits';
import { describe, expect, it } from 'vitest';

describe('messageText: a message by its key, in a language', () => {
  it('writes a key in each language, English one catalog among the others', () => {
    expect(messageText('es', 'CONNECTION_NOT_FOUND')).toBe('No encontramos a esta persona.');
    expect(messageText('en', 'CONNECTION_NOT_FOUND')).toBe('Connection not found.');
  });

  it('writes values that are messages themselves in the same language', () => {
    expect(textOf('en', apiRateLimitMessage(120))).toBe(
      'Too many requests. Please wait 2 minutes and try again.',
    );
    expect(textOf('es', apiRateLimitMessage(120))).toBe(
      'Demasiadas solicitudes. Espera 2 minutos y vuelve a intentarlo.',
    );
    expect(textOf('pt-BR', apiRateLimitMessage(30))).toBe(
      'Muitas solicitações. Aguarde um minuto e tente de novo.',
    );
  });

  it('takes plural forms from Intl.PluralRules (i18next’s _one, _many, _other)', () => {
    expect([1, 2, 60].map((minutes) => textOf('en', waitPhrase(minutes * 60)))).toEqual([
      'a minute',
      '2 minutes',
      '60 minutes',
    ]);
    expect(textOf('es', waitPhrase(60))).toBe('un minuto');
    expect(textOf('pt-BR', waitPhrase(121))).toBe('3 minutos');
    // es and pt-BR have a `many` form (a million and its multiples): the catalog's own, not `other`'s.
    expect(messageText('es', 'WAIT_MINUTES', { count: 1_000_000 })).toBe('1000000 de minutos');
  });

  it('takes a key with values, and a value named like an i18next option is only a value', () => {
    expect(messageText('pt-BR', 'REMINDER_TITLE', { card: 'Sete de Copas' })).toBe(
      'Sua carta de hoje: Sete de Copas',
    );
    expect(messageText('en', 'REMINDER_BODY', { title: 'The Lover', context: 'Day 3.' })).toBe(
      'The Lover. Day 3.',
    );
  });

  it('falls back to English, never the key, and says so', () => {
    const es = MESSAGE_CATALOGS.es as Record<string, string>;
    const kept = es.SIGN_IN_COOLDOWN as string;
    delete es.SIGN_IN_COOLDOWN;
    try {
      const missing: string[] = [];
      expect(
        textOf('es', signInCooldownMessage(60), (language, key) => missing.push(`${language}:${key}`)),
      ).toBe('Too many sign-in attempts. Please wait un minuto and try again.');
      expect(missing).toEqual(['es:SIGN_IN_COOLDOWN']);
    } finally {
      es.SIGN_IN_COOLDOWN = kept;
    }
  });

  it('writes the engine’s refusals the readings answer with, by their keys', () => {
    expect(messageText('pt-BR', 'JOKER_ERROR')).toBe('O Curinga (31 de dezembro) não tem lugar nas tiragens');
    expect(messageText('es', 'AGE_ERROR')).toBe('La edad debe ser un número entero de 0 a 120');
  });

  it('writes the suspension notice in the reader’s language', () => {
    const until = message('ACCOUNT_SUSPENDED_UNTIL', { until: '2026-12-01 14:05 UTC' });
    expect(textOf('es', until)).toBe(
      'Esta cuenta está suspendida hasta el 2026-12-01 14:05 UTC. Ponte en contacto con el administrador del sitio.',
    );
    expect(textOf('en', until)).toBe(
      'This account is suspended until 2026-12-01 14:05 UTC. Please contact the site’s administrator.',
    );
  });
});
