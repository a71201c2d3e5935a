import { TEXT_NOT_STORABLE } from '@cardology/contract/clean-text';
import {
  PUSH_ENDPOINT_FOREIGN,
  PUSH_SUBSCRIPTION_INVALID,
  REMINDER_EMAIL_UNAVAILABLE,
  REMINDER_LINK_UNKNOWN_TITLE,
  REMINDER_TIME_INVALID,
  type ReminderSettings,
} from '@cardology/contract/reminders';
import { TIME_ZONE_INVALID } from '@cardology/contract/time-zone';
import { describe, expect, it } from 'vitest';
import { readerTimeZone } from '../../src/services/reader-time-zone.js';
import { ORIGIN, signUp, type TestUser } from '../helpers/app.js';
import { PUSH_SUBSCRIPTION } from '../helpers/route-recipes.js';
import { useTestApp } from '../helpers/test-app.js';

const LOCAL_PUSH = 'http://localhost:8090';
const suite = useTestApp({ signUpAdmin: true, env: { PUSH_SERVICE_ORIGINS: LOCAL_PUSH } });

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, user?: TestUser, payload?: unknown) =>
  suite.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const device = (endpoint: string, keys = PUSH_SUBSCRIPTION.keys) => ({ endpoint, keys });

describe('the daily card settings, /api/reminders', () => {
  it('starts off at 08:00, push only, with the key a browser subscribes with', async () => {
    const reader = await signUp(suite.app);
    const response = await call('GET', '/api/reminders', reader);
    expect(response.statusCode).toBe(200);
    expect(response.json<ReminderSettings>()).toMatchObject({
      enabled: false,
      time_of_day: '08:00',
      by_email: false,
      email_available: false,
      devices: 0,
    });
    expect(response.json<ReminderSettings>().vapid_public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  it('saves the time of day and turns the reminder on', async () => {
    const reader = await signUp(suite.app);
    const saved = await call('PUT', '/api/reminders', reader, { enabled: true, time_of_day: '06:45' });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await call('GET', '/api/reminders', reader);
    expect(read.json<ReminderSettings>()).toMatchObject({ enabled: true, time_of_day: '06:45' });
  });

  it.each(['8:00', '24:00', '07:60', '0800', '', 'noon', 8])('refuses the time %j with 400', async (time) => {
    const reader = await signUp(suite.app);
    const response = await call('PUT', '/api/reminders', reader, { enabled: true, time_of_day: time });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: REMINDER_TIME_INVALID });
  });

  it('stores the browser’s time zone on the profile, and refuses an unknown one with 400', async () => {
    const reader = await signUp(suite.app);
    const saved = await call('PUT', '/api/reminders', reader, {
      enabled: true,
      time_of_day: '08:00',
      time_zone: 'pacific/auckland',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await readerTimeZone(suite.db, reader.id)).toBe('Pacific/Auckland');
    for (const zone of ['Mars/Olympus_Mons', '+05:00', '', 42]) {
      const refused = await call('PUT', '/api/reminders', reader, {
        enabled: false,
        time_of_day: '09:00',
        time_zone: zone,
      });
      expect(refused.statusCode, String(zone)).toBe(400);
      expect(refused.json()).toEqual({ error: TIME_ZONE_INVALID });
    }
    expect((await call('GET', '/api/reminders', reader)).json<ReminderSettings>()).toMatchObject({
      enabled: true,
      time_of_day: '08:00',
    });
    expect(await readerTimeZone(suite.db, reader.id)).toBe('Pacific/Auckland');
  });

  it('refuses e-mail reminders in plain words when the server sends no mail', async () => {
    const reader = await signUp(suite.app);
    const response = await call('PUT', '/api/reminders', reader, {
      enabled: true,
      time_of_day: '08:00',
      by_email: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: REMINDER_EMAIL_UNAVAILABLE });
  });
});

describe('this device, /api/reminders/devices', () => {
  it('stores a browser subscription once per endpoint and removes it on request', async () => {
    const reader = await signUp(suite.app);
    const first = await call('POST', '/api/reminders/devices', reader, PUSH_SUBSCRIPTION);
    expect(first.statusCode, first.body).toBe(200);
    await call('POST', '/api/reminders/devices', reader, PUSH_SUBSCRIPTION);
    expect((await call('GET', '/api/reminders', reader)).json<ReminderSettings>().devices).toBe(1);
    const removed = await call('DELETE', '/api/reminders/devices', reader, {
      endpoint: PUSH_SUBSCRIPTION.endpoint,
    });
    expect(removed.json<ReminderSettings>().devices).toBe(0);
  });

  it('refuses a NUL byte in an endpoint with 400, adding or removing', async () => {
    const reader = await signUp(suite.app);
    // A NUL never reaches the route: the body parser refuses it for every route (decision 033). It removes
    // every other control character but tab and newline (clean-text.test.ts), and the URL rule drops those.
    for (const [endpoint, error] of [[`${PUSH_SUBSCRIPTION.endpoint}\u0000x`, TEXT_NOT_STORABLE]] as const) {
      const added = await call('POST', '/api/reminders/devices', reader, device(endpoint));
      expect(added.statusCode).toBe(400);
      expect(added.json()).toEqual({ error });
      const removed = await call('DELETE', '/api/reminders/devices', reader, { endpoint });
      expect(removed.statusCode).toBe(400);
      expect(removed.json()).toEqual({ error });
    }
  });

  it('does not let one reader remove another’s device', async () => {
    const owner = await signUp(suite.app);
    const other = await signUp(suite.app);
    const endpoint = `${LOCAL_PUSH}/notify/owners-device`;
    await call('POST', '/api/reminders/devices', owner, device(endpoint));
    await call('DELETE', '/api/reminders/devices', other, { endpoint });
    expect((await call('GET', '/api/reminders', owner)).json<ReminderSettings>().devices).toBe(1);
  });

  it.each([
    ['an endpoint on the server’s own network', 'http://127.0.0.1:5432/'],
    ['a plain-http endpoint on a push service host', 'http://fcm.googleapis.com/fcm/send/x'],
    ['an endpoint on another host', 'https://attacker.example/fcm/send/x'],
    ['a look-alike host', 'https://fcm.googleapis.com.attacker.example/x'],
    ['credentials in the endpoint', 'https://user:pass@fcm.googleapis.com/fcm/send/x'],
  ])('refuses %s with 400', async (_what, endpoint) => {
    const reader = await signUp(suite.app);
    const response = await call('POST', '/api/reminders/devices', reader, device(endpoint));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: PUSH_ENDPOINT_FOREIGN });
  });

  it.each([
    ['no endpoint', { keys: PUSH_SUBSCRIPTION.keys }],
    ['an endpoint that is not a URL', device('not a url')],
    [
      'a key of the wrong length',
      device(PUSH_SUBSCRIPTION.endpoint, { ...PUSH_SUBSCRIPTION.keys, p256dh: 'AAAA' }),
    ],
    [
      'an auth secret of the wrong length',
      device(PUSH_SUBSCRIPTION.endpoint, { ...PUSH_SUBSCRIPTION.keys, auth: 'AAAA' }),
    ],
    [
      'a key with foreign characters',
      device(PUSH_SUBSCRIPTION.endpoint, { ...PUSH_SUBSCRIPTION.keys, auth: '!!!!!!!!!!!!!!!!!!!!!!' }),
    ],
    ['no keys', { endpoint: PUSH_SUBSCRIPTION.endpoint }],
    [
      'a key that is not a point on the curve',
      device(PUSH_SUBSCRIPTION.endpoint, { ...PUSH_SUBSCRIPTION.keys, p256dh: `B${'A'.repeat(86)}` }),
    ],
  ])('refuses a subscription with %s with 400', async (_what, body) => {
    const reader = await signUp(suite.app);
    const response = await call('POST', '/api/reminders/devices', reader, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: PUSH_SUBSCRIPTION_INVALID });
  });
});

describe('the unsubscribe link', () => {
  it.each(['x'.repeat(43), 'forged', '%00'])(
    'answers a forged link %j with a kind page, not an error',
    async (token) => {
      for (const method of ['GET', 'POST'] as const) {
        const response = await suite.app.inject({ method, url: `/api/reminders/unsubscribe/${token}` });
        expect(response.statusCode, method).toBe(200);
        expect(response.headers['content-type']).toContain('text/html');
      }
      const post = await suite.app.inject({ method: 'POST', url: `/api/reminders/unsubscribe/${token}` });
      expect(post.body).toContain(REMINDER_LINK_UNKNOWN_TITLE);
    },
  );
});
