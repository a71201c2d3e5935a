import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, type MockReply, mockApi, pending, signedInAs } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { aGlossary } from '../test-glossary';

/** Opens the Card Glossary drawer from the header, on the profile page of a signed-in user. */
async function openDrawer(glossaryReply: MockReply = { status: 200, body: aGlossary() }) {
  const api = mockApi({ 'GET /api/me': signedInAs(aUser()), 'GET /api/card-relationships': glossaryReply });
  const view = renderApp('/profile');
  const events = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: 'Your Profile' });
  await events.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Card Glossary' }));
  const drawer = await screen.findByRole('dialog', { name: 'Card Glossary' });
  return { ...view, api, events, drawer: within(drawer) };
}

const glossaryCalls = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls.filter(([input]) => String(input) === '/api/card-relationships').length;

describe('Card Glossary drawer', () => {
  it('shows card-shaped placeholders while the glossary loads', async () => {
    const { drawer } = await openDrawer(pending);
    expect(drawer.getByRole('status')).toHaveTextContent('Loading cards...');
    expect(drawer.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows all 52 cards by suit, hearts first, each linking to its page', async () => {
    const { drawer } = await openDrawer();
    const headings = await drawer.findAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      '♥Hearts',
      '♣Clubs',
      '♦Diamonds',
      '♠Spades',
    ]);
    const links = drawer.getAllByRole('link');
    expect(links).toHaveLength(52);
    expect(links[0]).toHaveAccessibleName('Ace of Hearts');
    expect(links[9]).toHaveAccessibleName('Ten of Hearts');
    expect(links[12]).toHaveAccessibleName('King of Hearts');
    expect(links[13]).toHaveAccessibleName('Ace of Clubs');
    expect(links[51]).toHaveAccessibleName('King of Spades');
    expect(links[11]).toHaveAttribute('href', '/glossary/Q%E2%99%A5');
    const spades = within(drawer.getByRole('region', { name: 'Spades' }));
    expect(spades.getAllByRole('link')).toHaveLength(13);
  });

  it('goes to the card page and closes when a card is chosen', async () => {
    const { drawer, events, router } = await openDrawer();
    await events.click(await drawer.findByRole('link', { name: 'Queen of Hearts' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/glossary/Q%E2%99%A5'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Card Glossary' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Queen of Hearts' })).toBeInTheDocument();
  });

  it('shows the error with Retry and the toast, then loads on Retry', async () => {
    let fail = true;
    const { drawer, events, api } = await openDrawer(() =>
      fail ? { status: 500, body: { error: 'Internal Server Error' } } : { status: 200, body: aGlossary() },
    );
    expect(await drawer.findByRole('alert')).toHaveTextContent(
      'Error loading glossary: Failed to load card glossary: Internal Server Error. Please try again later.',
    );
    expect(await screen.findByText('Failed to load card glossary data.')).toBeInTheDocument();
    expect(glossaryCalls(api)).toBe(2); // the product's one retry

    fail = false;
    await events.click(drawer.getByRole('button', { name: 'Retry' }));
    expect(await drawer.findByRole('link', { name: 'King of Spades' })).toBeInTheDocument();
    expect(drawer.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the glossary has no cards', async () => {
    const { drawer } = await openDrawer({ status: 200, body: { card_count: 0, cards: {} } });
    expect(await drawer.findByText('No glossary data available.')).toBeInTheDocument();
  });

  it('loads the glossary once per session, however often the drawer opens', async () => {
    const { drawer, events, api } = await openDrawer();
    await drawer.findByRole('link', { name: 'Ace of Hearts' });
    await events.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Card Glossary' })).not.toBeInTheDocument(),
    );
    await events.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Card Glossary' }));
    const again = within(await screen.findByRole('dialog', { name: 'Card Glossary' }));
    expect(again.getAllByRole('link')).toHaveLength(52);
    expect(glossaryCalls(api)).toBe(1);
  });
});
