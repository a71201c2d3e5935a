import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/ui/panel';
import { Skeleton } from '../../../components/ui/skeleton';
import '../texts';

/** Shaped like the loaded pair: two medium cards with their captions, then the lines of the connections. */
export function PairSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="grid gap-6" data-testid="pair-skeleton">
      <span className="sr-only">{t('cards.pairs.loading')}</span>
      <Panel className="grid grid-cols-2 gap-4 sm:gap-10">
        {['a', 'b'].map((key) => (
          <div key={key} className="grid justify-items-center gap-3">
            <Skeleton data-slot="card-skeleton" className="aspect-[5/7] w-24 rounded-[8%/5.7%]" />
            <Skeleton className="h-6 w-24" />
            <Skeleton className="h-4 w-32" />
          </div>
        ))}
      </Panel>
      <Panel className="grid gap-4">
        <Skeleton className="h-7 w-56" />
        {['first', 'second', 'third'].map((key) => (
          <div key={key} className="grid gap-2">
            <Skeleton className="h-3.5 w-24 rounded-full" />
            <Skeleton className="h-4 w-full max-w-lg" />
            <Skeleton className="h-3.5 w-3/5 max-w-xs" />
          </div>
        ))}
      </Panel>
    </div>
  );
}
