import type { AdminUserSummary } from '@cardology/contract/admin';
import { SUSPENSION_END_INVALID, SUSPENSION_END_PAST, suspendRequest } from '@cardology/contract/suspension';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useSuspendUser } from '../api/suspend-user';
import '../texts';

type Invalid = { reason?: string; ends?: string };

/** The reader's local `datetime-local` value as an ISO instant, or null when empty, or undefined when unreadable. */
function instantOf(local: string): string | null | undefined {
  if (local === '') return null;
  const instant = new Date(local);
  return Number.isNaN(instant.getTime()) ? undefined : instant.toISOString();
}

/** The end the admin typed, checked: unreadable, already past, or fine (undefined). */
function endIssue(until: string | null | undefined): string | undefined {
  if (until === undefined) return SUSPENSION_END_INVALID;
  if (until !== null && new Date(until).getTime() <= Date.now()) return SUSPENSION_END_PAST;
  return undefined;
}

/**
 * The suspend dialog's state: open or not, the reason and end typed, what is wrong with them (the contract's
 * schema for the reason, the reader's clock for the end), and the suspension sent once both are right.
 */
export function useSuspendForm(user: AdminUserSummary) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [ends, setEnds] = useState('');
  const [invalid, setInvalid] = useState<Invalid>({});
  const suspend = useSuspendUser();

  const openDialog = (next: boolean) => {
    setOpen(next);
    if (next) {
      setInvalid({});
      suspend.reset();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const until = instantOf(ends);
    const checked = suspendRequest.safeParse({ reason, until });
    const problems = {
      reason: checked.error?.issues.find((issue) => issue.path[0] === 'reason')?.message,
      ends: endIssue(until),
    };
    if (problems.reason || problems.ends || !checked.success) {
      setInvalid(problems);
      return;
    }
    setInvalid({});
    suspend.mutate(
      { userId: user.id, reason: reason.trim(), until: until ?? null },
      {
        onSuccess: () => {
          toast.success(t('admin.suspension.done', { email: user.email }));
          setOpen(false);
          setReason('');
          setEnds('');
        },
      },
    );
  };

  return { open, openDialog, reason, setReason, ends, setEnds, invalid, submit, suspend };
}
