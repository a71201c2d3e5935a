import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import '../texts';

/** Three placeholder rows while the people load. */
export function PeopleLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('people.loading')} className="grid gap-2">
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-center gap-3 rounded-xl border border-border px-3 py-2.5">
          <Skeleton className="aspect-[5/7] w-9 rounded-[5px]" />
          <div className="grid flex-1 gap-1.5">
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-3.5 w-3/5" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The people failed to load: say so, and offer a retry that spins while it runs. */
export function PeopleLoadError({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert className="flex flex-wrap items-center justify-between gap-3">
      <span>{t('people.loadFailed')}</span>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        {t('people.retry')}
      </Button>
    </Alert>
  );
}

/** One friendly line; the action is the 'Add a person' button just above. */
export function NoPeopleYet() {
  const { t } = useTranslation();
  return (
    <p className="rounded-xl border border-dashed border-border px-4 py-5 text-muted">{t('people.empty')}</p>
  );
}
