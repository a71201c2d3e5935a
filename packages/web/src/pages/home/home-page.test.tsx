import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { nobodySaved } from '../../features/in-your-cards/test-in-your-cards';
import { todaysCardFor } from '../../features/readings/test-readings';
import { aUser, type MockReply, mockApi, pending, signedInAs } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
// Imported here so the lazy route finds the module compiled.
import './home-page';

configure({ asyncUtilTimeout: 10_000 });

function openHome(todaysCard: MockReply, user = aUser()) {
  const api = mockApi({
    'GET /api/me': signedInAs(user),
    'GET /api/in-your-cards': nobodySaved,
    'GET /api/todays-card': todaysCard,
  });
  const view = renderApp('/');
  return { ...view, api, events: userEvent.setup() };
}

const influence = () => screen.getByRole('region', { name: "Today's Cosmic Influence" });

describe('home page', { timeout: 20_000 }, () => {
  it("welcomes the user by name and shows card skeletons while today's card loads", async () => {
    openHome(pending);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada Lovelace' }),
    ).toBeInTheDocument();
    expect(within(influence()).getByText("Loading today's card…")).toBeInTheDocument();
    expect(influence().querySelectorAll('[data-slot="card-skeleton"]')).toHaveLength(13);
  });

  it("shows today's date, card, name and title, and its 13-card spread as 7 + 6", async () => {
    const today = todaysCardFor('2026-11-22');
    openHome({ status: 200, body: today });
    expect(await screen.findByText(today.title)).toBeInTheDocument();
    const panel = influence();
    expect(within(panel).getByText('Sunday, November 22, 2026')).toHaveAttribute('datetime', '2026-11-22');
    expect(within(panel).getByRole('heading', { level: 3, name: 'Jack of Hearts' })).toBeInTheDocument();
    expect(within(panel).getAllByRole('link', { name: 'Jack of Hearts' })[0]).toHaveAttribute(
      'href',
      `/glossary/${encodeURIComponent('J♥')}`,
    );

    const spread = within(panel).getByRole('list', { name: 'Life spread of the Jack of Hearts' });
    const cards = within(spread).getAllByRole('listitem');
    expect(cards).toHaveLength(13);
    expect(cards.filter((card) => card.dataset.row === '1')).toHaveLength(7);
    expect(cards.filter((card) => card.dataset.row === '2')).toHaveLength(6);
    expect(cards.map((card) => card.querySelector('[data-slot="card-label"]')?.textContent)).toEqual([
      'Sun',
      'Mercury',
      'Venus',
      'Mars',
      'Jupiter',
      'Saturn',
      'Uranus',
      'Neptune',
      'Pluto',
      'Reward',
      'Peak',
      'Moon',
      'Earth/X',
    ]);
    const first = today.life_spread[0] ?? '';
    expect(within(cards[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `/glossary/${encodeURIComponent(first)}`,
    );
  });

  it('links the four readings and introduces Cardology', async () => {
    openHome({ status: 200, body: todaysCardFor('2026-11-22') }, aUser({ isPremium: true }));
    const readings = await screen.findByRole('region', { name: 'Your Readings' });
    const links = within(readings).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/yearly',
      '/weekly',
      '/seven-week',
      '/seven-year',
    ]);
    for (const title of ['Yearly Reading', 'Weekly Reading', '7-Week Reading', '7-Year Reading']) {
      expect(within(readings).getByText(title)).toBeInTheDocument();
    }
    expect(within(readings).queryByText('Premium')).toBeNull();
    const about = screen.getByRole('region', { name: 'About Cardology' });
    expect(about).toHaveTextContent('fifty-two weeks');
    expect(about).toHaveTextContent('birth card');
  });

  it('marks the readings as Premium for a user without it', async () => {
    openHome({ status: 200, body: todaysCardFor('2026-11-22') }, aUser({ isPremium: false }));
    const readings = await screen.findByRole('region', { name: 'Your Readings' });
    expect(within(readings).getAllByText('Premium')).toHaveLength(4);
  });

  it('shows the Joker on December 31 with a kind line instead of an empty spread', async () => {
    openHome({ status: 200, body: todaysCardFor('2026-12-31') });
    expect(
      await screen.findByText("Today's Spread information is currently unavailable."),
    ).toBeInTheDocument();
    const panel = influence();
    expect(within(panel).getByRole('img', { name: 'Joker' })).toBeInTheDocument();
    expect(within(panel).getByText(/December 31 belongs to the Joker/)).toBeInTheDocument();
    expect(within(panel).queryByRole('list', { name: /Life spread/ })).toBeNull();
  });

  it('says the spread is unavailable when a card comes without one', async () => {
    openHome({ status: 200, body: { ...todaysCardFor('2026-11-22'), life_spread: [] } });
    expect(
      await screen.findByText("Today's Spread information is currently unavailable."),
    ).toBeInTheDocument();
    expect(within(influence()).queryByText(/belongs to the Joker/)).toBeNull();
  });

  it("reports the server's refusal with its status text, and Retry asks again", async () => {
    let calls = 0;
    const { events } = openHome(() => {
      calls += 1;
      return calls === 1
        ? { status: 404, body: { error: 'Not Found' } }
        : { status: 200, body: todaysCardFor('2026-11-22') };
    });
    expect(await screen.findByRole('alert')).toHaveTextContent("Failed to load today's card: Not Found");
    await events.click(within(influence()).getByText('Retry'));
    expect(await screen.findByText('Jack of Hearts')).toBeInTheDocument();
  });

  it('reports a request that never got an answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openHome(() => {
      throw new TypeError('Failed to fetch');
    });
    await vi.advanceTimersByTimeAsync(2000);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "An error occurred while fetching today's card.",
    );
  });

  it('reports an answer without a card', async () => {
    openHome({ status: 200, body: {} });
    expect(await screen.findByRole('alert')).toHaveTextContent("Failed to load today's card data.");
  });
});
