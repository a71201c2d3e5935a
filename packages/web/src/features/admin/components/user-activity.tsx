import type { AdminUserDetail, LedgerReason } from '@cardology/contract/admin';
import type { CreditRequestStatus } from '@cardology/contract/credits';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import type { TextKey } from '../../../i18n/text-key';
import { localDateTime } from '../../../lib/date-time';
import '../texts';

const REASON_LABEL: Record<LedgerReason, TextKey> = {
  grant: 'admin.activity.reason.grant',
  set: 'admin.activity.reason.set',
  tts: 'admin.activity.reason.tts',
  refund: 'admin.activity.reason.refund',
};

const STATUS_LABEL: Record<CreditRequestStatus, TextKey> = {
  pending: 'admin.activity.status.pending',
  approved: 'admin.activity.status.approved',
  denied: 'admin.activity.status.denied',
};

type ActivityProps = Pick<AdminUserDetail, 'requests' | 'ledger'>;

/** The account's credit requests and its credit ledger, newest first. */
export function UserActivity({ requests, ledger }: ActivityProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <section aria-label={t('admin.activity.requests')} className="grid content-start gap-2">
        <h3 className="text-sm font-semibold">{t('admin.activity.requests')}</h3>
        {requests.length === 0 ? (
          <p className="text-sm text-muted">{t('admin.activity.noRequests')}</p>
        ) : (
          <RequestList requests={requests} />
        )}
      </section>
      <section aria-label={t('admin.activity.ledger')} className="grid content-start gap-2">
        <h3 className="text-sm font-semibold">{t('admin.activity.ledger')}</h3>
        {ledger.length === 0 ? (
          <p className="text-sm text-muted">{t('admin.activity.noLedger')}</p>
        ) : (
          <LedgerTable ledger={ledger} />
        )}
      </section>
    </div>
  );
}

/** Each request: its status and grant, when it was made, the user's and the admin's notes. */
function RequestList({ requests }: Pick<ActivityProps, 'requests'>) {
  const { t } = useTranslation();
  return (
    <ul className="grid max-h-72 gap-2 overflow-y-auto pr-1">
      {requests.map((request) => (
        <li key={request.id} className="grid gap-1 rounded-md border border-border p-2.5 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Badge tone={request.status === 'approved' ? 'accent' : 'neutral'}>
              {request.credits_granted === null
                ? t(STATUS_LABEL[request.status])
                : t('admin.activity.granted', {
                    status: t(STATUS_LABEL[request.status]),
                    amount: request.credits_granted,
                  })}
            </Badge>
            <time dateTime={request.requested_at} className="text-muted tabular-nums">
              {localDateTime(request.requested_at)}
            </time>
          </div>
          {request.user_notes && <p className="break-words">“{request.user_notes}”</p>}
          {request.admin_notes && (
            <p className="break-words text-muted">
              {t('admin.activity.adminNote', { note: request.admin_notes })}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** When, what and by how much each credit change was. */
function LedgerTable({ ledger }: Pick<ActivityProps, 'ledger'>) {
  const { t } = useTranslation();
  return (
    <div className="max-h-72 overflow-y-auto">
      <table className="w-full text-sm">
        <thead className="text-left text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="py-1 pr-2 font-semibold">
              {t('admin.activity.when')}
            </th>
            <th scope="col" className="py-1 pr-2 font-semibold">
              {t('admin.activity.what')}
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              {t('admin.activity.change')}
            </th>
          </tr>
        </thead>
        <tbody>
          {ledger.map((entry) => (
            <tr key={entry.id} className="border-t border-border align-top">
              <td className="py-1.5 pr-2 text-muted tabular-nums">{localDateTime(entry.created_at)}</td>
              <td className="py-1.5 pr-2 break-words">
                {t(REASON_LABEL[entry.reason])}
                {entry.notes && <span className="block text-muted">{entry.notes}</span>}
              </td>
              <td className="py-1.5 text-right font-medium tabular-nums">
                {t('admin.activity.delta', { delta: entry.delta })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
