import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api';
import { OFFLINE_NOTE, OfflineNote } from './offline-note';

function renderNote() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OfflineNote />
    </QueryClientProvider>,
  );
  return client;
}

/** A query that had data and whose next request threw `error`. */
async function failRefresh(client: QueryClient, error: Error) {
  client.setQueryData(['todays-card'], { card: 'A♥' });
  await act(() =>
    client
      .fetchQuery({ queryKey: ['todays-card'], queryFn: () => Promise.reject(error), staleTime: 0 })
      .catch(() => undefined),
  );
}

describe('OfflineNote', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('says the page shows what was last seen while the browser is offline, and goes when back online', () => {
    renderNote();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_NOTE);
    act(() => onlineManager.setOnline(true));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows when a request fails without reaching the server while its data is still shown', async () => {
    const client = renderNote();
    await failRefresh(client, new TypeError('Failed to fetch'));
    expect(screen.getByRole('status')).toHaveTextContent("You're offline — showing what you last saw");
  });

  it('stays hidden when the server answered with an error: the app is online', async () => {
    const client = renderNote();
    await failRefresh(client, new ApiError(500, 'Internal error'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
