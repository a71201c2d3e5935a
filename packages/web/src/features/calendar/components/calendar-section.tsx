import { CALENDAR_FILE_NAME } from '@cardology/contract/calendar';
import { CalendarPlus, Download, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { useContractText } from '../../../i18n/use-contract-text';
import { errorMessage } from '../../../lib/api';
import { useCreateCalendar } from '../api/create-calendar';
import { useDeleteCalendar } from '../api/delete-calendar';
import { CALENDAR_DOWNLOAD_PATH, useCalendar } from '../api/get-calendar';
import { useUpdateCalendar } from '../api/update-calendar';
import { FeedUrlField } from './feed-url-field';
import { IncludePeopleSwitch } from './include-people-switch';
import { RegenerateDialog } from './regenerate-dialog';
import '../../../i18n/settings-texts';

/** The section's queries and actions: make (or remake) the link, turn it off, and the confirm dialog's state. */
function useCalendarLink(userId: string) {
  const status = useCalendar(userId);
  const create = useCreateCalendar(userId);
  const remove = useDeleteCalendar(userId);
  const update = useUpdateCalendar(userId);
  const [confirming, setConfirming] = useState(false);
  const contract = useContractText();
  const exists = status.data?.exists ?? false;
  const failure = create.error ?? remove.error ?? update.error;

  const makeLink = (regenerating: boolean) =>
    create.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(contract(regenerating ? 'CALENDAR_FEED_REGENERATED' : 'CALENDAR_FEED_CREATED'));
      },
    });

  const turnOff = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        create.reset();
        toast.success(contract('CALENDAR_FEED_TURNED_OFF'));
      },
    });

  return { status, create, remove, update, confirming, setConfirming, exists, failure, makeLink, turnOff };
}

type CalendarLink = ReturnType<typeof useCalendarLink>;

/**
 * The profile's Calendar section (docs/product.md §2, Profile): a secret link to subscribe to in a calendar app,
 * shown once when made (docs/decisions/019-calendar-feed.md), its include-people switch, a new link in
 * place of the old, turning it off, and a one-off .ics download.
 */
export function CalendarSection({ userId }: { userId: string }) {
  const link = useCalendarLink(userId);
  const { status, create, exists, failure, makeLink } = link;
  const { t } = useTranslation();

  return (
    <Panel aria-labelledby="profile-calendar" className="grid gap-5">
      <div className="grid gap-1.5">
        <h2 id="profile-calendar" className="text-xl font-semibold">
          {t('settings.calendar.title')}
        </h2>
        <p className="text-muted">{t('settings.calendar.intro')}</p>
      </div>
      {failure && <Alert>{errorMessage(failure, t('settings.calendar.failed'))}</Alert>}
      {status.isError && <p className="text-muted">{t('settings.calendar.loadFailed')}</p>}
      {status.isSuccess && !exists && (
        <Button onClick={() => makeLink(false)} disabled={create.isPending} className="justify-self-start">
          <CalendarPlus aria-hidden="true" />
          {create.isPending ? t('settings.calendar.making') : t('settings.calendar.create')}
        </Button>
      )}
      {exists && <LinkControls link={link} />}
      <a href={CALENDAR_DOWNLOAD_PATH} download={CALENDAR_FILE_NAME} className={buttonClasses('link')}>
        <Download aria-hidden="true" />
        {t('settings.calendar.download')}
      </a>
      <RegenerateDialog
        open={link.confirming}
        busy={create.isPending}
        onConfirm={() => makeLink(true)}
        onCancel={() => link.setConfirming(false)}
      />
    </Panel>
  );
}

/** An existing link: its URL (only just after it was made), the include-people switch, a new link, turning it off. */
function LinkControls({ link }: { link: CalendarLink }) {
  const { status, create, remove, update, setConfirming, turnOff } = link;
  const { t } = useTranslation();
  return (
    <>
      {create.data ? (
        <FeedUrlField url={create.data.url} />
      ) : (
        <p className="text-sm text-muted">{t('settings.calendar.isOn')}</p>
      )}
      <IncludePeopleSwitch
        checked={status.data?.include_people ?? false}
        disabled={update.isPending}
        onChange={(includePeople) => update.mutate({ include_people: includePeople })}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => setConfirming(true)}>
          <RotateCw aria-hidden="true" />
          {t('settings.calendar.newLink')}
        </Button>
        <Button variant="outline" onClick={turnOff} disabled={remove.isPending}>
          {remove.isPending ? t('settings.calendar.turningOff') : t('settings.calendar.turnOff')}
        </Button>
      </div>
    </>
  );
}
