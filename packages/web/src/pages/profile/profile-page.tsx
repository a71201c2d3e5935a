import { AGE_MAX, AGE_MIN } from '@cardology/contract/limits';
import { LogOut } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { PageHeading } from '../../components/ui/page-heading';
import { Panel } from '../../components/ui/panel';
import type { Me } from '../../features/auth/api/get-me';
import { useUpdateProfile } from '../../features/auth/api/update-profile';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form';
import { TimeZoneSection } from '../../features/auth/components/time-zone-section';
import { YourDataSection } from '../../features/auth/components/your-data-section';
import {
  computedAge,
  draftFrom,
  type ProfileDraft,
  type ProfileErrors,
  validateProfile,
} from '../../features/auth/profile-form';
import { useLogout } from '../../features/auth/use-logout';
import { useSession } from '../../features/auth/use-session';
import { CalendarSection } from '../../features/calendar/components/calendar-section';
import { LanguagePicker } from '../../features/language/components/language-picker';
import { DailyCardSection } from '../../features/reminders/components/daily-card-section';
import { errorMessage } from '../../lib/api';
import { useDrawers } from '../../lib/drawers-context';

export function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { logout, isPending } = useLogout();
  // RequireAuth renders this page only for a signed-in user.
  if (!user) return null;

  return (
    <>
      <PageHeading title={t('profile.title')} subtitle={t('profile.subtitle')} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="grid gap-6">
          <ProfileForm user={user} />
          <TimeZoneSection user={user} />
          <CalendarSection userId={user.id} />
          <DailyCardSection userId={user.id} />
        </div>
        <div className="grid gap-6">
          <AccountPanel user={user} />
          <ChangePasswordForm />
          <YourDataSection />
          <Button variant="outline" onClick={logout} disabled={isPending} className="w-full">
            <LogOut aria-hidden="true" />
            {t('profile.logout')}
          </Button>
        </div>
      </div>
    </>
  );
}

function ProfileForm({ user }: { user: Me }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ProfileDraft>(() => draftFrom(user));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const update = useUpdateProfile();

  const set = (field: keyof ProfileDraft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateProfile(draft);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    update.mutate(result.value, {
      onSuccess: (saved) => {
        setDraft(draftFrom(saved));
        toast.success(t('profile.saved'));
      },
    });
  };

  return (
    <Panel aria-labelledby="profile-details">
      <h2 id="profile-details" className="mb-5 text-xl font-semibold">
        {t('profile.details')}
      </h2>
      <form onSubmit={submit} noValidate className="grid gap-5">
        {update.isError && <Alert>{errorMessage(update.error, t('profile.saveFailed'))}</Alert>}
        <Field label={t('profile.name')} error={errors.name}>
          <Input autoComplete="name" value={draft.name} onChange={set('name')} />
        </Field>
        <BirthdateAndAge draft={draft} errors={errors} set={set} />
        <Button type="submit" disabled={update.isPending} className="justify-self-start">
          {update.isPending ? t('profile.saving') : t('profile.save')}
        </Button>
      </form>
    </Panel>
  );
}

interface BirthdateAndAgeProps {
  draft: ProfileDraft;
  errors: ProfileErrors;
  set: (field: keyof ProfileDraft) => (event: { target: { value: string } }) => void;
}

/** The birthdate, and the optional age with the one counted from the birthdate as its hint and placeholder. */
function BirthdateAndAge({ draft, errors, set }: BirthdateAndAgeProps) {
  const { t } = useTranslation();
  const ageFromBirthdate = computedAge(draft.birthdate);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field label={t('profile.birthdate')} error={errors.birthdate} hint={t('profile.birthdateHint')}>
        <Input
          inputMode="numeric"
          autoComplete="bday"
          placeholder={t('profile.birthdatePlaceholder')}
          value={draft.birthdate}
          onChange={set('birthdate')}
          className="tabular-nums"
        />
      </Field>
      <Field
        label={t('profile.age')}
        error={errors.age}
        hint={
          ageFromBirthdate === null
            ? t('profile.ageHint')
            : t('profile.ageHintWith', { age: ageFromBirthdate })
        }
      >
        <Input
          type="number"
          inputMode="numeric"
          min={AGE_MIN}
          max={AGE_MAX}
          step={1}
          placeholder={ageFromBirthdate === null ? undefined : String(ageFromBirthdate)}
          value={draft.age}
          onChange={set('age')}
          className="tabular-nums"
        />
      </Field>
    </div>
  );
}

function AccountPanel({ user }: { user: Me }) {
  const { t } = useTranslation();
  const { openCreditRequest } = useDrawers();
  return (
    <Panel aria-labelledby="profile-account" className="grid gap-5">
      <h2 id="profile-account" className="text-xl font-semibold">
        {t('profile.account')}
      </h2>
      <Field label={t('profile.email')}>
        <Input value={user.email} readOnly />
      </Field>
      <LanguagePicker />
      <dl className="grid gap-4">
        <div className="flex items-center justify-between gap-3">
          <dt className="text-sm font-medium">{t('profile.membership')}</dt>
          <dd>
            {user.isPremium ? <Badge>Premium</Badge> : <Badge tone="neutral">{t('profile.standard')}</Badge>}
          </dd>
        </div>
        <div className="flex items-center justify-between gap-3">
          <dt className="text-sm font-medium">{t('profile.credits')}</dt>
          <dd className="flex items-center gap-2">
            <span className="text-lg font-semibold tabular-nums">{user.tts_credits}</span>
            <Button variant="link" size="sm" onClick={openCreditRequest}>
              {t('profile.requestMore')}
            </Button>
          </dd>
        </div>
      </dl>
    </Panel>
  );
}
