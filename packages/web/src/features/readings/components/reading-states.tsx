import { CircleAlert, UserRoundPen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDrawers } from '../../../app/drawers';
import { CardSkeleton } from '../../../components/playing-card';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { Skeleton } from '../../../components/ui/skeleton';

export const NO_PERSON = 'Please select a person with complete birthdate information.';

/** The loading state: the three rows of the reading layout, as card-shaped placeholders. */
export function ReadingSkeleton() {
  const rows = [
    { key: 'top', count: 3, text: 'Loading the reading…' },
    { key: 'direct', count: 7, text: '' },
    { key: 'remaining', count: 5, text: '' },
  ];
  return (
    <div aria-busy="true" className="grid gap-6" data-testid="reading-skeleton">
      {rows.map((row) => (
        <Panel key={row.key} className="grid gap-5">
          <Skeleton className="h-6 w-48" />
          <CardSkeleton size="md" count={row.count} withLabel loadingText={row.text} />
        </Panel>
      ))}
    </div>
  );
}

/** No person, or one without a birthdate: one friendly line and the way to fix it. */
export function NoPersonNotice({
  children = NO_PERSON,
  isSelf = false,
}: {
  children?: ReactNode;
  isSelf?: boolean;
}) {
  const { openPeople } = useDrawers();
  return (
    <Panel className="grid justify-items-center gap-4 py-10 text-center">
      <UserRoundPen aria-hidden="true" className="size-8 text-accent" />
      <div role="status" className="grid max-w-md gap-1.5 text-pretty">
        {children}
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={openPeople}>Select a Person</Button>
        {isSelf ? (
          <Button variant="outline" asChild>
            <Link to="/profile">Add your birthdate</Link>
          </Button>
        ) : null}
      </div>
    </Panel>
  );
}

interface ReadingFailureProps {
  /** The spec's line, e.g. 'Failed to load your reading. Please try again.' */
  message: ReactNode;
  /** Who and when, and the server's own words. */
  detail?: ReactNode;
  /** Retry, Try Current Week … */
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
