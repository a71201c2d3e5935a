import { type AdminUserSummary, CANNOT_REMOVE_OWN_ADMIN } from '@cardology/contract/admin';
import { useId } from 'react';
import { toast } from 'sonner';
import { Switch } from '../../../components/ui/switch';
import { failureText } from '../../../lib/api';
import { useSession } from '../../auth/use-session';
import { type UserFlag, useSetUserFlag } from '../api/set-user-flag';

const FLAG_LABEL: Record<UserFlag, string> = { premium: 'Premium', admin: 'Admin' };

/** The premium and admin switches. An admin's own admin switch is off limits (the server refuses too). */
export function UserFlags({ user }: { user: AdminUserSummary }) {
  const ownId = useSession().user?.id;
  const setFlag = useSetUserFlag();
  const change = (flag: UserFlag, on: boolean) =>
    setFlag.mutate(
      { userId: user.id, flag, on },
      {
        onSuccess: () =>
          toast.success(`${FLAG_LABEL[flag]} switched ${on ? 'on' : 'off'} for ${user.email}.`),
        onError: (error) =>
          toast.error(`Failed to update ${FLAG_LABEL[flag].toLowerCase()}: ${failureText(error)}`),
      },
    );
  const busy = setFlag.isPending;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <FlagSwitch
        label="Premium"
        hint="Unlocks the yearly, weekly, seven-week, seven-year and AI readings."
        checked={user.is_premium}
        disabled={busy}
        onChange={(on) => change('premium', on)}
      />
      <FlagSwitch
        label="Admin"
        hint={user.id === ownId ? CANNOT_REMOVE_OWN_ADMIN : 'Can use this console.'}
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
