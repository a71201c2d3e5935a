import { CircleAlert, UserRoundPen } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { useContractText } from '../../../i18n/use-contract-text';
import { useDrawers } from '../../../lib/drawers-context';
import '../texts';

/** The loading state: the reading's three rows, each card beside the lines of its text, as placeholders. */
export function ReadingSkeleton() {
  const { t } = useTranslation();
  const rows = [
    { key: 'top', count: 3 },
    { key: 'direct', count: 7 },
    { key: 'remaining', count: 5 },
  ];
  return (
    <div role="status" aria-busy="true" className="grid gap-6" data-testid="reading-skeleton">
      <span className="sr-only">{t('readings.loading')}</span>
      {rows.map((row) => (
        <Panel key={row.key} className="grid gap-5">
          <Skeleton className="h-6 w-56" />
          <div className="grid gap-x-10 gap-y-7 lg:grid-cols-2">
            {Array.from({ length: row.count }, (_, i) => `${row.key}-${i}`).map((key) => (
              <div key={key} data-slot="card-skeleton" className="flex items-start gap-4 sm:gap-5">
                <div className="grid w-24 shrink-0 justify-items-center gap-2">
                  <Skeleton className="aspect-[5/7] w-24 rounded-[8%/5.7%]" />
                  <Skeleton className="h-2.5 w-14 rounded-full" />
                </div>
                <div className="grid flex-1 gap-2.5 pt-1">
                  <Skeleton className="h-5 w-2/5" />
                  <Skeleton className="h-3.5 w-full" />
                  <Skeleton className="h-3.5 w-full" />
                  <Skeleton className="h-3.5 w-4/5" />
                  <Skeleton className="mt-1 h-5 w-1/2 rounded-full" />
                </div>
              </div>
            ))}
          </div>
        </Panel>
      ))}
    </div>
  );
}

/** No person, or one without a birthdate: one friendly line and the way to fix it. */
export function NoPersonNotice({ children, isSelf = false }: { children?: ReactNode; isSelf?: boolean }) {
  const { openPeople } = useDrawers();
  const { t } = useTranslation();
  const contract = useContractText();
  return (
    <Panel className="grid justify-items-center gap-4 py-10 text-center">
      <UserRoundPen aria-hidden="true" className="size-8 text-accent" />
      <div role="status" className="grid max-w-md gap-1.5 text-pretty">
        {children ?? t('readings.noPerson')}
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={openPeople}>{contract('SELECT_A_PERSON')}</Button>
        {isSelf ? (
          <Button variant="outline" asChild>
            <Link to="/profile">{t('readings.addBirthdate')}</Link>
          </Button>
        ) : null}
      </div>
    </Panel>
  );
}

interface ReadingFailureProps {
  /** The product's line, e.g. READING_FAILED. */
  message: ReactNode;
  /** Who and when, and the server's own words. */
  detail?: ReactNode;
  /** Retry, TRY_CURRENT_WEEK … */
  children?: ReactNode;
}

/** The error-or-empty state: plain words and a way forward. */
export function ReadingFailure({ message, detail, children }: ReadingFailureProps) {
  return (
    <Panel className="grid justify-items-center gap-4 py-10 text-center">
      <CircleAlert aria-hidden="true" className="size-8 text-danger" />
      <div role="alert" className="grid max-w-md gap-1.5 text-pretty">
        <p className="font-medium text-danger">{message}</p>
        {detail ? <div className="grid gap-1 text-sm text-muted">{detail}</div> : null}
      </div>
      {children ? <div className="flex flex-wrap justify-center gap-3">{children}</div> : null}
    </Panel>
  );
}
