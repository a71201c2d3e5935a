import type { AdminUserDetail, LedgerReason } from '@cardology/contract/admin';
import { Badge } from '../../../components/ui/badge';
import { localDateTime } from '../../../lib/date-time';

const REASON_LABEL: Record<LedgerReason, string> = {
  grant: 'Granted',
  set: 'Set by admin',
  tts: 'Audio narration',
  refund: 'Refund',
};

type ActivityProps = Pick<AdminUserDetail, 'requests' | 'ledger'>;

/** The account's credit requests and its credit ledger, newest first. */
export function UserActivity({ requests, ledger }: ActivityProps) {
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <section aria-label="Credit requests" className="grid content-start gap-2">
        <h3 className="text-sm font-semibold">Credit requests</h3>
        {requests.length === 0 ? (
          <p className="text-sm text-muted">No requests.</p>
        ) : (
          <RequestList requests={requests} />
        )}
      </section>
      <section aria-label="Credit ledger" className="grid content-start gap-2">
        <h3 className="text-sm font-semibold">Credit ledger</h3>
        {ledger.length === 0 ? (
          <p className="text-sm text-muted">No credit changes yet.</p>
        ) : (
          <LedgerTable ledger={ledger} />
        )}
      </section>
    </div>
  );
}

/** Each request: its status and grant, when it was made, the user's and the admin's notes. */
function RequestList({ requests }: Pick<ActivityProps, 'requests'>) {
  return (
    <ul className="grid max-h-72 gap-2 overflow-y-auto pr-1">
      {requests.map((request) => (
        <li key={request.id} className="grid gap-1 rounded-md border border-border p-2.5 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Badge tone={request.status === 'approved' ? 'accent' : 'neutral'}>
              {request.status}
              {request.credits_granted !== null && ` +${request.credits_granted}`}
            </Badge>
            <time dateTime={request.requested_at} className="text-muted tabular-nums">
              {localDateTime(request.requested_at)}
            </time>
          </div>
          {request.user_notes && <p className="break-words">“{request.user_notes}”</p>}
          {request.admin_notes && <p className="break-words text-muted">Admin: {request.admin_notes}</p>}
        </li>
      ))}
    </ul>
  );
}

/** When, what and by how much each credit change was. */
function LedgerTable({ ledger }: Pick<ActivityProps, 'ledger'>) {
  return (
    <div className="max-h-72 overflow-y-auto">
      <table className="w-full text-sm">
        <thead className="text-left text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="py-1 pr-2 font-semibold">
              When
            </th>
            <th scope="col" className="py-1 pr-2 font-semibold">
              What
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              Change
            </th>
          </tr>
        </thead>
        <tbody>
          {ledger.map((entry) => (
            <tr key={entry.id} className="border-t border-border align-top">
              <td className="py-1.5 pr-2 text-muted tabular-nums">{localDateTime(entry.created_at)}</td>
              <td className="py-1.5 pr-2 break-words">
                {REASON_LABEL[entry.reason]}
                {entry.notes && <span className="block text-muted">{entry.notes}</span>}
              </td>
              <td className="py-1.5 text-right font-medium tabular-nums">
                {entry.delta > 0 ? `+${entry.delta}` : entry.delta}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
