import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, mockApi, signedInAs, signedOut } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { ageToday, BIRTHDATE_CONSOLE_MESSAGES, correctedSelection } from './reading-profile';

const KEY = 'cardology.readingProfile.user-1';
const GRACE = JSON.stringify({ id: 'c-1', name: 'Grace', birthdate: '2000-03-04' });

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the remembered person and the session', () => {
  it('keeps the chosen person while signed in, and forgets it on sign-out', async () => {
    localStorage.setItem(KEY, GRACE);
    mockApi({
      'GET /api/me': signedInAs(aUser()),
      'POST /api/auth/sign-out': { status: 200, body: {} },
    });
    const { router } = renderApp('/profile');
    await screen.findByRole('heading', { level: 1, name: 'Your Profile' });
    expect(localStorage.getItem(KEY)).toBe(GRACE);

    const bar = within(screen.getByRole('navigation', { name: 'Quick actions' }));
    await userEvent.setup().click(bar.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('forgets every remembered person when the session has ended on its own (401 on /api/me)', async () => {
    localStorage.setItem(KEY, GRACE);
    localStorage.setItem('cardology.readingProfile.user-2', GRACE);
    localStorage.setItem('cardology.tts-enabled', 'true');
    mockApi({ 'GET /api/me': signedOut });
    const { router } = renderApp('/yearly');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(localStorage.getItem(KEY)).toBeNull());
    expect(localStorage.getItem('cardology.readingProfile.user-2')).toBeNull();
    // Only the remembered people go: other settings of this browser stay.
    expect(localStorage.getItem('cardology.tts-enabled')).toBe('true');
  });
});

describe('the chosen person and their saved row', () => {
  it('follows a correction of their name and birthdate made elsewhere, once the list is loaded', async () => {
    localStorage.setItem(KEY, GRACE);
    mockApi({
      'GET /api/me': signedInAs(aUser()),
      'GET /api/connections': {
        status: 200,
        body: [
          { id: 'c-1', name: 'Grace Hopper', birthdate: '2000-03-05', created_at: '2025-01-01T00:00:00Z' },
        ],
      },
    });
    renderApp('/placements-explained');
    const banner = within(await screen.findByRole('banner'));
    await userEvent.setup().click(await banner.findByRole('button', { name: 'Select Person' }));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({
        id: 'c-1',
        name: 'Grace Hopper',
        birthdate: '2000-03-05',
      }),
    );
  });

  it('leaves the selection alone when nothing changed or the person is not in the list', () => {
    const grace = { id: 'c-1', name: 'Grace', birthdate: '2000-03-04', age: 25, isSelf: false };
    const row = { id: 'c-1', name: 'Grace', birthdate: '2000-03-04', created_at: '2025-01-01T00:00:00Z' };
    expect(correctedSelection(grace, [row])).toBeNull();
    expect(correctedSelection(grace, [{ ...row, id: 'c-2', name: 'Ada' }])).toBeNull();
    expect(correctedSelection(grace, undefined)).toBeNull();
    expect(correctedSelection({ ...grace, id: 'self', isSelf: true }, [{ ...row, id: 'self' }])).toBeNull();
    expect(correctedSelection(grace, [{ ...row, birthdate: '2000-03-05' }])).toEqual({
      ...row,
      birthdate: '2000-03-05',
    });
  });
});

describe('ageToday (the birthdate helper)', () => {
  const NOW = Date.UTC(2026, 10, 23, 12);

  it.each(['05/17/1990', '1990-05-17'])('reads %s quietly', (birthdate) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(ageToday(birthdate, NOW)).toBe(36);
    expect(log).not.toHaveBeenCalled();
  });

  it('says nothing when there is no birthdate at all', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(ageToday(null, NOW)).toBeNull();
    expect(log).not.toHaveBeenCalled();
  });

  it.each([
    ['', 'Empty birthdate'],
    ['13/01/2000', 'Invalid date components'],
    ['2000-02-30', 'Invalid constructed date'],
    ['17.05.1990', 'Invalid format (expected MM/DD/YYYY or YYYY-MM-DD)'],
  ])('gives no age for %j and logs %s', (birthdate, message) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(ageToday(birthdate, NOW)).toBeNull();
    expect(log).toHaveBeenCalledWith(message);
    expect(Object.values(BIRTHDATE_CONSOLE_MESSAGES)).toContain(message);
  });
});
