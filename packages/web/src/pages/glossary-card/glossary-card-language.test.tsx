import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aGlossary } from '../../features/glossary/test-glossary';
import { cookieLanguage, rememberLanguage } from '../../i18n/choose-language';
import { applyLanguage } from '../../i18n/i18n';
import { aUser, type MockReply, mockApi, signedInAs } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

/** The server answers in the cookie's language: here only the Queen of Hearts' name differs. */
const glossaryInCookieLanguage: MockReply = () => {
  const glossary = aGlossary();
  const card = glossary.cards['Q♥'];
  if (card && cookieLanguage() === 'es') card.name = 'Reina de Corazones';
  return { status: 200, body: glossary };
};

const glossaryCalls = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls.filter(([input]) => String(input).includes('/api/card-relationships')).length;

function clearLanguageCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: the test undoes its own cookie.
  document.cookie = 'cardology_lang=; path=/; max-age=0';
}

// Issue 26: the glossary's answer is in the request's language, so a language switch must not show the cached
// answer of the other one.
describe('the glossary card page in the reader’s language', { timeout: 20_000 }, () => {
  afterEach(async () => {
    clearLanguageCookie();
    await act(() => applyLanguage('en'));
  });

  it('asks again in the new language when the reader switches, without a reload', async () => {
    const api = mockApi({
      'GET /api/me': signedInAs(aUser()),
      'GET /api/card-relationships': glossaryInCookieLanguage,
    });
    renderApp('/glossary/Q%E2%99%A5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Queen of Hearts' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Meaning' })).toBeInTheDocument();

    // What the picker does: the cookie first (every request carries it), then the screen.
    rememberLanguage('es');
    await act(() => applyLanguage('es'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Reina de Corazones' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Significado' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Cartas relacionadas' })).toBeInTheDocument();
    expect(glossaryCalls(api)).toBe(2);

    // Back to English: the English answer is still cached, nothing is asked again.
    rememberLanguage('en');
    await act(() => applyLanguage('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Queen of Hearts' })).toBeInTheDocument();
    expect(glossaryCalls(api)).toBe(2);
  });

  it('waits for the profile’s stored language rather than caching an answer in the other one', async () => {
    // The server answers in the profile's language (es) whatever the screen shows before the sync applies it.
    const api = mockApi({
      'GET /api/me': signedInAs(aUser({ language: 'es' })),
      'GET /api/card-relationships': () => {
        const glossary = aGlossary();
        const card = glossary.cards['Q♥'];
        if (card) card.name = 'Reina de Corazones';
        return { status: 200, body: glossary };
      },
    });
    renderApp('/glossary/Q%E2%99%A5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reina de Corazones' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Significado' })).toBeInTheDocument();
    // One request, made once the screen was Spanish too: no Spanish answer filed under English.
    expect(glossaryCalls(api)).toBe(1);
  });
});
