import { HOME } from '@cardology/engine/texts/locales/es/pages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieLanguage, navigatorLanguage } from './choose-language';
import { applyLanguage, i18n } from './i18n';

describe('the web i18n', () => {
  afterEach(async () => {
    await applyLanguage('en');
    vi.restoreAllMocks();
  });

  it('switches language without a reload and sets <html lang>', async () => {
    await applyLanguage('es');
    expect(i18n.t('shell.menu.home')).toBe('Inicio');
    expect(document.documentElement.lang).toBe('es');
    // The home introduction is the engine's hand-written catalog, not a copy.
    expect(i18n.t('home.intro.heading')).toBe(HOME.heading);
    await applyLanguage('pt-BR');
    expect(i18n.t('shell.menu.home')).toBe('Início');
    expect(document.documentElement.lang).toBe('pt-BR');
  });

  it('shows English, logged once, for a key a language lacks, never the raw key', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await applyLanguage('es');
    i18n.removeResourceBundle('es', 'translation');
    i18n.addResourceBundle('es', 'translation', { shell: { menu: { home: 'Inicio' } } });
    expect(i18n.t('shell.menu.logout')).toBe('Logout');
    // A key no language has: blank, not 'shell.nothing', and one warning however often it is asked.
    const unknown = 'shell.nothing' as 'shell.menu.home';
    expect(i18n.t(unknown)).toBe('');
    expect(i18n.t(unknown)).toBe('');
    expect(warn.mock.calls.filter(([message]) => String(message).includes('shell.nothing'))).toHaveLength(1);
    // Put the real Spanish back for the other tests.
    i18n.removeResourceBundle('es', 'translation');
  });

  it('reads an unknown code in the cookie or the browser as none', () => {
    expect(cookieLanguage('a=1; cardology_lang=pt-BR')).toBe('pt-BR');
    expect(cookieLanguage('cardology_lang=xx')).toBeNull();
    expect(cookieLanguage('')).toBeNull();
    expect(navigatorLanguage(['fr-FR', 'es-MX', 'en'])).toBe('es');
    expect(navigatorLanguage(['fr', 'de'])).toBeNull();
  });
});
