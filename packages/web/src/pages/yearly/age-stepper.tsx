import { AGE_MAX } from '@cardology/contract/limits';
import { useTranslation } from 'react-i18next';
import { DateRangeText, ReadingStepper } from '../../features/readings';
import { cn } from '../../lib/cn';
import type { YearlyReadingPageState } from './use-yearly-reading-page';

/** Previous and next age (0 … AGE_MAX), with the year's first and last day once the reading has them. */
export function AgeStepper({ state, age }: { state: YearlyReadingPageState; age: number }) {
  const { query, loaded, busy, setAge } = state;
  const { t } = useTranslation();
  const periods = loaded ? query.data?.planetary_dates : undefined;
  const firstDay = periods?.[0]?.start;
  const lastDay = periods?.[periods.length - 1]?.end;
  return (
    <ReadingStepper
      name={t('readings.yearly.age')}
      previous={{
        label: t('readings.yearly.previousAge'),
        onClick: () => setAge(Math.max(0, age - 1)),
        disabled: age <= 0 || query.isFetching,
      }}
      next={{
        label: t('readings.yearly.nextAge'),
        onClick: () => setAge(Math.min(AGE_MAX, age + 1)),
        disabled: age >= AGE_MAX || query.isFetching,
      }}
    >
      <h2 className="font-serif text-2xl font-semibold tabular-nums">
        {t('readings.yearly.ageHeading', { count: age })}
      </h2>
      <p className={cn('text-sm text-muted tabular-nums', busy && 'opacity-55')}>
        {firstDay && lastDay ? <DateRangeText range={{ start: firstDay, end: lastDay }} /> : ' '}
      </p>
    </ReadingStepper>
  );
}
