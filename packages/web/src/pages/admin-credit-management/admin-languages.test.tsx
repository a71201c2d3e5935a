// Issue 26: the admin console speaks the reader's language (i18n/locales/*/admin.ts), its numbers and dates by
// Intl, its counts by i18next's plurals, and the contract's own messages through the contract's catalogs.
import type { AdminUserDetail, PendingCreditRequest } from '@cardology/contract/admin';
import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/i18n';
import { localDateTime } from '../../lib/date-time';
import { aUser, mockApi, signedInAs } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
// Imported here so the lazy route finds the module compiled.
import './admin-credit-management-page';

configure({ asyncUtilTimeout: 10_000 });

const ADMIN = aUser({ id: '0b7d5c1a-1111-4c8e-9d2f-000000000001', isAdmin: true, isPremium: true });
const USER_ID = '0b7d5c1a-2222-4c8e-9d2f-000000000002';
const REQUEST: PendingCreditRequest = {
  id: '9a1e4b1c-3333-4f6a-8b2c-000000000003',
  user_id: USER_ID,
  requested_at: '2026-11-20T10:00:00.000Z',
  status: 'pending',
  user_notes: null,
  profile: { id: USER_ID, username: 'Grace Hopper', email: 'grace@example.com', tts_credits: 12345 },
};
const SUMMARY = {
  id: USER_ID,
  name: 'Grace Hopper',
  email: 'grace@example.com',
  email_verified: true,
  tts_credits: 12345,
  is_premium: true,
  is_admin: false,
  created_at: '2026-11-01T09:00:00.000Z',
  suspension: { reason: 'Spam', until: null },
};
const ONE_CREDIT = {
  ...SUMMARY,
  id: 'other',
  email: 'one@example.com',
  email_verified: false,
  tts_credits: 1,
  suspension: null,
};
// A round million takes 'de' in Spanish and Portuguese: Intl's plural category 'many'.
const MILLION = { ...ONE_CREDIT, id: 'rich', email: 'rich@example.com', tts_credits: 1_000_000 };
const ledgerRow = (id: string, delta: number, reason: 'set' | 'tts') => ({
  id,
  delta,
  reason,
  reference: null,
  actor_id: ADMIN.id,
  notes: null,
  created_at: '2026-11-02T09:00:00.000Z',
});
const DETAIL: AdminUserDetail = {
  user: SUMMARY,
  requests: [
    {
      id: REQUEST.id,
      requested_at: REQUEST.requested_at,
      status: 'approved',
      credits_granted: 1000,
      user_notes: null,
      admin_notes: 'Enjoy',
      resolved_at: '2026-11-21T10:00:00.000Z',
      resolved_by_admin_id: ADMIN.id,
    },
  ],
  ledger: [
    ledgerRow('9a1e4b1c-4444-4f6a-8b2c-000000000004', 12345, 'set'),
    ledgerRow('9a1e4b1c-5555-4f6a-8b2c-000000000005', -3, 'tts'),
  ],
};

async function openConsoleIn(language: 'es' | 'pt-BR') {
  await act(() => applyLanguage(language));
  mockApi({
    'GET /api/me': signedInAs(ADMIN),
    'GET /api/admin/status': { status: 200, body: { isAdmin: true } },
    'GET /api/admin/credit-requests': { status: 200, body: [REQUEST] },
    'GET /api/admin/users': {
      status: 200,
      body: { users: [SUMMARY, ONE_CREDIT, MILLION], total: 45, page: 1, page_size: 20 },
    },
    [`GET /api/admin/users/${USER_ID}`]: { status: 200, body: DETAIL },
    'GET /api/admin/users/other': { status: 200, body: { user: ONE_CREDIT, requests: [], ledger: [] } },
    [`PUT /api/admin/users/${USER_ID}/credits`]: { status: 200, body: { message: 'ok', new_total: 7 } },
  });
  renderApp('/admin/credit-management');
  return userEvent.setup();
}

afterEach(async () => {
  await act(() => applyLanguage('en'));
});

describe('the admin console in other languages', { timeout: 45_000 }, () => {
  it('is in Spanish: headings, a request, users with their counts, the detail, the ledger, a contract toast', async () => {
    const events = await openConsoleIn('es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gestión de créditos' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: /pide créditos/ });
    expect(within(card).getByText('Créditos actuales').nextElementSibling).toHaveTextContent('12.345');
    expect(within(card).getByText(localDateTime(REQUEST.requested_at, 'es'))).toBeInTheDocument();
    expect(within(card).getByLabelText('Créditos que conceder (al aprobar)')).toHaveValue(100);
    expect(
      screen.getByRole('heading', { level: 2, name: /Solicitudes de créditos pendientes/ }),
    ).toHaveTextContent('(1)');

    const row = await screen.findByRole('button', { name: /grace@example\.com/ });
    expect(row).toHaveTextContent('12.345 créditos');
    expect(row).toHaveTextContent('Suspendida hasta que se levante: Spam');
    expect(row).toHaveTextContent('Confirmada');
    expect(screen.getByRole('button', { name: /one@example\.com/ })).toHaveTextContent('1 crédito');
    expect(screen.getByRole('button', { name: /one@example\.com/ })).toHaveTextContent(
      'Pendiente de confirmación',
    );
    expect(screen.getByRole('button', { name: /rich@example\.com/ })).toHaveTextContent(
      '1.000.000 de créditos',
    );
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();

    await events.click(row);
    expect(await screen.findByText(/· se unió el/)).toHaveTextContent(
      `12.345 créditos · se unió el ${localDateTime(SUMMARY.created_at, 'es')}`,
    );
    expect(screen.getByRole('switch', { name: 'Premium' })).toBeChecked();
    expect(screen.getByText('aprobada +1000')).toBeInTheDocument();
    expect(screen.getByText('Administrador: Enjoy')).toBeInTheDocument();
    const ledger = screen.getByRole('table');
    expect(within(ledger).getByRole('columnheader', { name: 'Cuándo' })).toBeInTheDocument();
    expect(ledger).toHaveTextContent('Fijados por un administrador+12.345');
    expect(ledger).toHaveTextContent('Narración en audio-3');

    await events.click(screen.getByRole('button', { name: 'Fijar sus créditos' }));
    await events.type(screen.getByLabelText('Nuevo saldo de créditos'), '7');
    await events.click(screen.getByRole('button', { name: 'Fijar créditos' }));
    expect(await screen.findByText('Los créditos de Grace Hopper quedaron en 7.')).toBeInTheDocument();
  });

  it('is in Brazilian Portuguese, the suspend dialog too', async () => {
    const events = await openConsoleIn('pt-BR');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gestão de créditos' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: /pede créditos/ })).toHaveTextContent(
      'Sem observações.',
    );
    expect(await screen.findByRole('button', { name: /one@example\.com/ })).toHaveTextContent('1 crédito');
    expect(screen.getByRole('button', { name: /one@example\.com/ })).toHaveTextContent(
      'Aguardando confirmação',
    );
    await events.click(screen.getByRole('button', { name: /one@example\.com/ }));
    expect(await screen.findByText(/· entrou em/)).toHaveTextContent('1 crédito · entrou em');
    await events.click(screen.getByRole('button', { name: 'Suspender' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspender esta conta' });
    await events.click(within(dialog).getByRole('button', { name: 'Suspender' }));
    expect(within(dialog).getByText('Informe um motivo para a suspensão.')).toBeInTheDocument();
  });
});
