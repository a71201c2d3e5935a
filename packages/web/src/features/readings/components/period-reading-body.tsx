import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useContractText } from '../../../i18n/use-contract-text';
import type { PeriodReadingKind } from '../api/get-period-reading';
import { isJokerError } from '../reading-request';
import type { usePeriodReading } from '../use-period-reading';
import { JokerNotice } from './joker-notice';
import { LoadedReading } from './loaded-reading';
import type { PeriodReadingConfig } from './period-reading-config';
import { NoPersonNotice, ReadingFailure, ReadingSkeleton } from './reading-states';

interface PeriodReadingBodyProps<K extends PeriodReadingKind> {
  config: PeriodReadingConfig<K>;
  state: ReturnType<typeof usePeriodReading<K>>;
}

/** The page under its stepper, in one of the product's states (§2): no person, Joker, loading, failed, empty, loaded. */
export function PeriodReadingBody<K extends PeriodReadingKind>({ config, state }: PeriodReadingBodyProps<K>) {
  const { person, complete, joker, query, view, offset, setOffset } = state;
  const { t } = useTranslation();
  const contract = useContractText();
  const texts = config.texts(t);
  if (!person || !complete) return <NoPersonNotice isSelf={person?.isSelf ?? false} />;
  if (joker || (query.isError && isJokerError(query.error)))
    return <JokerNotice name={person.name} reading={texts.inSentence} />;
  if (query.isPending) return <ReadingSkeleton />;
  if (query.isError || !view) {
    // The page's own line, as the yearly page has; under it the server's words, or the request's fallback.
    // In the error-or-empty state the reset is always offered (docs/product.md §2); at the current period it asks again.
    return (
      <ReadingFailure
        message={query.isError ? texts.errorFallback : texts.emptyText}
        detail={query.isError ? <p>{query.error.message}</p> : undefined}
      >
        <Button onClick={() => query.refetch()} disabled={query.isFetching}>
          <RotateCcw aria-hidden="true" />
          {t('readings.retry')}
        </Button>
        <Button variant="outline" onClick={() => (offset === 0 ? query.refetch() : setOffset(0))}>
          {contract(config.resetLabel)}
        </Button>
      </ReadingFailure>
    );
  }
  return <LoadedReading view={view} busy={state.busy} buildHandOff={state.buildHandOff} />;
}
