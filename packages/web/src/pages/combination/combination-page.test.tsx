import { combinationCard } from '@cardology/engine/combination';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aGlossary } from '../../features/glossary/test-glossary';
import { aUser, type MockReply, mockApi, pending, sentBody, signedInAs } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

/** The engine's own answer, as the server would send it. */
const combine: MockReply = (body) => {
  const { card1, card2 } = body as { card1: number; card2: number };
  const result = combinationCard(card1, card2);
  return result.ok ? { status: 200, body: result.value } : { status: 400, body: { error: result.error } };
};

async function openCombination(routes: Record<string, MockReply> = {}) {
  const api = mockApi({
    'GET /api/me': signedInAs(aUser()),
    'GET /api/card-relationships': { status: 200, body: aGlossary() },
    'POST /api/combination-card': combine,
    ...routes,
  });
  const view = renderApp('/combination');
  await screen.findByRole('heading', { level: 1, name: 'Card Combination' });
  return { ...view, api, events: userEvent.setup() };
}

const card1 = () => screen.getByLabelText('Card 1') as HTMLSelectElement;
const card2 = () => screen.getByLabelText('Card 2') as HTMLSelectElement;
const findButton = () => screen.getByRole('button', { name: 'Find Combination' });
const posts = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls.filter(([, init]) => init?.method === 'POST').length;

async function choose(events: ReturnType<typeof userEvent.setup>, first: string, second: string) {
  await waitFor(() => expect(card1()).toBeEnabled());
  await events.selectOptions(card1(), first);
  await events.selectOptions(card2(), second);
}

describe('combination page', { timeout: 20_000 }, () => {
  it("says 'Loading cards...' and keeps the button disabled while the glossary loads", async () => {
    await openCombination({ 'GET /api/card-relationships': pending });
    expect(card1()).toBeDisabled();
    expect(card1()).toHaveDisplayValue('Loading cards...');
    expect(card2()).toHaveDisplayValue('Loading cards...');
    expect(findButton()).toBeDisabled();
  });

  it("offers the 52 cards as '{symbol} - {name}' in suit and rank order, valued 1..52", async () => {
    await openCombination();
    await waitFor(() => expect(card1()).toBeEnabled());
    expect(card1()).toHaveDisplayValue('Select Card 1');
    expect(card2()).toHaveDisplayValue('Select Card 2');
    const options = [...card1().querySelectorAll('option')].filter((option) => option.value !== '');
    expect(options).toHaveLength(52);
    expect(options.slice(0, 3).map((option) => option.textContent)).toEqual([
      'A♥ - Ace of Hearts',
      '2♥ - Two of Hearts',
      '3♥ - Three of Hearts',
    ]);
    expect(options[13]?.textContent).toBe('A♣ - Ace of Clubs');
    expect(options[51]?.textContent).toBe('K♠ - King of Spades');
    expect(options.map((option) => Number(option.value))).toEqual(
      Array.from({ length: 52 }, (_, i) => i + 1),
    );
  });

  it('enables Find Combination only once both cards are chosen', async () => {
    const { events } = await openCombination();
    await waitFor(() => expect(card1()).toBeEnabled());
    expect(findButton()).toBeDisabled();
    await events.selectOptions(card1(), 'A♥ - Ace of Hearts');
    expect(findButton()).toBeDisabled();
    await events.selectOptions(card2(), 'K♠ - King of Spades');
    expect(findButton()).toBeEnabled();
  });

  it('asks for both cards when the form is sent without them, and sends nothing', async () => {
    const { api } = await openCombination();
    await waitFor(() => expect(card1()).toBeEnabled());
    fireEvent.submit(findButton().closest('form') as HTMLFormElement);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select both cards.');
    expect(posts(api)).toBe(0);
  });

  it("refuses a selection that is not an integer with 'Invalid card selection.'", async () => {
    const { api, events } = await openCombination();
    await waitFor(() => expect(card1()).toBeEnabled());
    // A tampered page: the option no longer carries an integer value.
    const option = card1().querySelector('option[value="12"]') as HTMLOptionElement;
    option.value = 'twelve';
    await choose(events, 'Q♥ - Queen of Hearts', 'A♥ - Ace of Hearts');
    await events.click(findButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid card selection.');
    expect(posts(api)).toBe(0);
  });

  it('shows card 1 + card 2 = the combination card, each with its symbol', async () => {
    const { api, events } = await openCombination();
    await choose(events, 'A♥ - Ace of Hearts', 'A♥ - Ace of Hearts');
    await events.click(findButton());
    const result = within(await screen.findByRole('region', { name: 'Combination Result' }));
    expect(sentBody(api, 'POST', '/api/combination-card')).toEqual({ card1: 1, card2: 1 });
    const cards = result.getAllByRole('link');
    const names = ['Ace of Hearts', 'Ace of Hearts', 'Two of Hearts'];
    expect(cards).toHaveLength(names.length);
    for (const [i, name] of names.entries()) expect(cards[i]).toHaveAccessibleName(name);
    expect(cards[2]).toHaveAttribute('href', '/glossary/2%E2%99%A5');
    expect(cards.every((card) => card.getAttribute('data-size') === 'md')).toBe(true);
    expect(result.getAllByText('A♥')).toHaveLength(2);
    expect(result.getByText('2♥')).toBeInTheDocument();
    expect(result.getByText('+')).toBeInTheDocument();
    expect(result.getByText('=')).toBeInTheDocument();
  });

  it('disables the button and shows a spinner while the lookup runs', async () => {
    const { events } = await openCombination({ 'POST /api/combination-card': pending });
    await choose(events, 'A♥ - Ace of Hearts', '2♥ - Two of Hearts');
    await events.click(findButton());
    await waitFor(() => expect(findButton()).toBeDisabled());
    expect(screen.getByTestId('lookup-spinner')).toBeInTheDocument();
    expect(findButton()).toHaveAttribute('aria-busy', 'true');
  });

  it.each([
    [
      'the server message',
      { status: 400, body: { error: 'Invalid card selection.' } },
      'Error: Invalid card selection.',
    ],
    ['the HTTP failure', { status: 502 }, 'Error: Failed to load combination card: 502'],
    [
      'the network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Error: An error occurred while fetching the combination card.',
    ],
  ] as [string, MockReply, string][])('shows %s in the error line and logs it', async (_, reply, line) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { events } = await openCombination({ 'POST /api/combination-card': reply });
    await choose(events, 'A♥ - Ace of Hearts', '2♥ - Two of Hearts');
    await events.click(findButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(line);
    expect(screen.getByRole('alert').textContent).toBe(line);
    expect(log).toHaveBeenCalled();
  });

  it('clears the previous result and error when a new lookup starts', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let reply: MockReply = combine;
    const { events } = await openCombination({ 'POST /api/combination-card': () => reply });
    await choose(events, 'A♥ - Ace of Hearts', 'A♥ - Ace of Hearts');
    await events.click(findButton());
    await screen.findByRole('region', { name: 'Combination Result' });

    reply = { status: 500, body: { error: 'Internal Server Error' } };
    await events.click(findButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Internal Server Error');
    expect(screen.queryByRole('region', { name: 'Combination Result' })).not.toBeInTheDocument();

    reply = pending;
    await events.click(findButton());
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Combination Result' })).not.toBeInTheDocument();
  });
});

describe('combination page without the glossary', { timeout: 20_000 }, () => {
  it('shows the glossary error with Retry and keeps the button disabled', async () => {
    await openCombination({
      'GET /api/card-relationships': { status: 500, body: { error: 'Internal Server Error' } },
    });
    expect(await screen.findByText(/^Error loading glossary: /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(findButton()).toBeDisabled();
  });
});
