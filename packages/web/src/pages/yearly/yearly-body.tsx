import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import {
  isJokerError,
  JokerNotice,
  LoadedReading,
  NoPersonNotice,
  PlanetaryPeriods,
  ReadingFailure,
  ReadingSkeleton,
} from '../../features/readings';
import { useContractText } from '../../i18n/use-contract-text';
import type { YearlyReadingPageState } from './use-yearly-reading-page';

/** The yearly page under its stepper: no person, Joker, missing age, loading, failed, or the reading. */
export function YearlyBody({ state }: { state: YearlyReadingPageState }) {
  const { person, age, joker, missing, query, view } = state;
  const { t } = useTranslation();
  const contract = useContractText();
  if (!person) return <NoPersonNotice />;
  if (joker) return <JokerNotice name={person.name} reading={t('readings.yearly.inSentence')} />;
  if (missing) {
    return (
      <NoPersonNotice isSelf={person.isSelf}>
        <p className="font-medium">{t('readings.yearly.missingAge', { name: person.name })}</p>
        <p className="text-sm text-muted">{t('readings.yearly.missingAgeDetail')}</p>
      </NoPersonNotice>
    );
  }
  if (query.isPending) return <ReadingSkeleton />;
  if (query.isError && isJokerError(query.error)) {
    return <JokerNotice name={person.name} reading={t('readings.yearly.inSentence')} />;
  }
  if (query.isError || !view) {
    return (
      <ReadingFailure
        message={contract('READING_FAILED')}
        detail={
          <>
            <p>
              {age === null ? person.name : t('readings.yearly.atAge', { name: person.name, count: age })}
            </p>
            <p>{query.error?.message || contract('YEARLY_READING_FAILED')}</p>
          </>
        }
      >
        <Button onClick={state.retry} disabled={query.isFetching}>
          <RotateCcw aria-hidden="true" />
          {query.isFetching ? t('readings.retrying') : t('readings.retry')}
        </Button>
      </ReadingFailure>
    );
  }
  const data = query.data;
  return (
    <LoadedReading
      view={view}
      busy={state.busy}
      buildHandOff={state.buildHandOff}
      before={
        data?.planetary_dates?.length ? (
          <PlanetaryPeriods ruler={data.planetary_year_ruler} periods={data.planetary_dates} />
        ) : null
      }
    />
  );
}
