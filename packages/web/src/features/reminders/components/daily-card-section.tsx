import { REMINDER_DEFAULT_TIME, type ReminderSettings } from '@cardology/contract/reminders';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckSwitch } from '../../../components/ui/check-switch';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Panel } from '../../../components/ui/panel';
import { useContractText } from '../../../i18n/use-contract-text';
import { ApiError, errorMessage } from '../../../lib/api';
import { useReminders } from '../api/get-reminders';
import { useThisDevice } from '../api/this-device';
import { useUpdateReminders } from '../api/update-reminders';
import { PUSH_PROBLEM_TEXT, PushFailure } from '../push-failure';
import { DeviceSwitch } from './device-switch';
import { type NoticeChanges, NoticeSwitches } from './notice-switches';
import { hasNowhereToSend, NowhereToSend } from './nowhere-to-send';
import '../../../i18n/settings-texts';

/**
 * The profile's "Daily card" section (issue 23; docs/decisions/037-daily-reminders.md): today's card at the
 * reader's hour, on this device by push and, when the server sends mail, by e-mail as well or instead.
 */
export function DailyCardSection({ userId }: { userId: string }) {
  const settings = useReminders(userId);
  const { t } = useTranslation();
  return (
    <Panel aria-labelledby="profile-daily-card" className="grid gap-5">
      <div className="grid gap-1.5">
        <h2 id="profile-daily-card" className="text-xl font-semibold">
          {t('settings.dailyCard.title')}
        </h2>
        <p className="text-muted">{t('settings.dailyCard.intro')}</p>
      </div>
      {settings.isError && <p className="text-muted">{t('settings.dailyCard.loadFailed')}</p>}
      {settings.data && <DailyCardForm userId={userId} settings={settings.data} />}
    </Panel>
  );
}

/**
 * A failed save or device switch in the reader's words: a push problem's sentence, the server's answer, or the
 * section's own fallback; never a browser's text ('Registration failed - push service not available', 'Failed
 * to fetch'), which is English whatever the reader chose.
 */
function failureText(failure: Error, t: TFunction): string {
  if (failure instanceof PushFailure) return t(PUSH_PROBLEM_TEXT[failure.problem]);
  const fallback = t('settings.dailyCard.saveFailed');
  return failure instanceof ApiError ? errorMessage(failure, fallback) : fallback;
}

/** Saves one change with the rest as they are, in the browser's zone, and says "saved" when it will arrive. */
function useSaveReminders(userId: string, settings: ReminderSettings) {
  const update = useUpdateReminders(userId);
  const contract = useContractText();
  const save = ({
    enabled,
    by_email,
    time_of_day,
    ...notices
  }: Partial<Pick<ReminderSettings, 'enabled' | 'by_email' | 'time_of_day'>> & NoticeChanges) =>
    update.mutate(
      {
        // A notice's switch is sent only when it is the change: the server keeps the others as saved.
        ...notices,
        enabled: enabled ?? settings.enabled,
        time_of_day: time_of_day ?? (settings.time_of_day || REMINDER_DEFAULT_TIME),
        by_email: by_email ?? settings.by_email,
        // The reminder is due at this hour where the reader is: the browser's own zone.
        time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
      {
        // "Saved" only when it will arrive somewhere; otherwise the notice below says why it will not.
        onSuccess: (saved) => {
          if (hasNowhereToSend(saved)) return;
          toast.success(contract(Object.keys(notices).length > 0 ? 'NOTICES_SAVED' : 'REMINDER_SAVED'));
        },
      },
    );
  return { update, save };
}

function DailyCardForm({ userId, settings }: { userId: string; settings: ReminderSettings }) {
  const { update, save } = useSaveReminders(userId, settings);
  const { t } = useTranslation();
  // The device switch's failure shows above the form, like a failed save: one mutation for both.
  const device = useThisDevice(userId);
  const failure = update.error ?? device.error;

  const turnOnThisDevice = () => device.mutate({ on: true, vapidPublicKey: settings.vapid_public_key });

  return (
    <>
      {failure && <Alert>{failureText(failure, t)}</Alert>}
      <CheckSwitch
        label={t('settings.dailyCard.send')}
        hint={t('settings.dailyCard.sendHint')}
        checked={settings.enabled}
        disabled={update.isPending}
        onChange={(enabled) => save({ enabled })}
      />
      {hasNowhereToSend(settings) && (
        <NowhereToSend
          settings={settings}
          busy={update.isPending || device.isPending}
          onThisDevice={turnOnThisDevice}
          onEmail={() => save({ by_email: true })}
        />
      )}
      <TimeOfDayForm
        saved={settings.time_of_day}
        busy={update.isPending}
        onSave={(timeOfDay) => save({ time_of_day: timeOfDay })}
      />
      <DeviceSwitch device={device} settings={settings} />
      {settings.email_available && (
        <CheckSwitch
          label={t('settings.dailyCard.byEmail')}
          hint={t('settings.dailyCard.byEmailHint')}
          checked={settings.by_email}
          disabled={update.isPending}
          onChange={(byEmail) => save({ by_email: byEmail })}
        />
      )}
      <NoticeSwitches settings={settings} busy={update.isPending} onChange={save} />
    </>
  );
}

/** The hour the card comes at, saved on its own button (a time typed halfway is not a change). */
function TimeOfDayForm({
  saved,
  busy,
  onSave,
}: {
  saved: string;
  busy: boolean;
  onSave: (time: string) => void;
}) {
  const { t } = useTranslation();
  const [time, setTime] = useState(saved || REMINDER_DEFAULT_TIME);
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(time);
      }}
    >
      <Field label={t('settings.dailyCard.timeOfDay')} className="w-40">
        <Input type="time" value={time} onChange={(event) => setTime(event.target.value)} required />
      </Field>
      <Button type="submit" variant="outline" disabled={busy || time === saved}>
        {t('settings.dailyCard.saveTime')}
      </Button>
    </form>
  );
}
