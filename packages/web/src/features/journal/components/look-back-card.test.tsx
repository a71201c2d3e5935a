import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, type MockReply, mockApi, signedInAs } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { nobodySaved } from '../../in-your-cards/test-in-your-cards';
import { todaysCardFor } from '../../readings/test-readings';
import { anEntry } from '../test-journal';
// Imported here so the lazy route and the lazy card find their modules compiled.
import '../../../pages/home/home-page';
import './look-back-card';

function openHome(lookBack: MockReply, user = aUser()) {
  const api = mockApi({
    'GET /api/me': signedInAs(user),
    'GET /api/in-your-cards': nobodySaved,
    'GET /api/todays-card': { status: 200, body: todaysCardFor('2026-11-22') },
    'GET /api/journal/look-back': lookBack,
  });
  renderApp('/');
  return api;
}

const askedForLookBack = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls.some(([input]) => String(input) === '/api/journal/look-back');

describe('the look back on home', () => {
  it('shows its title, at most three short excerpts and a link to those notes in the journal', async () => {
    const notes = ['# Jupiter\n**Big** plans.', 'Second.', 'Third.', 'Fourth.'].map((text, index) =>
      anEntry({ id: `e${index}`, date: `2026-0${index + 1}-10`, text }),
    );
    openHome({
      status: 200,
      body: {
        look_back: {
          kind: 'last-period',
          title: 'Your last Jupiter period',
          filter: { period: 'planetary', on: '2026-01-10' },
          entries: notes,
        },
      },
    });
    const card = await screen.findByRole('region', { name: 'Your last Jupiter period' });
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['Jupiter Big plans.', 'Second.', 'Third.']);
    expect(within(card).getByRole('link', { name: 'Read them in your journal' })).toHaveAttribute(
      'href',
      '/journal?period=planetary&on=2026-01-10',
    );
  });

  it('says "it" for one note (a plural by Intl.PluralRules, not "them" for one)', async () => {
    openHome({
      status: 200,
      body: {
        look_back: {
          kind: 'year-ago',
          title: 'A year ago today',
          filter: { on: '2025-11-22' },
          entries: [anEntry({ id: 'e1', date: '2025-11-22', text: 'The move.' })],
        },
      },
    });
    const card = await screen.findByRole('region', { name: 'A year ago today' });
    expect(within(card).getByRole('link', { name: 'Read it in your journal' })).toBeInTheDocument();
  });

  it('shows nothing when there is nothing to look back on, or when asking fails', async () => {
    for (const reply of [
      { status: 200, body: { look_back: null } },
      { status: 500, body: { error: 'boom' } },
    ]) {
      const api = openHome(reply);
      await screen.findByRole('region', { name: 'Your Readings' });
      await waitFor(() => expect(askedForLookBack(api)).toBe(true));
      expect(screen.queryByRole('link', { name: 'Read them in your journal' })).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      document.body.innerHTML = '';
    }
  });

  it('does not ask for a reader without a birthdate', async () => {
    const api = openHome({ status: 200, body: { look_back: null } }, aUser({ birthdate: null, age: null }));
    await screen.findByRole('region', { name: 'Your Readings' });
    expect(askedForLookBack(api)).toBe(false);
  });
});
