import { useTranslation } from 'react-i18next';
import { Skeleton } from './ui/skeleton';

/** The guards' state while the session loads: the product's 'Loading...'. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid min-h-[40vh] place-items-center text-muted">
      <p className="flex items-center gap-3">
        <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-accent" />
        {t('shell.loading')}
      </p>
    </div>
  );
}

/** While a page's code arrives: the shape of a page, no words to read twice. */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t('shell.loadingPage')} className="grid gap-4">
      <Skeleton className="h-10 w-2/3 max-w-sm" />
      <Skeleton className="h-5 w-1/2 max-w-xs" />
      <Skeleton className="mt-4 h-48 w-full" />
    </div>
  );
}
