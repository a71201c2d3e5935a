import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../test/mock-api';
import { api } from './api';

const answer = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

afterEach(() => {
  window.__early = undefined;
});

describe('answers the first-paint script started', () => {
  it('are taken by the first GET of their address instead of a second request, and only once', async () => {
    const spy = mockApi({ 'GET /api/todays-card': { status: 200, body: { card: 'fresh' } } });
    window.__early = { '/api/todays-card': { at: performance.now(), response: answer({ card: 'early' }) } };
    await expect(api.get('/api/todays-card')).resolves.toEqual({ card: 'early' });
    expect(spy).not.toHaveBeenCalled();
    await expect(api.get('/api/todays-card')).resolves.toEqual({ card: 'fresh' });
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('carry their failure as the client’s own: a 401 for a stale session is an ApiError with the server’s words', async () => {
    mockApi({});
    window.__early = {
      '/api/journal': { at: performance.now(), response: answer({ error: 'Sign in to continue' }, 401) },
    };
    await expect(api.get('/api/journal')).rejects.toMatchObject({
      status: 401,
      message: 'Sign in to continue',
    });
  });

  it('are not used when old (a page left open), nor for another method', async () => {
    const spy = mockApi({
      'GET /api/me': { status: 200, body: { id: 'fresh' } },
      'POST /api/journal': { status: 200, body: { saved: true } },
    });
    window.__early = {
      '/api/me': { at: performance.now() - 60_000, response: answer({ id: 'old' }) },
      '/api/journal': { at: performance.now(), response: answer({ entries: [] }) },
    };
    await expect(api.get('/api/me')).resolves.toEqual({ id: 'fresh' });
    await expect(api.post('/api/journal', { text: 'x' })).resolves.toEqual({ saved: true });
    expect(spy).toHaveBeenCalledTimes(2);
  });
});
