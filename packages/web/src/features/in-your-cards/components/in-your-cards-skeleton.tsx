import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import '../texts';

/** Two people as placeholders, each shaped like the loaded item: a small card beside a name and lines. */
export function InYourCardsSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-busy="true"
      className="grid gap-x-12 gap-y-8 lg:grid-cols-2"
      data-testid="in-your-cards-skeleton"
    >
      <span className="sr-only">{t('cards.inYourCards.loading')}</span>
      {['first', 'second'].map((key) => (
        <div key={key} className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 sm:gap-x-6">
          <Skeleton data-slot="card-skeleton" className="aspect-[5/7] w-16 rounded-[8%/5.7%]" />
          <div className="grid content-start gap-3">
            <div className="grid gap-1.5">
              <Skeleton className="h-6 w-32" />
              <Skeleton className="h-4 w-40" />
            </div>
            <div className="grid gap-2.5">
              <Skeleton className="h-3.5 w-24 rounded-full" />
              <Skeleton className="h-4 w-full max-w-md" />
              <Skeleton className="h-3.5 w-3/5 max-w-xs" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
