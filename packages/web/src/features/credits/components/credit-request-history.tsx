import type { OwnCreditRequest } from '@cardology/contract/credits';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { localDateTime } from '../../../lib/date-time';
import '../texts';

// Each key written out, so the catalog test sees it used and t() checks it.
const STATUS_KEYS = {
  pending: 'assistant.credits.status.pending',
  approved: 'assistant.credits.status.approved',
  denied: 'assistant.credits.status.denied',
} as const satisfies Record<OwnCreditRequest['status'], string>;

/** What became of one request, in a sentence. */
function outcome(request: OwnCreditRequest, t: TFunction): string {
  if (request.status === 'pending') return t('assistant.credits.waiting');
  if (request.status === 'approved') {
    return request.credits_granted === null
      ? t('assistant.credits.approved')
      : t('assistant.credits.approvedCredits', { count: request.credits_granted });
  }
  return t('assistant.credits.denied');
}

interface CreditRequestHistoryProps {
  requests: OwnCreditRequest[] | undefined;
  loading: boolean;
  failed: boolean;
}

/** The user's own requests, newest first: when, their note, and the outcome with the admin's note. */
export function CreditRequestHistory({ requests, loading, failed }: CreditRequestHistoryProps) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <div aria-busy="true" className="grid gap-2">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (failed) return <p className="text-sm text-muted">{t('assistant.credits.historyFailed')}</p>;
  if (!requests || requests.length === 0) return null;
  return (
    <section aria-labelledby="own-credit-requests" className="grid gap-2">
      <h3 id="own-credit-requests" className="text-sm font-medium">
        {t('assistant.credits.yourRequests')}
      </h3>
      <ul className="grid max-h-56 gap-2 overflow-y-auto overscroll-contain pr-1">
        {requests.map((request) => (
          <li key={request.id} className="grid gap-1 rounded-lg border border-border p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Badge tone={request.status === 'approved' ? 'accent' : 'neutral'}>
                {t(STATUS_KEYS[request.status])}
              </Badge>
              <time dateTime={request.requested_at} className="text-muted tabular-nums">
                {localDateTime(request.requested_at)}
              </time>
            </div>
            <p>{outcome(request, t)}</p>
            {request.user_notes && (
              <p className="break-words whitespace-pre-line text-muted">
                {t('assistant.credits.yourNote', { note: request.user_notes })}
              </p>
            )}
            {request.admin_notes && (
              <p className="break-words whitespace-pre-line text-muted">
                {t('assistant.credits.adminNote', { note: request.admin_notes })}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
