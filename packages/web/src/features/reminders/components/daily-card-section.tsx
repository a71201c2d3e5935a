import { REMINDER_DEFAULT_TIME, REMINDER_SAVED, type ReminderSettings } from '@cardology/contract/reminders';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckSwitch } from '../../../components/ui/check-switch';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Panel } from '../../../components/ui/panel';
import { errorMessage } from '../../../lib/api';
import { useReminders } from '../api/get-reminders';
import { useThisBrowser } from '../api/this-browser';
import { useThisDevice } from '../api/this-device';
import { useUpdateReminders } from '../api/update-reminders';

/**
 * The profile's "Daily card" section (issue 23; docs/decisions/037-daily-reminders.md): today's card at the
 * reader's hour, on this device by push and, when the server sends mail, by e-mail as well or instead.
 */
export function DailyCardSection({ userId }: { userId: string }) {
  const settings = useReminders(userId);
  return (
    <Panel aria-labelledby="profile-daily-card" className="grid gap-5">
      <div className="grid gap-1.5">
        <h2 id="profile-daily-card" className="text-xl font-semibold">
          Daily card
        </h2>
        <p className="text-muted">
          Today’s card at the time you choose, in your own time zone. Turn it off whenever you like.
        </p>
      </div>
      {settings.isError && <p className="text-muted">Your daily card settings could not be loaded.</p>}
      {settings.data && <DailyCardForm userId={userId} settings={settings.data} />}
    </Panel>
  );
}

/** Notifications in this browser (push), or why this browser cannot have them. */
function DeviceSwitch({
  device,
  settings,
}: {
  device: ReturnType<typeof useThisDevice>;
  settings: ReminderSettings;
}) {
  const browser = useThisBrowser();
  if (!browser.data?.supported) {
    return browser.isSuccess ? (
      <p className="text-sm text-muted">This browser cannot show notifications.</p>
    ) : null;
  }
  return (
    <CheckSwitch
      label="On this device"
      hint={`A notification in this browser.${settings.devices > 0 ? ` Devices with notifications: ${settings.devices}.` : ''}`}
      checked={browser.data.subscribed}
      disabled={device.isPending}
      onChange={(on) => device.mutate({ on, vapidPublicKey: settings.vapid_public_key })}
    />
  );
}

function DailyCardForm({ userId, settings }: { userId: string; settings: ReminderSettings }) {
  const update = useUpdateReminders(userId);
  // The device switch's failure shows above the form, like a failed save: one mutation for both.
  const device = useThisDevice(userId);
  const [time, setTime] = useState(settings.time_of_day || REMINDER_DEFAULT_TIME);
  const failure = update.error ?? device.error;

  const save = (changes: Partial<Pick<ReminderSettings, 'enabled' | 'by_email' | 'time_of_day'>>) =>
    update.mutate(
      {
        enabled: changes.enabled ?? settings.enabled,
        time_of_day: changes.time_of_day ?? time,
        by_email: changes.by_email ?? settings.by_email,
        // The reminder is due at this hour where the reader is: the browser's own zone.
        time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
      { onSuccess: () => toast.success(REMINDER_SAVED) },
    );

  return (
    <>
      {failure && <Alert>{errorMessage(failure, 'Your daily card settings could not be saved')}</Alert>}
      <CheckSwitch
        label="Send me today’s card"
        hint="Once a day, with one line about where you are in your year."
        checked={settings.enabled}
        disabled={update.isPending}
        onChange={(enabled) => save({ enabled })}
      />
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          save({ time_of_day: time });
        }}
      >
        <Field label="Time of day" className="w-40">
          <Input type="time" value={time} onChange={(event) => setTime(event.target.value)} required />
        </Field>
        <Button type="submit" variant="outline" disabled={update.isPending || time === settings.time_of_day}>
          Save time
        </Button>
      </form>
      <DeviceSwitch device={device} settings={settings} />
      {settings.email_available && (
        <CheckSwitch
          label="By e-mail"
          hint="As well as, or instead of, notifications. Every e-mail has a one-click way out."
          checked={settings.by_email}
          disabled={update.isPending}
          onChange={(byEmail) => save({ by_email: byEmail })}
        />
      )}
    </>
  );
}
