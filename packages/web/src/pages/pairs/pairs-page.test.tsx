import { JOKER_OUTSIDE_SPREADS, PAIR_NEEDS_DIFFERENT_PEOPLE } from '@cardology/contract/in-your-cards';
import { CONNECTION_NOT_FOUND } from '@cardology/contract/people';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mePlusMaya } from '../../features/in-your-cards/test-in-your-cards';
import { aUser, type MockReply, mockApi, pending, sentBody, signedInAs } from '../../test/mock-api';
import { ndjsonStream } from '../../test/ndjson-stream';
import { renderApp } from '../../test/render-app';
// Imported here so the lazy route finds the module compiled.
import './pairs-page';

configure({ asyncUtilTimeout: 10_000 });
beforeEach(() => localStorage.clear());

const people = [
  { id: 'person-maya', name: 'Maya', birthdate: '1991-08-22', created_at: '2026-01-01T00:00:00.000Z' },
  { id: 'person-sam', name: 'Sam', birthdate: '1984-02-02', created_at: '2026-01-02T00:00:00.000Z' },
];

function openPair(entry: string, reply: MockReply, extra: Record<string, MockReply> = {}) {
  const api = mockApi({
    'GET /api/me': signedInAs(aUser()),
    'GET /api/connections': { status: 200, body: people },
    'GET /api/pairs': reply,
    ...extra,
  });
  const view = renderApp(entry);
  return { ...view, api, events: userEvent.setup() };
}

const pairCalls = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/pairs'));

describe('side by side', { timeout: 30_000 }, () => {
  it('shows card-shaped skeletons while the pair loads', async () => {
    openPair('/pairs?a=me&b=person-maya', pending);
    expect(await screen.findByRole('heading', { level: 1, name: 'Side by side' })).toBeInTheDocument();
    expect(screen.getByText('Loading the two of them side by side…')).toBeInTheDocument();
    expect(screen.getByTestId('pair-skeleton').querySelectorAll('[data-slot="card-skeleton"]')).toHaveLength(
      2,
    );
  });

  it('sets both birth cards side by side, with every connection both ways, the karma and what the places mean', async () => {
    const { api } = openPair('/pairs?a=me&b=person-maya', { status: 200, body: mePlusMaya() });
    const cards = await screen.findByRole('region', { name: 'Both birth cards' });
    expect(within(cards).getByRole('link', { name: 'Jack of Hearts' })).toHaveAttribute(
      'href',
      `/glossary/${encodeURIComponent('J♥')}`,
    );
    expect(within(cards).getByRole('link', { name: 'Eight of Diamonds' })).toBeInTheDocument();
    expect(within(cards).getByText('You')).toBeInTheDocument();
    expect(within(cards).getByText('Maya')).toBeInTheDocument();

    const meet = screen.getByRole('region', { name: 'Where your cards meet' });
    expect(within(meet).getByRole('list', { name: 'In your cards' })).toHaveTextContent(
      'Maya’s card, the 8♦, is your Venus card this year.',
    );
    expect(within(meet).getByRole('list', { name: 'In Maya’s cards' })).toHaveTextContent(
      'Your card, the J♥, is Maya’s Mars card for life.',
    );
    expect(within(meet).getByRole('list', { name: 'Karma' })).toHaveTextContent(
      'Maya’s card, the 8♦, is your supportive karma card.',
    );
    const places = screen.getByRole('region', { name: 'What the places speak to' });
    expect(
      within(places)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Venus', 'Peak', 'Mars']);
    // A shared language, never a number.
    for (const region of [cards, meet, places])
      expect(region.textContent).not.toMatch(/%|\d+ ?\/ ?\d+|score/i);
    expect(pairCalls(api)).toEqual(['/api/pairs?a=me&b=person-maya']);
  });

  it('offers the user and every saved person in both selects, and reads the new pair when one changes', async () => {
    const { api, events, router } = openPair('/pairs?a=me&b=person-maya', {
      status: 200,
      body: mePlusMaya(),
    });
    const second = await screen.findByLabelText('Second person');
    await within(second).findByRole('option', { name: 'Sam' });
    expect(
      within(second)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['You (Ada Lovelace)', 'Maya', 'Sam']);
    await events.selectOptions(second, 'Sam');
    await waitFor(() => expect(router.state.location.search).toBe('?a=me&b=person-sam'));
    await waitFor(() => expect(pairCalls(api)).toContain('/api/pairs?a=me&b=person-sam'));
  });

  it('says so for a direction with no place, and gives a Joker pair its note instead of places', async () => {
    const apart = { ...mePlusMaya(), a_in_b: [], karma: [] };
    const { unmount } = openPair('/pairs?a=me&b=person-maya', { status: 200, body: apart });
    const meet = await screen.findByRole('region', { name: 'Where your cards meet' });
    expect(meet).toHaveTextContent(
      'Your card stands in none of Maya’s spreads, for life or in the current year, seven weeks and week.',
    );
    expect(meet).toHaveTextContent('Neither card is a karma card of the other.');
    expect(within(meet).queryByRole('list', { name: 'In Maya’s cards' })).toBeNull();
    unmount();

    const joker = {
      ...mePlusMaya(),
      b: { ref: 'person-maya', name: 'Maya', birth_card: { symbol: 'Joker', name: 'Joker' } },
      b_in_a: [],
      a_in_b: [],
      karma: [],
      jokers: ['b' as const],
      note: JOKER_OUTSIDE_SPREADS,
    };
    openPair('/pairs?a=me&b=person-maya', { status: 200, body: joker });
    expect(await screen.findByText(JOKER_OUTSIDE_SPREADS)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Joker' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Where your cards meet' })).toBeNull();
  });

  it('asks for two different people without asking the server', async () => {
    const { api } = openPair('/pairs?a=person-maya&b=person-maya', { status: 200, body: mePlusMaya() });
    expect(await screen.findByText(PAIR_NEEDS_DIFFERENT_PEOPLE)).toBeInTheDocument();
    expect(pairCalls(api)).toEqual([]);
  });

  it("shows the server's words for a removed person, with a way back", async () => {
    openPair('/pairs?a=me&b=person-gone', { status: 404, body: { error: CONNECTION_NOT_FOUND } });
    expect(await screen.findByRole('alert')).toHaveTextContent(CONNECTION_NOT_FOUND);
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
    // Asking again cannot bring the person back.
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByLabelText('Second person')).toHaveDisplayValue('Someone no longer saved');
  });

  it('asks the assistant about the pair: the two refs go to the assistant, never names or cards', async () => {
    const reading = ndjsonStream();
    const { api, events, router } = openPair(
      '/pairs?a=me&b=person-maya',
      { status: 200, body: mePlusMaya() },
      {
        'GET /api/me': signedInAs(aUser({ isPremium: true })),
        'POST /api/ai/reading': { status: 200, stream: reading.stream },
      },
    );
    await events.click(await screen.findByRole('button', { name: 'Ask the assistant about this pair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ai-reading'));
    await waitFor(() =>
      expect(sentBody(api, 'POST', '/api/ai/reading')).toEqual({
        spreadType: 'pair',
        a: 'me',
        b: 'person-maya',
      }),
    );
    reading.send(
      {
        type: 'session',
        sessionId: '6f1c2a52-2d0b-4c55-9a55-1d3f0b5f8c11',
        spreadType: 'pair',
        personName: 'Ada Lovelace and Maya',
      },
      { type: 'text', text: 'Maya’s card, the 8♦, is your Venus card this year.' },
    );
    expect(await screen.findByText('Ada Lovelace and Maya')).toBeInTheDocument();
  });

  it('sends a user without premium where every premium action does', async () => {
    const { events, router } = openPair('/pairs?a=me&b=person-maya', { status: 200, body: mePlusMaya() });
    await events.click(await screen.findByRole('button', { name: 'Ask the assistant about this pair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/premium-required'));
  });
});
