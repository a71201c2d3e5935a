import { AGE_MAX, AGE_MIN } from '@cardology/contract/limits';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { BirthdateField } from '../../components/birthdate-field/birthdate-field';
import {
  type BirthdateFormat,
  useBirthdateFormat,
} from '../../components/birthdate-field/use-birthdate-format';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { PageHeading } from '../../components/ui/page-heading';
import { Panel } from '../../components/ui/panel';
import {
  ChangePasswordForm,
  computedAge,
  draftFrom,
  type ProfileDraft,
  type ProfileErrors,
  TimeZoneSection,
  useUpdateProfile,
  validateProfile,
  YourDataSection,
} from '../../features/auth';
import type { Me } from '../../features/auth/api/get-me';
import { useLogout } from '../../features/auth/shell';
import { useSession } from '../../features/auth/use-session';
import { CalendarSection } from '../../features/calendar';
import { LanguagePicker } from '../../features/language';
import { refreshPeopleAnswers } from '../../features/people/api/get-connections';
import { DailyCardSection } from '../../features/reminders';
import { useContractText } from '../../i18n/use-contract-text';
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
          <CalendarSection userId={user.id} />
          <DailyCardSection userId={user.id} />
          <YourDataSection />
        </div>
        {/* The zone heads the narrow column and "Your data" ends the wide one: with the notices in the daily card,
            this keeps the two columns near one length on a wide screen (e2e profile-age). */}
        <div className="grid gap-6">
          <TimeZoneSection user={user} />
          <AccountPanel user={user} />
          <ChangePasswordForm />
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
  const format = useBirthdateFormat();
  const [draft, setDraft] = useState<ProfileDraft>(() => draftFrom(user, format.order));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const shown = useShownErrors(errors, format);
  const queryClient = useQueryClient();
  // Who's in your cards and each pair are read from the user's birthdate, which this may have changed.
  const update = useUpdateProfile((me) => refreshPeopleAnswers(queryClient, me.id));

  // A field's error goes when its text changes: it spoke of the text saved, not of the text now.
  const set = (field: keyof ProfileDraft) => (text: string) => {
    setDraft((current) => ({ ...current, [field]: text }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateProfile(draft, format.order);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    update.mutate(result.value, {
      onSuccess: (saved) => {
        setDraft(draftFrom(saved, format.order));
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
        <Field label={t('profile.name')} error={shown.name}>
          <Input
            autoComplete="name"
            value={draft.name}
            onChange={(event) => set('name')(event.target.value)}
          />
        </Field>
        <BirthdateAndAge draft={draft} errors={shown} set={set} format={format} />
        <Button type="submit" disabled={update.isPending} className="justify-self-start">
          {update.isPending ? t('profile.saving') : t('profile.save')}
        </Button>
      </form>
    </Panel>
  );
}

type ShownProfileErrors = Partial<Record<keyof ProfileDraft, string>>;

/** The form's errors in the reader's language: the contract's messages translated, the birthdate's with its pattern. */
function useShownErrors(errors: ProfileErrors, format: BirthdateFormat): ShownProfileErrors {
  const contract = useContractText();
  const birthdate = { required: contract('PROFILE_BIRTHDATE_REQUIRED'), invalid: format.invalid };
  return {
    name: errors.name && contract(errors.name),
    birthdate: errors.birthdate && birthdate[errors.birthdate],
    age: errors.age && contract(errors.age),
  };
}

interface BirthdateAndAgeProps {
  draft: ProfileDraft;
  errors: ShownProfileErrors;
  set: (field: keyof ProfileDraft) => (text: string) => void;
  format: BirthdateFormat;
}

/** The birthdate, and the optional age with the one counted from the birthdate as its hint and placeholder. */
function BirthdateAndAge({ draft, errors, set, format }: BirthdateAndAgeProps) {
  const { t } = useTranslation();
  const ageFromBirthdate = computedAge(draft.birthdate, format.order);
  return (
    <div className="grid gap-5 sm:grid-cols-2 sm:items-start">
      <BirthdateField
        label={t('profile.birthdate')}
        value={draft.birthdate}
        onChange={set('birthdate')}
        error={errors.birthdate}
      />
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
          onChange={(event) => set('age')(event.target.value)}
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
