import type { ReminderSettings } from '@cardology/contract/reminders';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useThisBrowser } from '../api/this-browser';

/**
 * Issue 34: the reminder (or a notice, decision 050) is on but goes nowhere (no device has notifications, e-mail is off), so nothing will
 * ever arrive. The server keeps such a setting (a device's removal or a one-click unsubscribe reach it too), so
 * the section says so whenever it is the case, in place of "saved".
 */
export const hasNowhereToSend = (settings: ReminderSettings): boolean =>
  (settings.enabled || hasNoticeOn(settings)) && settings.devices === 0 && !settings.by_email;

/** A notice (decision 050) is on: it goes where the daily card goes, so it too can have nowhere to go. */
const hasNoticeOn = (settings: ReminderSettings): boolean =>
  settings.period_notice || settings.birthday_notice;

interface NowhereToSendProps {
  settings: ReminderSettings;
  busy: boolean;
  onThisDevice: () => void;
  onEmail: () => void;
}

/** What is wrong and the ways out this browser and server offer: notifications here, e-mail. */
export function NowhereToSend({ settings, busy, onThisDevice, onEmail }: NowhereToSendProps) {
  const { t } = useTranslation();
  const browser = useThisBrowser();
  const canNotify = browser.data?.supported === true;
  const canMail = settings.email_available;
  return (
    <div
      role="status"
      className="grid gap-3 rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-sm font-medium"
    >
      <p>
        {settings.enabled
          ? t('settings.dailyCard.nowhere.said')
          : t('settings.dailyCard.nowhere.saidNotices')}{' '}
        {!(canNotify || canMail)
          ? t('settings.dailyCard.nowhere.noWay')
          : settings.enabled
            ? t('settings.dailyCard.nowhere.choose')
            : t('settings.dailyCard.nowhere.chooseNotices')}
      </p>
      {(canNotify || canMail) && (
        <div className="flex flex-wrap gap-2">
          {canNotify && (
            <Button type="button" variant="outline" disabled={busy} onClick={onThisDevice}>
              {t('settings.dailyCard.nowhere.thisDevice')}
            </Button>
          )}
          {canMail && (
            <Button type="button" variant="outline" disabled={busy} onClick={onEmail}>
              {t('settings.dailyCard.nowhere.byEmail')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
