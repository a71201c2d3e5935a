// Issue 34: a daily card turned on with neither a device nor e-mail never arrives; the section says so (not
// "saved") and offers the ways there are, in every language.
import type { Language } from '@cardology/contract/languages';
import { messageText } from '@cardology/contract/messages/translate';
import { REMINDER_SAVED, type ReminderSettings } from '@cardology/contract/reminders';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../../i18n/i18n';
import { settings as EN } from '../../../i18n/locales/en/settings';
import { settings as ES } from '../../../i18n/locales/es/settings';
import { settings as PT_BR } from '../../../i18n/locales/pt-BR/settings';
import { settings as RU } from '../../../i18n/locales/ru/settings';
import { aUser, type MockReply, mockApi, sentBody, signedInAs } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { removePushBrowser, stubPushBrowser } from '../test-push-browser';

const OFF: ReminderSettings = {
  enabled: false,
  time_of_day: '08:00',
  by_email: false,
  email_available: true,
  vapid_public_key: 'B'.repeat(87),
  devices: 0,
  period_notice: false,
  birthday_notice: false,
  notice_names: false,
};

const TEXTS = { en: EN, es: ES, 'pt-BR': PT_BR, ru: RU } as const satisfies Record<Language, unknown>;

async function openDailyCard(
  language: Language,
  settings: ReminderSettings,
  routes: Record<string, MockReply> = {},
) {
  await act(() => applyLanguage(language));
  const api = mockApi({
    'GET /api/me': signedInAs(aUser()),
    'GET /api/calendar': {
      status: 200,
      body: { exists: false, include_people: false, created_at: null, url: null },
    },
    'GET /api/reminders': { status: 200, body: settings },
    'PUT /api/reminders': (body) => ({ status: 200, body: { ...settings, ...(body as object) } }),
    'POST /api/reminders/devices': { status: 200, body: { ...settings, enabled: true, devices: 1 } },
    ...routes,
  });
  renderApp('/profile');
  const section = await screen.findByRole('region', { name: TEXTS[language].dailyCard.title });
  return { api, section, events: userEvent.setup() };
}

beforeEach(() => localStorage.clear());
afterEach(async () => {
  removePushBrowser();
  await act(() => applyLanguage('en'));
});

for (const language of Object.keys(TEXTS) as Language[]) {
  const texts = TEXTS[language].dailyCard;
  describe(`a daily card with nowhere to go, in ${language}`, { timeout: 30_000 }, () => {
    it('says nothing will arrive instead of "saved", and offers this device and e-mail', async () => {
      stubPushBrowser();
      const { section, events } = await openDailyCard(language, OFF);
      await events.click(
        await within(section).findByRole('switch', { name: (n) => n.startsWith(texts.send) }),
      );
      const notice = await within(section).findByText(
        (_, node) => node?.textContent === `${texts.nowhere.said} ${texts.nowhere.choose}`,
      );
      expect(notice).toBeVisible();
      expect(within(section).getByRole('button', { name: texts.nowhere.thisDevice })).toBeEnabled();
      expect(within(section).getByRole('button', { name: texts.nowhere.byEmail })).toBeEnabled();
      expect(screen.queryByText(messageText(language, 'REMINDER_SAVED'))).toBeNull();
    });

    it('turns e-mail on from the notice, which then goes', async () => {
      const { api, section, events } = await openDailyCard(language, { ...OFF, enabled: true });
      await events.click(await within(section).findByRole('button', { name: texts.nowhere.byEmail }));
      expect(sentBody(api, 'PUT', '/api/reminders')).toMatchObject({ enabled: true, by_email: true });
      await expect.poll(() => within(section).queryByText(texts.nowhere.said, { exact: false })).toBeNull();
    });

    it('turns this device on from the notice', async () => {
      stubPushBrowser();
      const { api, section, events } = await openDailyCard(language, { ...OFF, enabled: true });
      await events.click(await within(section).findByRole('button', { name: texts.nowhere.thisDevice }));
      await expect.poll(() => within(section).queryByText(texts.nowhere.said, { exact: false })).toBeNull();
      expect(sentBody(api, 'POST', '/api/reminders/devices')).toMatchObject({ endpoint: expect.any(String) });
    });

    it('says so for the notices too when only they are on (decision 050), and not "saved"', async () => {
      const { section, events } = await openDailyCard(language, OFF);
      await events.click(
        await within(section).findByRole('switch', { name: (n) => n.startsWith(texts.notices.period) }),
      );
      const notice = await within(section).findByText(
        (_, node) => node?.textContent === `${texts.nowhere.saidNotices} ${texts.nowhere.chooseNotices}`,
      );
      expect(notice).toBeVisible();
      expect(within(section).getByRole('button', { name: texts.nowhere.byEmail })).toBeEnabled();
      expect(screen.queryByText(messageText(language, 'NOTICES_SAVED'))).toBeNull();
    });

    it('says there is no way from here when neither notifications nor e-mail exist', async () => {
      const { section } = await openDailyCard(language, { ...OFF, enabled: true, email_available: false });
      expect(await within(section).findByText(texts.nowhere.noWay, { exact: false })).toBeVisible();
      expect(within(section).queryByRole('button', { name: texts.nowhere.byEmail })).toBeNull();
    });
  });
}

describe('a daily card that goes somewhere', () => {
  it('is "saved", with no notice', async () => {
    const { section, events } = await openDailyCard('en', { ...OFF, devices: 1 });
    await events.click(await within(section).findByRole('switch', { name: /Send me today’s card/ }));
    expect(await screen.findByText(REMINDER_SAVED)).toBeInTheDocument();
    expect(within(section).queryByText(EN.dailyCard.nowhere.said, { exact: false })).toBeNull();
  });
});
