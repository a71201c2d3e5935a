import { nameCard } from '@cardology/engine/name-card';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aUser, type MockReply, mockApi, pending, sentBody, signedInAs } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

/** The engine's own answer, as the server would send it. */
const lookUp: MockReply = (body) => {
  const result = nameCard((body as { name: string }).name);
  return result.ok ? { status: 200, body: result.value } : { status: 400, body: { error: result.error } };
};

async function openNameCard(reply: MockReply = lookUp) {
  const api = mockApi({ 'GET /api/me': signedInAs(aUser()), 'POST /api/name-card': reply });
  const view = renderApp('/name-card');
  await screen.findByRole('heading', { level: 1, name: 'Card of the Name' });
  return { ...view, api, events: userEvent.setup() };
}

const nameInput = () => screen.getByPlaceholderText('Enter full name');
const calculate = () => screen.getByRole('button', { name: 'Calculate Name Card' });
const posts = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls.filter(([, init]) => init?.method === 'POST').length;

describe('name card page', { timeout: 20_000 }, () => {
  it('shows the subtitle, which says how a name counts, and one name field; the button waits for a name', async () => {
    const { events } = await openNameCard();
    expect(
      screen.getByText(/^Calculate the card associated with a name\. Each letter counts/),
    ).toBeInTheDocument();
    expect(calculate()).toBeDisabled();
    await events.type(nameInput(), '   ');
    expect(calculate()).toBeDisabled();
    await events.type(nameInput(), 'J');
    expect(calculate()).toBeEnabled();
  });

  it('asks for a name when the form is sent without one, and sends nothing', async () => {
    const { api } = await openNameCard();
    fireEvent.submit(calculate().closest('form') as HTMLFormElement);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a name.');
    expect(posts(api)).toBe(0);
  });

  it('shows the name, its value and its card', async () => {
    const { api, events } = await openNameCard();
    await events.type(nameInput(), '  John Smith ');
    await events.click(calculate());
    const result = within(await screen.findByRole('region', { name: 'Name Card Result' }));
    expect(sentBody(api, 'POST', '/api/name-card')).toEqual({ name: 'John Smith' });
    expect(result.getByText('John Smith')).toBeInTheDocument();
    expect(result.getByText('116')).toBeInTheDocument();
    expect(result.getByText('Q♥')).toBeInTheDocument();
    expect(result.getByText('Queen of Hearts')).toBeInTheDocument();
    expect(result.queryByText('In Latin letters')).not.toBeInTheDocument();
    const card = result.getByRole('link', { name: 'Queen of Hearts' });
    expect(card).toHaveAttribute('href', '/glossary/Q%E2%99%A5');
    expect(card).toHaveAttribute('data-size', 'md');
  });

  it('shows a Cyrillic name in the Latin letters it was counted by', async () => {
    const { api, events } = await openNameCard();
    await events.type(nameInput(), 'Анна');
    await events.click(calculate());
    const result = within(await screen.findByRole('region', { name: 'Name Card Result' }));
    expect(sentBody(api, 'POST', '/api/name-card')).toEqual({ name: 'Анна' });
    expect(result.getByText('Анна → ANNA = 30')).toBeInTheDocument();
    expect(result.getByText('4♦')).toBeInTheDocument();
  });

  it('submits with Enter', async () => {
    const { events } = await openNameCard();
    await events.type(nameInput(), 'Ada{Enter}');
    const result = within(await screen.findByRole('region', { name: 'Name Card Result' }));
    expect(result.getByText('6♥')).toBeInTheDocument();
  });

  it('disables the button and shows a spinner while the lookup runs', async () => {
    const { events } = await openNameCard(pending);
    await events.type(nameInput(), 'John Smith');
    await events.click(calculate());
    await waitFor(() => expect(calculate()).toBeDisabled());
    expect(screen.getByTestId('lookup-spinner')).toBeInTheDocument();
  });

  it.each([
    [
      'the server message',
      { status: 400, body: { error: 'Name must contain at least one letter' } },
      'Error: Name must contain at least one letter',
    ],
    ['the HTTP failure', { status: 503 }, 'Error: Failed to load name card: 503'],
    [
      'the network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Error: An error occurred while fetching the name card.',
    ],
  ] as [string, MockReply, string][])('shows %s in the error line and logs it', async (_, reply, line) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { events } = await openNameCard(reply);
    await events.type(nameInput(), '123');
    await events.click(calculate());
    expect(await screen.findByRole('alert')).toHaveTextContent(line);
    expect(screen.getByRole('alert').textContent).toBe(line);
    expect(log).toHaveBeenCalled();
  });

  it('clears the old result when a new lookup starts', async () => {
    let reply: MockReply = lookUp;
    const { events } = await openNameCard(() => reply);
    await events.type(nameInput(), 'John Smith');
    await events.click(calculate());
    await screen.findByRole('region', { name: 'Name Card Result' });

    reply = pending;
    await events.clear(nameInput());
    await events.type(nameInput(), 'Ada');
    await events.click(calculate());
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Name Card Result' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('116')).not.toBeInTheDocument();
  });
});
