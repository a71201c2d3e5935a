import {
  NOTICES_SAVED,
  REMINDER_SAVED,
  REMINDER_TIME_INVALID,
  type ReminderSettings,
} from '@cardology/contract/reminders';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, type MockReply, mockApi, sentBody, signedInAs } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const OFF: ReminderSettings = {
  enabled: false,
  time_of_day: '08:00',
  by_email: false,
  email_available: false,
  vapid_public_key: 'B'.repeat(87),
  devices: 0,
  period_notice: false,
  birthday_notice: false,
  notice_names: false,
};

async function openDailyCard(settings: ReminderSettings, routes: Record<string, MockReply> = {}) {
  const api = mockApi({
    'GET /api/me': signedInAs(aUser()),
    'GET /api/calendar': {
      status: 200,
      body: { exists: false, include_people: false, created_at: null, url: null },
    },
    'GET /api/reminders': { status: 200, body: settings },
    'PUT /api/reminders': (body) => ({ status: 200, body: { ...settings, ...(body as object) } }),
    ...routes,
  });
  renderApp('/profile');
  const section = await screen.findByRole('region', { name: 'Daily card' });
  return { api, section, events: userEvent.setup() };
}

describe('profile daily card section', () => {
  it('turns the reminder on at the default 08:00', async () => {
    const { api, section, events } = await openDailyCard({ ...OFF, devices: 1 });
    await events.click(await within(section).findByRole('switch', { name: /Send me today’s card/ }));
    expect(await screen.findByText(REMINDER_SAVED)).toBeInTheDocument();
    expect(sentBody(api, 'PUT', '/api/reminders')).toEqual({
      enabled: true,
      time_of_day: '08:00',
      by_email: false,
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('saves another time of day', async () => {
    const { api, section, events } = await openDailyCard({ ...OFF, enabled: true, devices: 1 });
    const time = await within(section).findByLabelText('Time of day');
    await events.clear(time);
    await events.type(time, '06:30');
    await events.click(within(section).getByRole('button', { name: 'Save time' }));
    expect(await screen.findByText(REMINDER_SAVED)).toBeInTheDocument();
    expect(sentBody(api, 'PUT', '/api/reminders')).toMatchObject({ time_of_day: '06:30' });
  });

  it('shows the server’s words when a time is refused', async () => {
    const { section, events } = await openDailyCard(OFF, {
      'PUT /api/reminders': { status: 400, body: { error: REMINDER_TIME_INVALID } },
    });
    await events.click(await within(section).findByRole('switch', { name: /Send me today’s card/ }));
    expect(await within(section).findByText(REMINDER_TIME_INVALID)).toBeInTheDocument();
  });

  it('offers e-mail only when the server sends mail', async () => {
    const without = await openDailyCard(OFF);
    await within(without.section).findByRole('switch', { name: /Send me today’s card/ });
    expect(within(without.section).queryByRole('switch', { name: /By e-mail/ })).toBeNull();
  });

  it('offers e-mail as well or instead when the server sends mail', async () => {
    const { api, section, events } = await openDailyCard({ ...OFF, enabled: true, email_available: true });
    await events.click(await within(section).findByRole('switch', { name: /By e-mail/ }));
    expect(await screen.findByText(REMINDER_SAVED)).toBeInTheDocument();
    expect(sentBody(api, 'PUT', '/api/reminders')).toEqual({
      enabled: true,
      time_of_day: '08:00',
      by_email: true,
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('says so when this browser cannot show notifications', async () => {
    const { section } = await openDailyCard(OFF);
    expect(
      await within(section).findByText(
        /^Notifications are not available in this browser\. Open this page in/,
      ),
    ).toBeInTheDocument();
  });
});

describe('the notices under the daily card', () => {
  it('are off until turned on, and each switch saves only itself', async () => {
    const { api, section, events } = await openDailyCard({ ...OFF, devices: 1 });
    const notices = await within(section).findByRole('group', { name: 'More notices' });
    const period = within(notices).getByRole('switch', { name: /When a planetary period begins/ });
    const birthday = within(notices).getByRole('switch', {
      name: /The day before a saved person’s birthday/,
    });
    const names = within(notices).getByRole('switch', { name: /Use my people’s first names in notices/ });
    for (const notice of [period, birthday, names]) expect(notice).not.toBeChecked();
    await events.click(birthday);
    expect(await screen.findByText(NOTICES_SAVED)).toBeInTheDocument();
    expect(sentBody(api, 'PUT', '/api/reminders')).toEqual({
      enabled: false,
      time_of_day: '08:00',
      by_email: false,
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      birthday_notice: true,
    });
  });

  it('shows the saved switches and turns the names off', async () => {
    const { api, section, events } = await openDailyCard({
      ...OFF,
      devices: 1,
      period_notice: true,
      notice_names: true,
    });
    const notices = await within(section).findByRole('group', { name: 'More notices' });
    expect(within(notices).getByRole('switch', { name: /planetary period/ })).toBeChecked();
    await events.click(within(notices).getByRole('switch', { name: /first names/ }));
    await screen.findByText(NOTICES_SAVED);
    expect(sentBody(api, 'PUT', '/api/reminders')).toMatchObject({ notice_names: false });
    expect(sentBody(api, 'PUT', '/api/reminders')).not.toHaveProperty('period_notice');
  });
});
