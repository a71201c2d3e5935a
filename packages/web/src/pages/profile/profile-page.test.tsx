import { TIME_ZONE_INVALID } from '@cardology/contract/time-zone';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../i18n/i18n';
import { aUser, mockApi, sentBody, signedInAs } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

async function openProfile(user = aUser()) {
  const api = mockApi({
    'GET /api/me': signedInAs(user),
    'PATCH /api/me': (body) => ({ status: 200, body: { ...user, ...(body as object) } }),
  });
  const view = renderApp('/profile');
  await screen.findByRole('heading', { level: 1, name: 'Your Profile' });
  return { ...view, api, events: userEvent.setup() };
}

describe('profile page', () => {
  it('shows the stored profile, the read-only email and the account status', async () => {
    await openProfile(aUser({ isPremium: true, tts_credits: 42 }));
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Birthdate')).toHaveValue('12/10/1815');
    expect(screen.getByLabelText('Birthdate')).toHaveAttribute('placeholder', 'MM/DD/YYYY');
    expect(screen.getByLabelText('Age (optional)')).toHaveValue(null);
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    const account = screen.getByRole('region', { name: 'Account' });
    expect(within(account).getByText('Premium')).toBeInTheDocument();
    expect(within(account).getByText('42')).toBeInTheDocument();
  });

  it('shows each validation message beside its field and sends nothing', async () => {
    const { api, events } = await openProfile();
    await events.clear(screen.getByLabelText('Name'));
    await events.clear(screen.getByLabelText('Birthdate'));
    await events.clear(screen.getByLabelText('Age (optional)'));
    await events.type(screen.getByLabelText('Age (optional)'), '121');
    await events.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your birthdate')).toBeInTheDocument();
    expect(screen.getByText('Please enter an age between 0 and 120')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');

    await events.type(screen.getByLabelText('Birthdate'), '1990-04-01');
    await events.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(
      await screen.findByText('Please enter a valid birthdate in MM/DD/YYYY format'),
    ).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('saves with PATCH /api/me and confirms', async () => {
    const { api, events } = await openProfile();
    await events.clear(screen.getByLabelText('Name'));
    await events.type(screen.getByLabelText('Name'), 'Ada King');
    await events.clear(screen.getByLabelText('Birthdate'));
    await events.type(screen.getByLabelText('Birthdate'), '12/10/1815');
    await events.clear(screen.getByLabelText('Age (optional)'));
    await events.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(sentBody(api, 'PATCH', '/api/me')).toEqual({
      name: 'Ada King',
      birthdate: '12/10/1815',
      age: null,
    });
  });

  it("shows the server's error when saving fails", async () => {
    mockApi({
      'GET /api/me': signedInAs(aUser()),
      'PATCH /api/me': { status: 400, body: { error: 'Birthdate cannot be in the future' } },
    });
    renderApp('/profile');
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Birthdate cannot be in the future');
  });

  describe('the age', () => {
    afterEach(() => vi.useRealTimers());
    /** Only Date is faked: 23 November 2026, so the ages below are known. */
    const onNovember23 = () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(Date.UTC(2026, 10, 23, 12)));
    };

    it('shows the age the birthdate gives as a hint, never as a value, and follows the birthdate', async () => {
      onNovember23();
      const { events } = await openProfile(aUser({ birthdate: '05/17/1990', age: 36 }));
      const age = screen.getByLabelText('Age (optional)');
      expect(age).toHaveValue(null);
      expect(age).toHaveAttribute('placeholder', '36');
      expect(screen.getByText('Leave empty to count it from your birthdate (36).')).toBeInTheDocument();

      await events.clear(screen.getByLabelText('Birthdate'));
      await events.type(screen.getByLabelText('Birthdate'), '05/17/1980');
      expect(age).toHaveAttribute('placeholder', '46');
    });

    it('saves a changed birthdate without the old age, and the field stays empty after each save', async () => {
      onNovember23();
      let stored = aUser({ birthdate: '05/17/1990', age: 36 });
      const api = mockApi({
        'GET /api/me': () => signedInAs(stored),
        'PATCH /api/me': (body) => {
          const { birthdate } = body as { birthdate: string };
          stored = { ...stored, birthdate, age: birthdate === '05/17/1980' ? 46 : 36 };
          return { status: 200, body: stored };
        },
      });
      renderApp('/profile');
      const events = userEvent.setup();
      const save = await screen.findByRole('button', { name: 'Save Profile' });
      await events.click(save);
      await screen.findByText('Profile updated successfully');
      expect(screen.getByLabelText('Age (optional)')).toHaveValue(null);

      await events.clear(screen.getByLabelText('Birthdate'));
      await events.type(screen.getByLabelText('Birthdate'), '05/17/1980');
      await events.click(save);
      await waitFor(() =>
        expect(api.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toHaveLength(2),
      );
      const bodies = api.mock.calls
        .filter(([, init]) => init?.method === 'PATCH')
        .map(([, init]) => JSON.parse(String(init?.body)) as { age: unknown });
      expect(bodies.map((body) => body.age)).toEqual([null, null]);
      await waitFor(() =>
        expect(screen.getByLabelText('Age (optional)')).toHaveAttribute('placeholder', '46'),
      );
      expect(screen.getByLabelText('Age (optional)')).toHaveValue(null);
    });

    it('refuses an age the birthdate contradicts beside the field, and sends nothing', async () => {
      onNovember23();
      const { api, events } = await openProfile(aUser({ birthdate: '05/17/1990', age: 36 }));
      await events.type(screen.getByLabelText('Age (optional)'), '40');
      await events.click(screen.getByRole('button', { name: 'Save Profile' }));
      expect(
        await screen.findByText(
          'Your birthdate makes you 36, not 40. Leave the age empty to count it from your birthdate.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('Age (optional)')).toHaveAttribute('aria-invalid', 'true');
      expect(api.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
    });
  });

  it('logs out to /login with a toast', async () => {
    const { router, events } = await openProfile();
    mockApi({ 'GET /api/me': signedInAs(aUser()), 'POST /api/auth/sign-out': { status: 200, body: {} } });
    await events.click(within(screen.getByRole('main')).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('profile page: time zone', () => {
  it('shows the stored zone and saves a chosen one alone with PATCH /api/me', async () => {
    const { api, events } = await openProfile(aUser({ timeZone: 'Europe/London' }));
    const field = screen.getByLabelText('Your time zone');
    expect(field).toHaveValue('Europe/London');
    await events.clear(field);
    await events.type(field, 'Pacific/Auckland');
    await events.click(screen.getByRole('button', { name: 'Save Time Zone' }));
    await waitFor(() => expect(sentBody(api, 'PATCH', '/api/me')).toEqual({ timeZone: 'Pacific/Auckland' }));
    expect(await screen.findByText('Time zone saved')).toBeInTheDocument();
  });

  it('offers the zones the browser knows as suggestions once the field is used', async () => {
    const { events } = await openProfile();
    await events.click(screen.getByLabelText('Your time zone'));
    const list = document.getElementById(screen.getByLabelText('Your time zone').getAttribute('list') ?? '');
    const values = [...(list?.querySelectorAll('option') ?? [])].map((option) => option.value);
    expect(values).toContain('Pacific/Auckland');
    expect(values).toContain('America/Los_Angeles');
  });

  it('refuses an unknown zone in plain words and sends nothing', async () => {
    const { api, events } = await openProfile();
    const field = screen.getByLabelText('Your time zone');
    await events.clear(field);
    await events.type(field, 'Mars/Olympus');
    await events.click(screen.getByRole('button', { name: 'Save Time Zone' }));
    expect(await screen.findByText(TIME_ZONE_INVALID)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });
});

// Issue 32: the birthdate typed in the order of the reader's language, read back in words, sent in the API's one format.
describe('profile page: the birthdate in the reader’s language', () => {
  afterEach(async () => {
    await act(() => applyLanguage('en'));
  });

  async function openIn(language: 'es' | 'pt-BR', heading: string) {
    await act(() => applyLanguage(language));
    const api = mockApi({
      'GET /api/me': signedInAs(aUser({ language })),
      'PATCH /api/me': (body) => ({ status: 200, body: { ...aUser({ language }), ...(body as object) } }),
    });
    renderApp('/profile');
    await screen.findByRole('heading', { level: 1, name: heading });
    return { api, events: userEvent.setup() };
  }

  it('es: shows the stored date day first, reads 05/03/1990 as 5 March and sends 03/05/1990', async () => {
    const { api, events } = await openIn('es', 'Tu perfil');
    const field = screen.getByLabelText('Fecha de nacimiento');
    expect(field).toHaveValue('10/12/1815');
    expect(field).toHaveAttribute('placeholder', 'DD/MM/AAAA');
    expect(screen.getByText('Lo entendemos como el 10 de diciembre de 1815.')).toBeInTheDocument();
    await events.clear(field);
    await events.type(field, '05/03/1990');
    expect(screen.getByText('Lo entendemos como el 5 de marzo de 1990.')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Guardar perfil' }));
    await waitFor(() =>
      expect(sentBody(api, 'PATCH', '/api/me')).toEqual({
        name: 'Ada Lovelace',
        birthdate: '03/05/1990',
        age: null,
      }),
    );
  });

  it('es: refuses a day February lacks, in Spanish, naming the order, and sends nothing', async () => {
    const { api, events } = await openIn('es', 'Tu perfil');
    const field = screen.getByLabelText('Fecha de nacimiento');
    await events.clear(field);
    await events.type(field, '31/02/1990');
    expect(screen.getByText('No hay día 31 en febrero de 1990.')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Guardar perfil' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Escribe una fecha de nacimiento válida en formato DD/MM/AAAA',
    );
    // The error speaks of the text saved: it goes once the date changes.
    await events.type(field, '{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await events.clear(field);
    await events.click(screen.getByRole('button', { name: 'Guardar perfil' }));
    expect(await screen.findByText('Escribe tu fecha de nacimiento')).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('pt-BR: 14/02/1985 is 14 February, never an English error', async () => {
    const { api, events } = await openIn('pt-BR', 'Seu perfil');
    const field = screen.getByLabelText('Data de nascimento');
    await events.clear(field);
    await events.type(field, '14/02/1985');
    expect(screen.getByText('Entendemos: 14 de fevereiro de 1985.')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Salvar perfil' }));
    await waitFor(() => expect(sentBody(api, 'PATCH', '/api/me')).toMatchObject({ birthdate: '02/14/1985' }));
  });
});
