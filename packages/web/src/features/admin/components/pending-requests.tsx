import { fetchPendingFailed } from '@cardology/contract/admin';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { useContractText } from '../../../i18n/use-contract-text';
import { failureText } from '../../../lib/api';
import '../texts';
import { usePendingRequests } from '../api/get-pending-requests';
import { PendingRequestCard } from './pending-request-card';

/** The pending requests (admin.pending.title), oldest first, each with its own Approve and Deny. */
export function PendingRequests() {
  const { t } = useTranslation();
  const contract = useContractText();
  const pending = usePendingRequests();
  return (
    <Panel aria-labelledby="pending-heading" className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="pending-heading" className="font-serif text-2xl font-semibold">
          {t('admin.pending.title')}
          {pending.data && pending.data.length > 0 && (
            <span className="ml-2 align-middle font-sans text-base font-normal text-muted tabular-nums">
              {t('admin.pending.count', { total: pending.data.length })}
            </span>
          )}
        </h2>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void pending.refetch()}
          disabled={pending.isFetching}
        >
          <RefreshCw aria-hidden="true" className={pending.isFetching ? 'animate-spin' : undefined} />
          {t('admin.pending.refresh')}
        </Button>
      </div>
      {pending.isPending ? (
        <div aria-busy="true" className="grid gap-4">
          <span className="sr-only">{t('admin.pending.loading')}</span>
          <Skeleton className="h-48 w-full rounded-xl" />
          <Skeleton className="h-48 w-full rounded-xl" />
        </div>
      ) : pending.isError ? (
        <Alert>{contract(fetchPendingFailed(failureText(pending.error)))}</Alert>
      ) : pending.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border px-4 py-8 text-center text-muted">
          {contract('NO_PENDING_REQUESTS')}
        </p>
      ) : (
        <ul className="grid gap-4">
          {pending.data.map((request) => (
            <li key={request.id}>
              <PendingRequestCard request={request} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
