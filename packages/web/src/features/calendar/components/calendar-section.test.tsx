import type { CalendarStatus } from '@cardology/contract/calendar';
import {
  CALENDAR_FEED_CREATED,
  CALENDAR_FEED_REGENERATED,
  CALENDAR_FEED_TURNED_OFF,
} from '@cardology/contract/calendar';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, type MockReply, mockApi, sentBody, signedInAs } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const NO_FEED: CalendarStatus = { exists: false, include_people: false, created_at: null, url: null };
const FEED: CalendarStatus = {
  exists: true,
  include_people: false,
  created_at: '2025-06-15T12:00:00.000Z',
  url: null,
};
const URL_1 = `http://localhost:3000/api/calendar/feed/${'a'.repeat(43)}.ics`;
const URL_2 = `http://localhost:3000/api/calendar/feed/${'b'.repeat(43)}.ics`;

/** POST answers URL_1, then URL_2: each link made is a new one. */
function linkMaker(): MockReply {
  const urls = [URL_1, URL_2];
  return () => ({ status: 200, body: { ...FEED, url: urls.shift() ?? URL_2 } });
}

async function openCalendar(status: CalendarStatus, routes: Record<string, MockReply> = {}) {
  const api = mockApi({
    'GET /api/me': signedInAs(aUser()),
    'GET /api/calendar': { status: 200, body: status },
    'POST /api/calendar': linkMaker(),
    ...routes,
  });
  renderApp('/profile');
  const section = await screen.findByRole('region', { name: 'Calendar' });
  return { api, section, events: userEvent.setup() };
}

const calls = (api: ReturnType<typeof mockApi>, method: string) =>
  api.mock.calls.filter(
    ([input, init]) => (init?.method ?? 'GET') === method && String(input) === '/api/calendar',
  );

describe('profile calendar section', () => {
  it('makes a link and shows it once, with a copy button', async () => {
    const { api, section, events } = await openCalendar(NO_FEED);
    await events.click(await within(section).findByRole('button', { name: 'Create calendar link' }));
    expect(await within(section).findByLabelText('Your calendar link')).toHaveValue(URL_1);
    expect(await screen.findByText(CALENDAR_FEED_CREATED)).toBeInTheDocument();
    expect(calls(api, 'POST')).toHaveLength(1);

    await events.click(within(section).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(URL_1);
  });

  it('never shows a URL for an existing link, and switches people on with PATCH', async () => {
    const { api, section, events } = await openCalendar(FEED, {
      'PATCH /api/calendar': (body) => ({ status: 200, body: { ...FEED, ...(body as object) } }),
    });
    expect(await within(section).findByText(/Your calendar link is on/)).toBeInTheDocument();
    expect(within(section).queryByLabelText('Your calendar link')).toBeNull();
    const people = within(section).getByRole('switch', { name: /Include my people/ });
    expect(people).not.toBeChecked();
    await events.click(people);
    expect(sentBody(api, 'PATCH', '/api/calendar')).toEqual({ include_people: true });
    expect(await within(section).findByRole('switch', { name: /Include my people/ })).toBeChecked();
  });

  it('asks before making a new link, then shows the new one', async () => {
    const { api, section, events } = await openCalendar(FEED);
    await events.click(await within(section).findByRole('button', { name: 'New link' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Make a new link?' });
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls(api, 'POST')).toHaveLength(0);

    await events.click(within(section).getByRole('button', { name: 'New link' }));
    const again = await screen.findByRole('alertdialog', { name: 'Make a new link?' });
    await events.click(within(again).getByRole('button', { name: 'Make a new link' }));
    expect(await within(section).findByLabelText('Your calendar link')).toHaveValue(URL_1);
    expect(await screen.findByText(CALENDAR_FEED_REGENERATED)).toBeInTheDocument();
  });

  it('turns the link off', async () => {
    const { section, events } = await openCalendar(FEED, {
      'DELETE /api/calendar': { status: 200, body: NO_FEED },
    });
    await events.click(await within(section).findByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText(CALENDAR_FEED_TURNED_OFF)).toBeInTheDocument();
    expect(await within(section).findByRole('button', { name: 'Create calendar link' })).toBeInTheDocument();
  });

  it('offers the one-off download', async () => {
    const { section } = await openCalendar(NO_FEED);
    const link = await within(section).findByRole('link', { name: 'Download .ics' });
    expect(link).toHaveAttribute('href', '/api/calendar/download.ics');
  });
});
