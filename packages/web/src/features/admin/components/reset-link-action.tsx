import { Copy, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { failureText } from '../../../lib/api';
import { localDateTime } from '../../../lib/date-time';
import { useIssueResetLink } from '../api/issue-reset-link';
import '../texts';

/**
 * "Reset link": issues a one-time password reset link for the user and shows it to copy and hand
 * over, for servers that send no mail (it works with mail too). Each click issues a new link.
 */
export function ResetLinkAction({ userId, email }: { userId: string; email: string }) {
  const { t } = useTranslation();
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
      () => toast.success(t('admin.resetLink.copied')),
      () => toast.error(t('admin.resetLink.notCopied')),
    );
  };

  const link = issue.data;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={start} className="justify-self-start">
        <KeyRound aria-hidden="true" />
        {t('admin.resetLink.button')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title={t('admin.resetLink.title')}
          description={t('admin.resetLink.description', { email })}
        >
          {issue.isPending && <p className="text-muted">{t('admin.resetLink.issuing')}</p>}
          {issue.isError && (
            <Alert>{t('admin.resetLink.failed', { message: failureText(issue.error) })}</Alert>
          )}
          {link && (
            <div className="grid gap-3">
              <code
                data-testid="reset-link"
                className="rounded bg-surface-2 px-2 py-1.5 font-mono text-sm break-all select-all"
              >
                {link.url}
              </code>
              <p className="text-sm text-muted">
                {t('admin.resetLink.worksUntil', { date: localDateTime(link.expires_at) })}
              </p>
              <Button onClick={() => copy(link.url)} className="justify-self-start">
                <Copy aria-hidden="true" />
                {t('admin.resetLink.copy')}
              </Button>
            </div>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
