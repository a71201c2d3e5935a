import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import '../texts';

/** The detail page's shape while the glossary loads: a large card and the lines beside it. */
export function GlossaryCardSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid gap-8">
      <span className="sr-only">{t('cards.glossary.loadingCard')}</span>
      <div aria-hidden="true" className="grid items-start gap-8 md:grid-cols-[auto_minmax(0,1fr)] md:gap-12">
        <div className="mx-auto aspect-[5/7] w-56 max-w-[60vw] rounded-[8%/5.7%] bg-muted/15 motion-safe:animate-pulse" />
        <div className="grid content-start gap-4">
          <Skeleton className="h-7 w-14" />
          <Skeleton className="h-11 w-3/4 max-w-md" />
          <Skeleton className="h-6 w-1/2 max-w-xs" />
          <Skeleton className="mt-4 h-4 w-32" />
          <Skeleton className="h-6 w-40" />
          <Skeleton className="mt-2 h-4 w-40" />
          <div className="flex flex-wrap gap-2">
            {['a', 'b', 'c', 'd', 'e'].map((key) => (
              <Skeleton key={key} className="h-8 w-24 rounded-full" />
            ))}
          </div>
        </div>
      </div>
      <Skeleton aria-hidden="true" className="h-48 w-full rounded-2xl" />
    </div>
  );
}
