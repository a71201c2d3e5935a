import type { AdminUserSummary } from '@cardology/contract/admin';
import type { Suspension } from '@cardology/contract/suspension';
import { CANNOT_SUSPEND_YOURSELF, SUSPENSION_REASON_MAX_LENGTH } from '@cardology/contract/suspension';
import { Ban, Undo2 } from 'lucide-react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { failureText } from '../../../lib/api';
import { localDateTime } from '../../../lib/date-time';
import { useSession } from '../../auth/use-session';
import { useLiftSuspension } from '../api/suspend-user';
import { useSuspendForm } from './use-suspend-form';

/**
 * The open user's suspension: what it is and a way to lift it, or a way to start one. An admin's own
 * account cannot be suspended (the server refuses too).
 */
export function SuspensionAction({ user }: { user: AdminUserSummary }) {
  const ownId = useSession().user?.id;
  if (user.suspension) return <SuspendedStatus user={user} suspension={user.suspension} />;
  if (user.id === ownId) return <p className="text-sm text-muted">{CANNOT_SUSPEND_YOURSELF}</p>;
  return <SuspendDialog user={user} />;
}

/** "Until Dec 1, 2026 - 2:00 PM" in the reader's own time, or "until lifted". */
export function suspensionEnd(suspension: Suspension): string {
  return suspension.until ? `until ${localDateTime(suspension.until)}` : 'until lifted';
}

function SuspendedStatus({ user, suspension }: { user: AdminUserSummary; suspension: Suspension }) {
  const lift = useLiftSuspension();
  const start = () =>
    lift.mutate(user.id, {
      onSuccess: () => toast.success(`The suspension of ${user.email} is lifted.`),
      onError: (error) => toast.error(`The suspension could not be lifted: ${failureText(error)}`),
    });
  return (
    <section
      aria-label="Suspension"
      className="grid gap-2 rounded-lg border border-danger/40 bg-danger/5 p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
    >
      <div className="grid min-w-0 gap-0.5">
        <p className="font-medium">Suspended {suspensionEnd(suspension)}</p>
        {suspension.reason && (
          <p className="text-sm break-words whitespace-pre-line text-muted">Reason: {suspension.reason}</p>
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
        {lift.isPending ? 'Lifting...' : 'Lift suspension'}
      </Button>
    </section>
  );
}

/** Suspend, and the dialog asking why and until when. */
function SuspendDialog({ user }: { user: AdminUserSummary }) {
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
        Suspend
      </Button>
      <DialogContent
        title="Suspend this account"
        description={`${user.email} is signed out everywhere at once and cannot sign in until the suspension ends or is lifted.`}
      >
        <form onSubmit={submit} noValidate className="grid gap-4">
          <Field
            label="Reason"
            hint="Only admins see it: the person is told the account is suspended, and until when."
            error={invalid.reason ?? null}
          >
            <Textarea
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={SUSPENSION_REASON_MAX_LENGTH}
              required
            />
          </Field>
          <Field
            label="Ends (optional)"
            hint="In your own time. Leave it empty to suspend until someone lifts it."
            error={invalid.ends ?? null}
          >
            <Input type="datetime-local" value={ends} onChange={(event) => setEnds(event.target.value)} />
          </Field>
          {suspend.isError && <Alert>The account could not be suspended: {failureText(suspend.error)}</Alert>}
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="ghost">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="danger" disabled={suspend.isPending}>
              {suspend.isPending ? 'Suspending...' : 'Suspend'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
