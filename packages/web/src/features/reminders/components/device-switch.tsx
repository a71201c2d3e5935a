import type { ReminderSettings } from '@cardology/contract/reminders';
import { useTranslation } from 'react-i18next';
import { CheckSwitch } from '../../../components/ui/check-switch';
import { useThisBrowser } from '../api/this-browser';
import type { useThisDevice } from '../api/this-device';

/** Notifications in this browser (push), or why this browser cannot have them. */
export function DeviceSwitch({
  device,
  settings,
}: {
  device: ReturnType<typeof useThisDevice>;
  settings: ReminderSettings;
}) {
  const browser = useThisBrowser();
  const { t } = useTranslation();
  if (!browser.data?.supported) {
    return browser.isSuccess ? (
      <p className="text-sm text-muted">{t('settings.dailyCard.noNotifications')}</p>
    ) : null;
  }
  return (
    <CheckSwitch
      label={t('settings.dailyCard.onThisDevice')}
      hint={
        settings.devices > 0
          ? t('settings.dailyCard.deviceHintCount', { devices: settings.devices })
          : t('settings.dailyCard.deviceHint')
      }
      checked={browser.data.subscribed}
      disabled={device.isPending}
      onChange={(on) => device.mutate({ on, vapidPublicKey: settings.vapid_public_key })}
    />
  );
}
