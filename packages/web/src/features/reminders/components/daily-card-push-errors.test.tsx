// Issue 32 item 4: turning on "On this device" fails in the reader's own words, in every language: each push and
// permission condition shows its catalog sentence, never the browser's text (English whatever the reader chose).
import type { Language } from '@cardology/contract/languages';
import type { ReminderSettings } from '@cardology/contract/reminders';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../../i18n/i18n';
import { settings as EN } from '../../../i18n/locales/en/settings';
import { settings as ES } from '../../../i18n/locales/es/settings';
import { settings as PT_BR } from '../../../i18n/locales/pt-BR/settings';
import { settings as RU } from '../../../i18n/locales/ru/settings';
import { aUser, type MockReply, mockApi, signedInAs } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import type { PushProblem } from '../push-failure';
import { type PushBrowser, removePushBrowser, stubPushBrowser } from '../test-push-browser';

const SETTINGS: ReminderSettings = {
  enabled: true,
  time_of_day: '08:00',
  by_email: false,
  email_available: false,
  vapid_public_key: 'B'.repeat(87),
  devices: 0,
  period_notice: false,
  birthday_notice: false,
  notice_names: false,
};

/** Each language's section texts, as its catalog has them. */
const TEXTS = { en: EN, es: ES, 'pt-BR': PT_BR, ru: RU } as const satisfies Record<Language, unknown>;
const SECTION = { en: 'Daily card', es: 'Carta diaria', 'pt-BR': 'Carta diária', ru: 'Карта дня' } as const;

/** Each condition: the browser it happens in, what the browser would have said, and the problem it is. */
const CONDITIONS: readonly { browser: PushBrowser; says: string; problem: PushProblem }[] = [
  { browser: { permission: 'denied' }, says: 'denied', problem: 'denied' },
  { browser: { permission: 'default' }, says: 'default', problem: 'dismissed' },
  {
    browser: {
      subscribeError: new DOMException('Registration failed - push service not available', 'AbortError'),
    },
    says: 'Registration failed - push service not available',
    problem: 'serviceUnavailable',
  },
  {
    browser: {
      subscribeError: new DOMException('Registration failed - permission denied', 'NotAllowedError'),
    },
    says: 'Registration failed - permission denied',
    problem: 'denied',
  },
  {
    browser: {
      subscribeError: new DOMException(
        'A subscription with a different application server key already exists.',
        'InvalidStateError',
      ),
    },
    says: 'A subscription with a different application server key already exists.',
    problem: 'staleSubscription',
  },
  {
    browser: { subscribeError: new DOMException('Push is not supported here', 'NotSupportedError') },
    says: 'Push is not supported here',
    problem: 'notHere',
  },
  {
    browser: { subscribeError: new DOMException('The operation is insecure.', 'SecurityError') },
    says: 'The operation is insecure.',
    problem: 'blockedBySettings',
  },
  {
    browser: { subscribeError: new TypeError('Failed to execute subscribe on PushManager') },
    says: 'Failed to execute subscribe on PushManager',
    problem: 'unknown',
  },
];

async function openDailyCard(language: keyof typeof TEXTS, routes: Record<string, MockReply> = {}) {
  await act(() => applyLanguage(language));
  mockApi({
    'GET /api/me': signedInAs(aUser()),
    'GET /api/calendar': {
      status: 200,
      body: { exists: false, include_people: false, created_at: null, url: null },
    },
    'GET /api/reminders': { status: 200, body: SETTINGS },
    'POST /api/reminders/devices': { status: 200, body: { ...SETTINGS, devices: 1 } },
    ...routes,
  });
  renderApp('/profile');
  const section = await screen.findByRole('region', { name: SECTION[language] });
  return { section, events: userEvent.setup() };
}

/** Flips "On this device" and returns the alert the section shows. */
async function flipThisDevice(language: keyof typeof TEXTS, routes?: Record<string, MockReply>) {
  const { section, events } = await openDailyCard(language, routes);
  // The switch's name is its label and its hint.
  const label = TEXTS[language].dailyCard.onThisDevice;
  await events.click(await within(section).findByRole('switch', { name: (name) => name.startsWith(label) }));
  return within(section).findByRole('alert');
}

beforeEach(() => localStorage.clear());
afterEach(async () => {
  removePushBrowser();
  await act(() => applyLanguage('en'));
});

for (const language of Object.keys(TEXTS) as (keyof typeof TEXTS)[]) {
  const push = TEXTS[language].dailyCard.push;
  describe(`turning on notifications fails in ${language}`, { timeout: 60_000 }, () => {
    for (const { browser, says, problem } of CONDITIONS) {
      it(`says why when ${problem} (${says})`, async () => {
        stubPushBrowser(browser);
        const alert = await flipThisDevice(language);
        expect(alert).toHaveTextContent(push[problem]);
        expect(alert).not.toHaveTextContent(says);
        if (language !== 'en') expect(alert).not.toHaveTextContent(EN.dailyCard.push[problem]);
      });
    }

    it('says why when turning off fails', async () => {
      stubPushBrowser({
        subscribed: true,
        unsubscribeError: new DOMException('Unsubscribe failed', 'AbortError'),
      });
      const alert = await flipThisDevice(language);
      expect(alert).toHaveTextContent(push.turnOffFailed);
      expect(alert).not.toHaveTextContent('Unsubscribe failed');
    });

    it('shows the section’s own words, not fetch’s, when the server cannot be reached', async () => {
      stubPushBrowser();
      const alert = await flipThisDevice(language, {
        'POST /api/reminders/devices': () => Promise.reject(new TypeError('Failed to fetch')),
      });
      expect(alert).toHaveTextContent(TEXTS[language].dailyCard.saveFailed);
      expect(alert).not.toHaveTextContent('Failed to fetch');
    });

    it('says this browser cannot show notifications without the Push API, and where they can be had', async () => {
      stubPushBrowser({ withoutPushManager: true });
      const { section } = await openDailyCard(language);
      expect(await within(section).findByText(push.unsupported)).toBeInTheDocument();
    });

    it('tells Safari on iPhone in a tab to add the app to the Home Screen', async () => {
      stubPushBrowser({ withoutPushManager: true, standalone: false });
      const { section } = await openDailyCard(language);
      expect(await within(section).findByText(push.addToHomeScreen)).toBeInTheDocument();
    });

    it('says notifications are blocked, and how to allow them, before the switch is tried', async () => {
      stubPushBrowser({ blockedAlready: true });
      const { section } = await openDailyCard(language);
      const label = TEXTS[language].dailyCard.onThisDevice;
      const toggle = await within(section).findByRole('switch', { name: (name) => name.startsWith(label) });
      await expect.poll(() => toggle.closest('div')?.textContent).toContain(push.denied);
    });
  });
}
