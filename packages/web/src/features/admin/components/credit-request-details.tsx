import type { PendingCreditRequest } from '@cardology/contract/admin';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localDateTime } from '../../../lib/date-time';
import '../texts';

/** A label and its value in the request's details. */
function Detail({ label, children, mono = false }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className={mono ? 'font-mono text-sm break-all' : 'break-words'}>{children}</dd>
    </div>
  );
}

/** Who asked for credits, when, with how many already, and their notes; titled for the card around it. */
export function CreditRequestDetails({
  request,
  titleId,
}: {
  request: PendingCreditRequest;
  titleId: string;
}) {
  const { t } = useTranslation();
  const { profile } = request;
  return (
    <div className="grid content-start gap-4">
      <h3 id={titleId} className="font-serif text-lg font-semibold break-words">
        {profile.username ?? t('admin.users.unnamed')}{' '}
        <span className="font-sans text-base font-normal text-muted">{t('admin.request.asks')}</span>
      </h3>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Detail label={t('admin.request.requestId')} mono>
          {request.id}
        </Detail>
        <Detail label={t('admin.request.userId')} mono>
          {request.user_id}
        </Detail>
        <Detail label={t('admin.request.name')}>{profile.username ?? '—'}</Detail>
        <Detail label={t('admin.request.email')}>{profile.email}</Detail>
        <Detail label={t('admin.request.currentCredits')}>
          <span className="tabular-nums">{t('admin.number', { value: profile.tts_credits })}</span>
        </Detail>
        <Detail label={t('admin.request.requested')}>
          <time dateTime={request.requested_at} className="tabular-nums">
            {localDateTime(request.requested_at)}
          </time>
        </Detail>
      </dl>
      <div className="grid gap-1">
        <p className="text-xs font-semibold tracking-wide text-muted uppercase">
          {t('admin.request.userNotes')}
        </p>
        {request.user_notes ? (
          <blockquote className="border-l-2 border-accent/70 pl-3 break-words whitespace-pre-line">
            {request.user_notes}
          </blockquote>
        ) : (
          <p className="text-muted italic">{t('admin.request.noNotes')}</p>
        )}
      </div>
    </div>
  );
}
