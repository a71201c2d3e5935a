import type { AdminUserSummary } from '@cardology/contract/admin';
import { Copy, CornerLeftUp } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { Skeleton } from '../../../components/ui/skeleton';
import { failureText } from '../../../lib/api';
import { localDateTime } from '../../../lib/date-time';
import { useUserDetail } from '../api/get-user-detail';
import { ResetLinkAction } from './reset-link-action';
import { SuspensionAction } from './suspension-action';
import { UserActivity } from './user-activity';
import { UserFlags } from './user-flags';
import '../texts';

interface UserDetailProps {
  userId: string;
  onChoose: (user: AdminUserSummary) => void;
}

/** One account opened from the list: its id (to copy), credits, switches, requests and ledger. */
export function UserDetail({ userId, onChoose }: UserDetailProps) {
  const { t } = useTranslation();
  const detail = useUserDetail(userId);
  if (detail.isPending) {
    return (
      <div aria-busy="true" className="mt-2 grid gap-3 rounded-lg border border-border p-4">
        <span className="sr-only">{t('admin.detail.loading')}</span>
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (detail.isError) {
    return <Alert className="mt-2">{t('admin.detail.failed', { message: failureText(detail.error) })}</Alert>;
  }
  const { user, requests, ledger } = detail.data;
  return (
    <div className="mt-2 grid gap-5 rounded-lg border border-border bg-surface p-4 sm:p-5">
      <UserIdentity user={user} onChoose={onChoose} />
      <UserFlags user={user} />
      <ResetLinkAction userId={user.id} email={user.email} />
      <SuspensionAction user={user} />
      <UserActivity requests={requests} ledger={ledger} />
    </div>
  );
}

/** The account's id (to copy), a way to set its credits, its credits and when it joined. */
function UserIdentity({
  user,
  onChoose,
}: {
  user: AdminUserSummary;
  onChoose: (user: AdminUserSummary) => void;
}) {
  const { t } = useTranslation();
  // The clipboard API exists only in secure contexts (https, localhost); elsewhere the admin copies by hand.
  const copy = () => {
    const copied = navigator.clipboard?.writeText(user.id) ?? Promise.reject(new Error('no clipboard'));
    copied.then(
      () => toast.success(t('admin.detail.idCopied')),
      () => toast.error(t('admin.detail.idNotCopied')),
    );
  };
  return (
    <div className="grid gap-2">
      <p className="text-xs font-semibold tracking-wide text-muted uppercase">{t('admin.detail.userId')}</p>
      <div className="flex flex-wrap items-center gap-2">
        <code className="min-w-0 rounded bg-surface-2 px-2 py-1 font-mono text-sm break-all">{user.id}</code>
        {/* 44 px tall (issue 34's touch targets), and free to wrap: the label is long in some languages. */}
        <Button variant="secondary" size="md-wrap" onClick={() => onChoose(user)}>
          <CornerLeftUp aria-hidden="true" />
          <span>{t('admin.detail.setCredits')}</span>
        </Button>
        <IconButton
          label={t('admin.detail.copyId')}
          icon={Copy}
          variant="quiet"
          size="icon-sm"
          onClick={copy}
        />
      </div>
      <p className="text-sm text-muted">
        <Trans
          i18nKey="admin.detail.joined"
          count={user.tts_credits}
          values={{ date: localDateTime(user.created_at) }}
          components={[<span key="credits" className="font-semibold text-text tabular-nums" />]}
        />
      </p>
    </div>
  );
}
