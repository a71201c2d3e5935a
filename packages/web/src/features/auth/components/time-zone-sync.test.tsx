import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aUser, mockApi, sentBody, signedInAs } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { LAST_DETECTED_ZONE_KEY } from '../time-zone';

const detected = Intl.DateTimeFormat().resolvedOptions().timeZone;
const patches = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls.filter(([, init]) => init?.method === 'PATCH');

async function start(user = aUser()) {
  const api = mockApi({
    'GET /api/me': signedInAs(user),
    'PATCH /api/me': (body) => ({ status: 200, body: { ...user, ...(body as object) } }),
  });
  renderApp('/profile');
  await screen.findByRole('heading', { level: 1, name: 'Your Profile' });
  return api;
}

afterEach(() => window.localStorage.clear());

describe('the browser reports its time zone at app start', () => {
  it('stores it on a profile that has none (just signed up)', async () => {
    const api = await start(aUser({ timeZone: null }));
    await waitFor(() => expect(patches(api)).toHaveLength(1));
    expect(sentBody(api, 'PATCH', '/api/me')).toEqual({ timeZone: detected });
    expect(window.localStorage.getItem(LAST_DETECTED_ZONE_KEY)).toBe(detected);
  });

  it('stores it when the device has moved since it last looked', async () => {
    window.localStorage.setItem(LAST_DETECTED_ZONE_KEY, 'Antarctica/Troll');
    const api = await start(aUser({ timeZone: 'Antarctica/Troll' }));
    await waitFor(() => expect(patches(api)).toHaveLength(1));
    expect(sentBody(api, 'PATCH', '/api/me')).toEqual({ timeZone: detected });
  });

  it('leaves alone a zone the reader chose by hand on this device', async () => {
    window.localStorage.setItem(LAST_DETECTED_ZONE_KEY, detected);
    const api = await start(aUser({ timeZone: 'Antarctica/Troll' }));
    // The page's own requests are done; nothing was patched.
    await screen.findByLabelText('Your time zone');
    expect(patches(api)).toHaveLength(0);
  });
});
