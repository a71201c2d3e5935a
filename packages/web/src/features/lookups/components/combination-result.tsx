import type { CombinationResult } from '@cardology/contract/wire';
import { Fragment } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { glossaryHref } from '../../../components/playing-card/card-identity';
import { PlayingCard } from '../../../components/playing-card/playing-card';
import { RISE_IN, riseIn } from '../../../components/playing-card/rise-in';
import { Panel } from '../../../components/ui/panel';
import { Skeleton } from '../../../components/ui/skeleton';
import '../texts';

// Card, operator, card, operator, card: the cards shrink together on a phone instead of wrapping.
// Two rows shared through subgrid: the cards, then their symbols, so the operators centre on the cards.
const ROW =
  'mx-auto grid max-w-md grid-cols-[minmax(0,6rem)_auto_minmax(0,6rem)_auto_minmax(0,6rem)] grid-rows-[auto_auto] justify-center gap-x-2.5 gap-y-2 sm:gap-x-5';
// Every item placed by column: an item fixed to a row would otherwise be placed before the others.
const CELL = 'row-span-2 row-start-1 grid grid-rows-subgrid justify-items-center text-center';
const CELL_COLUMN = ['col-start-1', 'col-start-3', 'col-start-5'] as const;
const OPERATOR = 'row-start-1 self-center font-serif text-3xl leading-none text-accent sm:text-4xl';
const OPERATOR_COLUMN = ['col-start-2', 'col-start-4'] as const;

/** docs/product.md §2: the combination result (cards.lookups.combination.result) — card 1 + card 2 = the combination card, each with its symbol below. */
export function CombinationResultPanel({ result }: { result: CombinationResult }) {
  const { t } = useTranslation();
  const cells = [
    { key: 'card1', card: result.card1 },
    { key: 'card2', card: result.card2 },
    { key: 'combination', card: result.combination_card },
  ];
  return (
    <Panel aria-labelledby="combination-result" className="grid gap-6">
      <h2 id="combination-result" className="text-center text-2xl font-semibold">
        {t('cards.lookups.combination.result')}
      </h2>
      <ol className={ROW} aria-label={t('cards.lookups.combination.equation')}>
        {cells.map((cell, i) => (
          <Fragment key={cell.key}>
            {i > 0 && (
              <li aria-hidden="true" className={`${OPERATOR} ${OPERATOR_COLUMN[i - 1]}`}>
                {i === 1 ? '+' : '='}
              </li>
            )}
            <li className={`${CELL} ${CELL_COLUMN[i]} ${RISE_IN}`} style={riseIn(i * 2)} data-cell={cell.key}>
              <PlayingCard symbol={cell.card.symbol} size="md" href={glossaryHref(cell.card.symbol)} fluid />
              <div className="grid content-start gap-0.5">
                <span className="font-serif text-xl font-semibold">{cell.card.symbol}</span>
                <span className="text-xs leading-tight text-muted text-balance">{cell.card.name}</span>
              </div>
            </li>
          </Fragment>
        ))}
      </ol>
      <p className="text-center text-muted">
        <Trans
          i18nKey="cards.lookups.combination.sentence"
          values={{
            card1: result.card1.name,
            card2: result.card2.name,
            combination: result.combination_card.name,
          }}
          components={{ 1: <span className="font-medium text-text" /> }}
        />
      </p>
    </Panel>
  );
}

/** The result's shape while the lookup runs. */
export function CombinationResultSkeleton() {
  return (
    <Panel className="grid gap-6" aria-busy="true">
      <Skeleton className="mx-auto h-7 w-56" />
      <div aria-hidden="true" className={ROW}>
        {['a', '+', 'b', '=', 'c'].map((key, i) =>
          key === '+' || key === '=' ? (
            <span key={key} className={`${OPERATOR} ${OPERATOR_COLUMN[(i - 1) / 2]} opacity-40`}>
              {key}
            </span>
          ) : (
            <div key={key} className={`${CELL} ${CELL_COLUMN[i / 2]}`}>
              <div className="aspect-[5/7] w-24 max-w-full rounded-[8%/5.7%] bg-muted/15 motion-safe:animate-pulse" />
              <Skeleton className="h-5 w-8" />
            </div>
          ),
        )}
      </div>
    </Panel>
  );
}
