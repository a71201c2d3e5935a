import { Copy, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { failureText } from '../../../lib/api';
import { localDateTime } from '../../../lib/date-time';
import { useIssueResetLink } from '../api/issue-reset-link';

/**
 * "Reset link": issues a one-time password reset link for the user and shows it to copy and hand
 * over, for servers that send no mail (it works with mail too). Each click issues a new link.
 */
export function ResetLinkAction({ userId, email }: { userId: string; email: string }) {
  const [open, setOpen] = useState(false);
  const issue = useIssueResetLink();

  const start = () => {
    issue.reset();
    setOpen(true);
    issue.mutate(userId);
  };

  // The clipboard API exists only in secure contexts (https, localhost); elsewhere the admin copies by hand.
  const copy = (url: string) => {
    const copied = navigator.clipboard?.writeText(url) ?? Promise.reject(new Error('no clipboard'));
    copied.then(
      () => toast.success('Reset link copied.'),
      () => toast.error('The link could not be copied; select it and copy it by hand.'),
    );
  };

  const link = issue.data;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={start} className="justify-self-start">
        <KeyRound aria-hidden="true" />
        Reset link
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title="Password reset link"
          description={`Send this link to ${email}. It sets a new password once, within 30 minutes, and signs them out everywhere.`}
        >
          {issue.isPending && <p className="text-muted">Issuing a link…</p>}
          {issue.isError && <Alert>The link could not be issued: {failureText(issue.error)}</Alert>}
          {link && (
            <div className="grid gap-3">
              <code
                data-testid="reset-link"
                className="rounded bg-surface-2 px-2 py-1.5 font-mono text-sm break-all select-all"
              >
                {link.url}
              </code>
              <p className="text-sm text-muted">Works until {localDateTime(link.expires_at)}.</p>
              <Button onClick={() => copy(link.url)} className="justify-self-start">
                <Copy aria-hidden="true" />
                Copy link
              </Button>
            </div>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
