// Issue 26: the reading pages speak the reader's language (their catalog, i18n/locales/*/readings.ts).
import { act, configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nobodySaved } from '../../features/in-your-cards/test-in-your-cards';
import { answering, weeklyFor } from '../../features/readings/test-readings';
import { applyLanguage } from '../../i18n/i18n';
import { aUser, mockApi, signedInAs } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
// Imported here so the lazy route finds the module compiled.
import './weekly-page';

const ada = aUser({ isPremium: true, birthdate: '05/17/1990', age: 36 });

configure({ asyncUtilTimeout: 10_000 });

function openWeekly() {
  mockApi({
    'GET /api/me': signedInAs(ada),
    'GET /api/in-your-cards': nobodySaved,
    'POST /api/weekly-spread': answering((body) => weeklyFor(body.birthdate, body.date_offset ?? 0)),
  });
  renderApp('/weekly');
  return userEvent.setup();
}

beforeEach(() => localStorage.clear());
afterEach(async () => {
  await act(() => applyLanguage('en'));
});

describe('the weekly page in other languages', { timeout: 45_000 }, () => {
  it('is titled, stepped and named in Spanish', async () => {
    await act(() => applyLanguage('es'));
    const events = openWeekly();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lectura semanal de Ada Lovelace' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar de persona' })).toBeInTheDocument();
    const stepper = await screen.findByRole('region', { name: 'Semana' });
    expect(stepper).toHaveTextContent('Esta semana');
    await events.click(await screen.findByRole('button', { name: 'Semana siguiente' }));
    await events.click(await screen.findByRole('button', { name: 'Semana siguiente' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Dentro de 2 semanas' })).toBeInTheDocument();
  });

  it('is titled in Brazilian Portuguese', async () => {
    await act(() => applyLanguage('pt-BR'));
    openWeekly();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Leitura semanal de Ada Lovelace' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Semana' })).toHaveTextContent('Esta semana');
  });
});
