import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signOutMutation } from '../features/auth/api/sign-out';
import { OFFLINE_CACHE_KEY } from '../lib/offline-cache';
import { mockApi } from '../test/mock-api';
import { restoreOfflineQueries } from './offline-queries';

const kept = () => localStorage.getItem(OFFLINE_CACHE_KEY) ?? '';

/** A client with the offline cache on, holding one kept answer and one that must never be stored. */
async function clientWithAnswers() {
  const client = new QueryClient();
  await restoreOfflineQueries(client);
  client.setQueryData(['todays-card'], { card: 'Q♠', name: 'Queen of Spades' });
  client.setQueryData(['readings', 'yearly', { age: 36 }], { card: '7♦' });
  client.setQueryData(['credit-requests'], [{ notes: 'private note' }]);
  await vi.waitFor(() => expect(kept()).toContain('Queen of Spades'), { timeout: 3000 });
  return client;
}

describe('the offline cache', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it("keeps today's card and the readings viewed, and nothing outside the read-only list", async () => {
    await clientWithAnswers();
    expect(kept()).toContain('7♦');
    expect(kept()).not.toContain('private note');
  });

  it('restores the kept answers into a new page load', async () => {
    await clientWithAnswers();
    const next = new QueryClient();
    await restoreOfflineQueries(next);
    expect(next.getQueryData(['todays-card'])).toEqual({ card: 'Q♠', name: 'Queen of Spades' });
    expect(next.getQueryData(['credit-requests'])).toBeUndefined();
    // Shown offline, asked for again online: the kept copy never passes for a fresh answer.
    expect(next.getQueryState(['todays-card'])?.isInvalidated).toBe(true);
  });

  it('leaves an answer fetched beside the restore fresh and unchanged', async () => {
    await clientWithAnswers();
    const next = new QueryClient();
    const restoring = restoreOfflineQueries(next);
    // The first page's own request answered while the kept copy was being read.
    next.setQueryData(['todays-card'], { card: 'A♥', name: 'Ace of Hearts' });
    await restoring;
    expect(next.getQueryData(['todays-card'])).toEqual({ card: 'A♥', name: 'Ace of Hearts' });
    expect(next.getQueryState(['todays-card'])?.isInvalidated).toBe(false);
    expect(next.getQueryState(['readings', 'yearly', { age: 36 }])?.isInvalidated).toBe(true);
  });

  it('is forgotten on sign-out', async () => {
    mockApi({ 'POST /api/auth/sign-out': { status: 200, body: { success: true } } });
    const client = await clientWithAnswers();
    await client.getMutationCache().build(client, signOutMutation(client)).execute(undefined);
    expect(kept()).not.toContain('Queen of Spades');
    const next = new QueryClient();
    await restoreOfflineQueries(next);
    expect(next.getQueryData(['todays-card'])).toBeUndefined();
  });
});
