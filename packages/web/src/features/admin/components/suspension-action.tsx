import type { AdminUserSummary } from '@cardology/contract/admin';
import type { Suspension } from '@cardology/contract/suspension';
import { SUSPENSION_REASON_MAX_LENGTH } from '@cardology/contract/suspension';
import type { TFunction } from 'i18next';
import { Ban, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { useContractText } from '../../../i18n/use-contract-text';
import { failureText } from '../../../lib/api';
import { localDateTime } from '../../../lib/date-time';
import { useSession } from '../../auth/use-session';
import { useLiftSuspension } from '../api/suspend-user';
import { useSuspendForm } from './use-suspend-form';
import '../texts';
import type { MessageKey } from '@cardology/contract/messages/en';

/**
 * The open user's suspension: what it is and a way to lift it, or a way to start one. An admin's own
 * account cannot be suspended (the server refuses too).
 */
export function SuspensionAction({ user }: { user: AdminUserSummary }) {
  const ownId = useSession().user?.id;
  const contract = useContractText();
  if (user.suspension) return <SuspendedStatus user={user} suspension={user.suspension} />;
  if (user.id === ownId) return <p className="text-sm text-muted">{contract('CANNOT_SUSPEND_YOURSELF')}</p>;
  return <SuspendDialog user={user} />;
}

/** "until Dec 1, 2026 - 2:00 PM" in the reader's own time and language, or "until lifted". */
export function suspensionEnd(suspension: Suspension, t: TFunction): string {
  return suspension.until
    ? t('admin.suspension.until', { date: localDateTime(suspension.until) })
    : t('admin.suspension.untilLifted');
}

function SuspendedStatus({ user, suspension }: { user: AdminUserSummary; suspension: Suspension }) {
  const { t } = useTranslation();
  const lift = useLiftSuspension();
  const start = () =>
    lift.mutate(user.id, {
      onSuccess: () => toast.success(t('admin.suspension.lifted', { email: user.email })),
      onError: (error) => toast.error(t('admin.suspension.liftFailed', { message: failureText(error) })),
    });
  return (
    <section
      aria-label={t('admin.suspension.label')}
      className="grid gap-2 rounded-lg border border-danger/40 bg-danger/5 p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
    >
      <div className="grid min-w-0 gap-0.5">
        <p className="font-medium">
          {t('admin.suspension.suspended', { end: suspensionEnd(suspension, t) })}
        </p>
        {suspension.reason && (
          <p className="text-sm break-words whitespace-pre-line text-muted">
            {t('admin.suspension.reason', { reason: suspension.reason })}
          </p>
        )}
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={start}
        disabled={lift.isPending}
        className="justify-self-start"
      >
        <Undo2 aria-hidden="true" />
        {lift.isPending ? t('admin.suspension.lifting') : t('admin.suspension.lift')}
      </Button>
    </section>
  );
}

/** Suspend, and the dialog asking why and until when. */
function SuspendDialog({ user }: { user: AdminUserSummary }) {
  const { t } = useTranslation();
  const contract = useContractText();
  const { open, openDialog, reason, setReason, ends, setEnds, invalid, submit, suspend } =
    useSuspendForm(user);
  return (
    <Dialog open={open} onOpenChange={openDialog}>
      <Button
        variant="danger-quiet"
        size="sm"
        onClick={() => openDialog(true)}
        className="justify-self-start"
      >
        <Ban aria-hidden="true" />
        {t('admin.suspension.suspend')}
      </Button>
      <DialogContent
        title={t('admin.suspension.title')}
        description={t('admin.suspension.description', { email: user.email })}
      >
        <form onSubmit={submit} noValidate className="grid gap-4">
          <Field
            label={t('admin.suspension.reasonLabel')}
            hint={t('admin.suspension.reasonHint')}
            error={invalid.reason ? contract(invalid.reason as MessageKey) : null}
          >
            <Textarea
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={SUSPENSION_REASON_MAX_LENGTH}
              required
            />
          </Field>
          <Field
            label={t('admin.suspension.ends')}
            hint={t('admin.suspension.endsHint')}
            error={invalid.ends ? contract(invalid.ends as MessageKey) : null}
          >
            <Input type="datetime-local" value={ends} onChange={(event) => setEnds(event.target.value)} />
          </Field>
          {suspend.isError && (
            <Alert>{t('admin.suspension.failed', { message: failureText(suspend.error) })}</Alert>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="ghost">
                {t('admin.suspension.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" variant="danger" disabled={suspend.isPending}>
              {suspend.isPending ? t('admin.suspension.suspending') : t('admin.suspension.suspend')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
