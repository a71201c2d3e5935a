import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { contractText, decorateContractTexts, i18n } from './i18n';
import { PSEUDO_LANGUAGE_FLAG, pseudoLanguageAsked } from './pseudo-flag';
import { pseudoText, switchOnPseudoLanguage } from './pseudo-language';

/** A fresh i18next with the pseudo-language on, as main.tsx switches it on for a test's page. */
function pseudoInstance(texts: Record<string, string>) {
  const instance = i18next.createInstance();
  void instance.init({
    lng: 'en',
    resources: { en: { translation: texts } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  switchOnPseudoLanguage(instance, () => {});
  // The app's keys are typed (i18next.d.ts); this instance has its own, so t() is called untyped.
  const translate = instance.t as unknown as (key: string, options?: object) => string;
  return { t: (key: string, options?: object) => translate(key, options) };
}

const letters = (text: string) => text.replace(/[^\p{L}]/gu, '');

describe('the pseudo-language (decision 045)', () => {
  it('lengthens a text by about 40%, its letters accented inside brackets', () => {
    const t = pseudoInstance({
      welcome: 'Welcome Back',
      long: 'Choose the person whose cards you want to read.',
    });
    const welcome = t.t('welcome');
    expect(welcome).toMatch(/^\[Ŵéļçöɱé ßåçķ [· ]+\]$/);
    const long = t.t('long');
    expect(long.length).toBeGreaterThanOrEqual(
      Math.ceil('Choose the person whose cards you want to read.'.length * 1.4),
    );
    expect(long).not.toMatch(/[a-z]/);
    // The padding is short words, so a long text can still wrap.
    expect(long).not.toMatch(/·{6}/);
  });

  it('keeps the values filled into placeholders and the <1>tags</1> byte for byte', () => {
    const t = pseudoInstance({
      signedIn: "You're signed in as <1>{{email}}</1>. Taking you home…",
      edit: 'Edit <1>the note of {{day}}</1>',
      count_one: '{{count}} credit',
      count_other: '{{count}} credits',
    });
    const signedIn = t.t('signedIn', { email: 'ada@example.com' });
    expect(signedIn).toContain('<1>ada@example.com</1>');
    expect(signedIn.startsWith("[Ýöû'ŕé šîĝñéð îñ åš <1>")).toBe(true);
    const edit = t.t('edit', { day: 'May 17' });
    expect(edit).toMatch(/^\[Éðîţ <1>ţĥé ñöţé öƒ May 17<\/1> [· ]+\]$/);
    // Only the catalog's words grow: a long value filled in adds no padding (names are not translated).
    const padding = (text: string) => text.length - text.lastIndexOf('</1>');
    expect(padding(t.t('edit', { day: 'Friday, November 27, 2026' }))).toBe(padding(edit));
    expect(t.t('count', { count: 12 })).toMatch(/^\[12 çŕéðîţš [· ]+\]$/);
  });

  it('leaves an empty text empty', () => {
    expect(pseudoText('')).toBe('');
    expect(pseudoText('   ')).toBe('   ');
  });

  it('reaches the contract messages the web shows itself (contractText)', () => {
    expect(contractText('FILL_IN_ALL_FIELDS')).toBe('Please fill in all fields');
    decorateContractTexts(pseudoText);
    try {
      expect(contractText('FILL_IN_ALL_FIELDS')).toMatch(/^\[Þļéåšé ƒîļļ îñ åļļ ƒîéļðš [· ]+\]$/);
    } finally {
      decorateContractTexts((text) => text);
    }
  });

  it('is switched on only by the test flag, and the app instance is plain without it', () => {
    expect(pseudoLanguageAsked({ getItem: () => null })).toBe(false);
    expect(pseudoLanguageAsked({ getItem: (key) => (key === PSEUDO_LANGUAGE_FLAG ? 'on' : null) })).toBe(
      true,
    );
    expect(
      pseudoLanguageAsked({
        getItem: () => {
          throw new Error('blocked');
        },
      }),
    ).toBe(false);
    expect(letters(i18n.t('shell.menu.home'))).toBe('Home');
  });
});
