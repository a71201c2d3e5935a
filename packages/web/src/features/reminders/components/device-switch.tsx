import type { ReminderSettings } from '@cardology/contract/reminders';
import { useTranslation } from 'react-i18next';
import { CheckSwitch } from '../../../components/ui/check-switch';
import { useThisBrowser } from '../api/this-browser';
import type { useThisDevice } from '../api/this-device';
import { PUSH_PROBLEM_TEXT, whyNoPushHere } from '../push-failure';

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
      <p className="text-sm text-muted">{t(PUSH_PROBLEM_TEXT[whyNoPushHere()])}</p>
    ) : null;
  }
  // Blocked already: what to do, before the reader flips a switch that can only fail.
  let hint: string = t('settings.dailyCard.deviceHint');
  if (browser.data.blocked && !browser.data.subscribed) hint = t(PUSH_PROBLEM_TEXT.denied);
  else if (settings.devices > 0)
    hint = t('settings.dailyCard.deviceHintCount', { devices: settings.devices });
  return (
    <CheckSwitch
      label={t('settings.dailyCard.onThisDevice')}
      hint={hint}
      checked={browser.data.subscribed}
      disabled={device.isPending}
      onChange={(on) => device.mutate({ on, vapidPublicKey: settings.vapid_public_key })}
    />
  );
}
