import type { TodaysCard } from '@cardology/contract/wire';
import { SPREAD_SIZE } from '@cardology/engine/positions';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { glossaryHref, LifeSpreadRows, PlayingCard } from '../../components/playing-card';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Panel } from '../../components/ui/panel';
import { Skeleton } from '../../components/ui/skeleton';
import { formatDay, useTodaysCard } from '../../features/readings';
import { ShareButton } from '../../features/share/share-button';
import { useContractText } from '../../i18n/use-contract-text';
import { useMediaQuery } from '../../lib/use-media-query';

/** Home's influence panel (contract TODAYS_INFLUENCE_TITLE): the card of the day, its name and title, and its life spread. */
export function TodaysInfluence() {
  const { t } = useTranslation();
  const contract = useContractText();
  const title = contract('TODAYS_INFLUENCE_TITLE');
  const query = useTodaysCard();
  return (
    <Panel aria-labelledby="todays-influence" className="mb-10">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <h2 id="todays-influence" className="text-2xl font-semibold">
          {title}
        </h2>
        {query.data ? (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <time dateTime={query.data.date} className="text-muted tabular-nums">
              {formatDay(query.data.date, 'EEEE, MMMM d, yyyy')}
            </time>
            <ShareButton target={{ kind: 'todays-card' }} personId="self" title={title} />
          </div>
        ) : null}
      </div>
      {query.isPending ? (
        <TodaysSkeleton />
      ) : query.isError && query.data === undefined ? (
        <div className="grid justify-items-start gap-4">
          <Alert className="w-full">{query.error.message}</Alert>
          <Button variant="outline" size="sm" onClick={() => query.refetch()} disabled={query.isFetching}>
            <RotateCcw aria-hidden="true" />
            {t('home.todays.retry')}
          </Button>
        </div>
      ) : (
        // A failed refresh keeps the card it had (offline: the kept copy, with the offline note above).
        <TodaysCardView today={query.data} />
      )}
    </Panel>
  );
}

function TodaysCardView({ today }: { today: TodaysCard }) {
  const spread = today.life_spread.length === SPREAD_SIZE ? today.life_spread : null;
  // Beside the large card on a wide screen the spread has room for the medium faces.
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width: 64rem)');
  return (
    <div className="grid items-center gap-8 lg:grid-cols-[auto_minmax(0,1fr)] lg:gap-12">
      <div className="grid justify-items-center gap-4 text-center">
        <div className="w-44 sm:w-56">
          <PlayingCard
            symbol={today.card}
            size="lg"
            fluid
            href={today.card === 'Joker' ? undefined : glossaryHref(today.card)}
          />
        </div>
        <div className="grid gap-1">
          <h3 className="text-2xl font-semibold">{today.name}</h3>
          {today.title ? <p className="font-serif text-lg text-muted italic">{today.title}</p> : null}
        </div>
      </div>
      <div className="grid min-w-0 gap-4">
        <h3 className="text-center text-lg font-medium text-muted">{t('home.todays.spread')}</h3>
        {spread ? (
          // On a phone the rows take the panel's padding too, so seven cards fit a 390 px screen unscrolled.
          <LifeSpreadRows
            symbols={spread}
            size={wide ? 'md' : 'sm'}
            title={t('home.todays.spreadOf', { name: today.name })}
            className="-mx-5 sm:mx-0"
          />
        ) : (
          <div className="grid gap-3">
            <Alert tone="info">{t('home.todays.unavailable')}</Alert>
            {today.card === 'Joker' ? (
              <p className="text-pretty text-muted">{t('home.todays.joker')}</p>
            ) : null}
          </div>
        )}
      </div>
    </div>
  );
}

/** Shaped like the loaded view: the large card, its name and title, and the 7 + 6 rows of the spread. */
function TodaysSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid items-center gap-8 lg:grid-cols-[auto_minmax(0,1fr)] lg:gap-12">
      <span className="sr-only">{t('home.todays.loading')}</span>
      <div className="grid justify-items-center gap-4">
        <Skeleton className="aspect-[5/7] w-44 rounded-[8%/5.7%] sm:w-56" />
        <Skeleton className="h-7 w-40" />
        <Skeleton className="h-5 w-52" />
      </div>
      <div className="grid min-w-0 gap-4">
        <Skeleton className="mx-auto h-6 w-36" />
        <ol
          aria-hidden="true"
          className="mx-auto grid w-full max-w-[35rem] grid-cols-[repeat(14,minmax(0,1fr))] gap-y-5"
        >
          {Array.from({ length: SPREAD_SIZE }, (_, i) => `slot-${i}`).map((key, i) => (
            <li
              key={key}
              data-slot="card-skeleton"
              className={`col-span-2 grid justify-items-center gap-2 px-[0.1875rem] ${i === 7 ? 'col-start-2' : ''}`}
            >
              <Skeleton className="aspect-[5/7] w-full max-w-16 rounded-[8%/5.7%]" />
              <Skeleton className="h-2.5 w-3/5 rounded-full" />
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
