import { canonicalTimeZone } from '@cardology/contract/time-zone';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Panel } from '../../../components/ui/panel';
import { useContractText } from '../../../i18n/use-contract-text';
import { errorMessage } from '../../../lib/api';
import type { Me } from '../api/get-me';
import { useUpdateTimeZone } from '../api/update-time-zone';
import { browserTimeZone, knownTimeZones } from '../time-zone';
import '../../../i18n/settings-texts';

/** The zone typed, checked as an IANA zone here, and saved with PATCH /api/me (the saved spelling shown back). */
function useTimeZoneForm(initial: string) {
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateTimeZone();
  const { t } = useTranslation();
  const contract = useContractText();
  const save = (zone: string) => {
    const canonical = canonicalTimeZone(zone.trim());
    if (canonical === null) {
      setError(contract('TIME_ZONE_INVALID'));
      return;
    }
    setError(null);
    update.mutate(canonical, {
      onSuccess: (saved) => {
        setDraft(saved.timeZone ?? '');
        toast.success(t('settings.timeZone.saved'));
      },
    });
  };
  return { draft, setDraft, error, save, update };
}

/** The browser's zones as the field's suggestions, put in the page only once the field is first used. */
function useZoneSuggestions() {
  // The ~420 suggestions are put in the page when the field is first used, not with every profile render.
  const [suggesting, setSuggesting] = useState(false);
  const zones = useMemo(() => (suggesting ? knownTimeZones() : []), [suggesting]);
  const listId = useId();
  const list = (
    <datalist id={listId}>
      {zones.map((zone) => (
        <option key={zone} value={zone} />
      ))}
    </datalist>
  );
  return { listId, list, start: () => setSuggesting(true) };
}

/**
 * /profile's time zone: a searchable list of the IANA zones (a text field with the browser's own list of
 * zones as suggestions), saved alone with PATCH /api/me. It gives "today" to what reaches the reader without
 * the app open: the calendar feed, reminders, e-mails (docs/decisions/036-the-readers-today.md).
 */
export function TimeZoneSection({ user }: { user: Me }) {
  const detected = browserTimeZone();
  const { draft, setDraft, error, save, update } = useTimeZoneForm(user.timeZone ?? detected ?? '');
  const suggestions = useZoneSuggestions();
  const { t } = useTranslation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save(draft);
  };

  return (
    <Panel aria-labelledby="profile-time-zone">
      <h2 id="profile-time-zone" className="mb-5 text-xl font-semibold">
        {t('settings.timeZone.title')}
      </h2>
      <form onSubmit={submit} noValidate className="grid gap-5">
        {update.isError && <Alert>{errorMessage(update.error, t('settings.timeZone.saveFailed'))}</Alert>}
        <Field label={t('settings.timeZone.label')} error={error} hint={t('settings.timeZone.hint')}>
          <Input
            list={suggestions.listId}
            autoComplete="off"
            spellCheck={false}
            placeholder="Europe/London"
            value={draft}
            onFocus={suggestions.start}
            onChange={(event) => setDraft(event.target.value)}
          />
        </Field>
        {suggestions.list}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? t('settings.saving') : t('settings.timeZone.save')}
          </Button>
          {detected && detected !== draft ? (
            <Button
              type="button"
              variant="outline"
              onClick={() => save(detected)}
              disabled={update.isPending}
            >
              {t('settings.timeZone.useDevice', { zone: detected })}
            </Button>
          ) : null}
        </div>
      </form>
    </Panel>
  );
}
