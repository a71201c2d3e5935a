import type { AdminUserSummary } from '@cardology/contract/admin';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Switch } from '../../../components/ui/switch';
import type { TextKey } from '../../../i18n/text-key';
import { useContractText } from '../../../i18n/use-contract-text';
import { failureText } from '../../../lib/api';
import { useSession } from '../../auth/use-session';
import { type UserFlag, useSetUserFlag } from '../api/set-user-flag';
import '../texts';

/** Each switch's toasts: switched on, switched off, and a failure. */
const FLAG_TOAST = {
  premium: {
    on: 'admin.flags.premiumOn',
    off: 'admin.flags.premiumOff',
    failed: 'admin.flags.premiumFailed',
  },
  admin: { on: 'admin.flags.adminOn', off: 'admin.flags.adminOff', failed: 'admin.flags.adminFailed' },
} as const satisfies Record<UserFlag, Record<'on' | 'off' | 'failed', TextKey>>;

/** The premium and admin switches. An admin's own admin switch is off limits (the server refuses too). */
export function UserFlags({ user }: { user: AdminUserSummary }) {
  const { t } = useTranslation();
  const contract = useContractText();
  const ownId = useSession().user?.id;
  const setFlag = useSetUserFlag();
  const change = (flag: UserFlag, on: boolean) =>
    setFlag.mutate(
      { userId: user.id, flag, on },
      {
        onSuccess: () => toast.success(t(FLAG_TOAST[flag][on ? 'on' : 'off'], { email: user.email })),
        onError: (error) => toast.error(t(FLAG_TOAST[flag].failed, { message: failureText(error) })),
      },
    );
  const busy = setFlag.isPending;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <FlagSwitch
        label={t('admin.users.premium')}
        hint={t('admin.flags.premiumHint')}
        checked={user.is_premium}
        disabled={busy}
        onChange={(on) => change('premium', on)}
      />
      <FlagSwitch
        label={t('admin.users.admin')}
        hint={user.id === ownId ? contract('CANNOT_REMOVE_OWN_ADMIN') : t('admin.flags.adminHint')}
        checked={user.is_admin}
        disabled={busy || user.id === ownId}
        onChange={(on) => change('admin', on)}
      />
    </div>
  );
}

interface FlagSwitchProps {
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}

function FlagSwitch({ label, hint, checked, disabled, onChange }: FlagSwitchProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border border-border p-3">
      <div className="grid gap-0.5">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      </div>
      <Switch
        id={id}
        aria-describedby={`${id}-hint`}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onChange}
        className="mt-1"
      />
    </div>
  );
}
