import { ES_MESSAGES } from '@cardology/contract/messages/es';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../i18n/i18n';
import { aUser, mockApi, sentBody, signedInAs, signedOut } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

function clearLanguageCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: the test undoes the picker's own cookie.
  document.cookie = 'cardology_lang=; path=/; max-age=0';
}

describe('the language picker', () => {
  afterEach(async () => {
    clearLanguageCookie();
    await act(() => applyLanguage('en'));
  });

  it('on /login switches the page to Spanish at once and keeps the choice in the cookie', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = mockApi({ 'GET /api/me': signedOut });
    renderApp('/login');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await user.selectOptions(await screen.findByLabelText('Language'), 'es');

    expect(await screen.findByRole('heading', { name: 'Qué bueno verte de nuevo' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(document.cookie).toContain('cardology_lang=es');
    // A message the contract owns, in Spanish from the contract's own catalog.
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText(ES_MESSAGES.FILL_IN_ALL_FIELDS)).toBeInTheDocument();
    // A visitor has no profile to save it to.
    expect(api.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('on /profile saves the choice to the profile', async () => {
    const api = mockApi({
      'GET /api/me': signedInAs(aUser({ language: null })),
      'PATCH /api/me': { status: 200, body: aUser({ language: 'pt-BR' }) },
    });
    const user = userEvent.setup();
    renderApp('/profile');
    await user.selectOptions(await screen.findByLabelText('Language'), 'pt-BR');

    expect(await screen.findByRole('heading', { name: 'Seu perfil' })).toBeInTheDocument();
    await waitFor(() => expect(sentBody(api, 'PATCH', '/api/me')).toEqual({ language: 'pt-BR' }));
    expect(document.documentElement.lang).toBe('pt-BR');
  });

  it("follows the profile's stored language once signed in", async () => {
    mockApi({ 'GET /api/me': signedInAs(aUser({ language: 'es' })) });
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Tu perfil' })).toBeInTheDocument();
    expect(document.cookie).toContain('cardology_lang=es');
  });
});
