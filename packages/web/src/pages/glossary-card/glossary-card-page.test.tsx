import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aGlossary } from '../../features/glossary/test-glossary';
import { aUser, type MockReply, mockApi, pending, signedInAs } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

function openCard(entry: string, glossaryReply: MockReply = { status: 200, body: aGlossary() }) {
  const api = mockApi({ 'GET /api/me': signedInAs(aUser()), 'GET /api/card-relationships': glossaryReply });
  return { ...renderApp(entry), api, events: userEvent.setup() };
}

const RELATED_LABELS = [
  'Supportive Karma',
  'Challenging Karma',
  'God Card',
  'Financial Security',
  'Fame & Fortune',
  'Recognition',
  'Hidden Power',
];

/** The label under each related card, in order (each also visible as text). */
function relatedLabels(region: HTMLElement) {
  return within(region)
    .getAllByRole('listitem')
    .map((item) => {
      const label = item.getAttribute('data-related') ?? '';
      expect(within(item).getByText(label)).toBeVisible();
      return label;
    });
}

// The whole app renders for each test; a busy two-core machine needs more than the default 5 s.
describe('glossary card page', { timeout: 20_000 }, () => {
  it('shows a skeleton while the glossary loads', async () => {
    openCard('/glossary/Q%E2%99%A5', pending);
    expect(await screen.findByText('Loading card...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('shows the card: symbol, name, title, position, birthdays, keywords, description, life spread, related', async () => {
    openCard('/glossary/Q%E2%99%A5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Queen of Hearts' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    // The large card; the small Queen of Hearts in its own life spread is a link holding an image too.
    const large = main
      .getAllByRole('img', { name: 'Queen of Hearts' })
      .filter((card) => card.getAttribute('data-size') === 'lg');
    expect(large).toHaveLength(1);
    expect(main.getByText('Q♥')).toBeInTheDocument();
    expect(main.getByText('The Queen Who Nurtures')).toBeInTheDocument();
    expect(main.getByText('Neptune/Neptune')).toBeInTheDocument();
    expect(main.getByText('July 29')).toBeInTheDocument();
    expect(main.getByText('December 19')).toBeInTheDocument();
    expect(main.getByText('hospitality')).toBeInTheDocument();
    expect(main.getByText(/The Queen of Hearts is the nurturing heart/)).toBeInTheDocument();
    expect(main.queryByRole('heading', { name: 'Mystical Family' })).not.toBeInTheDocument();

    const spread = within(main.getByRole('list', { name: 'Life spread of the Queen of Hearts' }));
    const spreadLinks = spread.getAllByRole('link');
    expect(spreadLinks).toHaveLength(13);
    expect(spreadLinks[1]).toHaveAccessibleName('Ten of Clubs');
    expect(spreadLinks[1]).toHaveAttribute('href', '/glossary/10%E2%99%A3');

    const related = within(main.getByRole('region', { name: 'Related Cards' }));
    expect(relatedLabels(main.getByRole('region', { name: 'Related Cards' }))).toEqual(RELATED_LABELS);
    const links = related.getAllByRole('link');
    const names = [
      'Nine of Clubs',
      'Ten of Spades',
      'Four of Clubs',
      'King of Hearts',
      'Nine of Spades',
      'Nine of Clubs',
      'Six of Hearts',
    ];
    expect(links).toHaveLength(names.length);
    for (const [i, name] of names.entries()) expect(links[i]).toHaveAccessibleName(name);
    expect(links[4]).toHaveAttribute('href', '/glossary/9%E2%99%A0');
  });

  it.each([
    ['/glossary/Queen%20of%20Hearts', 'Queen of Hearts'],
    ['/glossary/10%20of%20diamonds', 'Ten of Diamonds'],
    ['/glossary/Q♥', 'Queen of Hearts'],
  ])('accepts %s', async (entry, name) => {
    openCard(entry);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
  });

  it('marks a fixed card of the Mystical Family and says it has no karma cards', async () => {
    openCard('/glossary/K%E2%99%A0');
    expect(await screen.findByRole('heading', { level: 1, name: 'King of Spades' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mystical Family' })).toBeInTheDocument();
    const related = within(screen.getByRole('region', { name: 'Related Cards' }));
    expect(related.getByText('None — a fixed card has no karma cards.')).toBeInTheDocument();
    expect(relatedLabels(screen.getByRole('region', { name: 'Related Cards' }))).toEqual(
      RELATED_LABELS.slice(2),
    );
  });

  it.each([
    ['an unknown symbol', '/glossary/XYZ'],
    ['a malformed encoding', '/glossary/%E0%A4%A'],
    ['the Joker', '/glossary/Joker'],
  ])('shows Card Not Found with a link home for %s', async (_, entry) => {
    const { events, router } = openCard(entry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Card Not Found' })).toBeInTheDocument();
    await events.click(screen.getByRole('link', { name: 'Return to Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows Card Not Found when the glossary has no such card', async () => {
    const glossary = aGlossary();
    delete glossary.cards['Q♥'];
    openCard('/glossary/Q%E2%99%A5', { status: 200, body: glossary });
    expect(await screen.findByRole('heading', { level: 1, name: 'Card Not Found' })).toBeInTheDocument();
  });

  it('shows the load error with Retry', async () => {
    let fail = true;
    const { events } = openCard('/glossary/Q%E2%99%A5', () =>
      fail ? { status: 503, body: { error: 'Service Unavailable' } } : { status: 200, body: aGlossary() },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading glossary: Failed to load card glossary: Service Unavailable. Please try again later.',
    );
    fail = false;
    await events.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The Queen Who Nurtures')).toBeInTheDocument();
  });

  it('follows a related card, and Back returns to the card before', async () => {
    const { events, router } = openCard('/glossary/Q%E2%99%A5');
    const related = within(await screen.findByRole('region', { name: 'Related Cards' }));
    await events.click(related.getByRole('link', { name: 'Four of Clubs' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Four of Clubs' })).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Queen of Hearts' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/glossary/Q%E2%99%A5');
  });

  it('goes home from Back when the page opened the visit', async () => {
    const { events, router } = openCard('/glossary/Q%E2%99%A5');
    await screen.findByRole('heading', { level: 1, name: 'Queen of Hearts' });
    await events.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
