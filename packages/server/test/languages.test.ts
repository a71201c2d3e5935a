import { chooseLanguage, languageOfAcceptLanguage, supportedLanguage } from '@cardology/contract/languages';
import { describe, expect, it } from 'vitest';

describe('the request language (issue 26)', () => {
  it('reads supported codes in any case and region, and nothing else', () => {
    expect(supportedLanguage('ES-mx')).toBe('es');
    expect(supportedLanguage('pt')).toBe('pt-BR');
    expect(supportedLanguage('pt-PT')).toBe('pt-BR');
    expect(supportedLanguage('en-GB')).toBe('en');
    expect(supportedLanguage('fr')).toBeNull();
    expect(supportedLanguage('esperanto')).toBeNull();
    expect(supportedLanguage('')).toBeNull();
  });

  it('takes Accept-Language by weight, then order, skipping what is not spoken here', () => {
    expect(languageOfAcceptLanguage('fr-CA, pt-BR;q=0.8, es;q=0.9')).toBe('es');
    expect(languageOfAcceptLanguage('de, fr;q=0.9')).toBeNull();
    expect(languageOfAcceptLanguage('es;q=0, en;q=0.5')).toBe('en');
    expect(languageOfAcceptLanguage('es;q=abc, pt')).toBe('pt-BR');
  });

  it('prefers the profile, then the cookie, then the header; an unknown code is English, never an error', () => {
    expect(chooseLanguage({ profile: 'pt-BR', cookie: 'es', acceptLanguage: 'en' })).toBe('pt-BR');
    expect(chooseLanguage({ profile: 'xx', cookie: 'es', acceptLanguage: 'en' })).toBe('es');
    expect(chooseLanguage({ cookie: '<script>', acceptLanguage: 'pt-BR' })).toBe('pt-BR');
    expect(chooseLanguage({ acceptLanguage: 'zz;q=1' })).toBe('en');
    expect(chooseLanguage({})).toBe('en');
  });
});
