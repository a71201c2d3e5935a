import { TRY_CURRENT_WEEK, WEEKLY_READING_EMPTY, WEEKLY_READING_FAILED } from '@cardology/contract/readings';
import type { WeeklyReading } from '@cardology/contract/wire';
import { InYourCardsSection } from '../../features/in-your-cards/components/in-your-cards-section';
import { useWeeklyReading } from '../../features/readings/api/get-weekly-reading';
import { PeriodReading, type PeriodReadingConfig } from '../../features/readings/components/period-reading';
import { canStepPeriod, describePeriodOffset } from '../../features/readings/period-limits';
import { weeklyView } from '../../features/readings/reading-view';

const weekly: PeriodReadingConfig<WeeklyReading> = {
  reading: 'Weekly Reading',
  subtitle: 'Seven days of life, counted from the day of birth, and the cards that colour them.',
  spreadType: 'weekly',
  shareType: 'weekly',
  step: 1,
  unit: 'Week',
  resetLabel: TRY_CURRENT_WEEK,
  describeOffset: (offset) => describePeriodOffset(offset, 'week', 'This week', 'Next week', 'Last week'),
  canStep: (person, offset, direction) => canStepPeriod(person, offset, direction, 7),
  emptyText: WEEKLY_READING_EMPTY,
  errorFallback: WEEKLY_READING_FAILED,
  useReading: useWeeklyReading,
  toView: weeklyView,
  facts: (reading) => ({ dates: reading.weekly_dates, age: reading.weekly_age }),
};

export function WeeklyPage() {
  return (
    <>
      <PeriodReading config={weekly} />
      <InYourCardsSection scope="weekly" className="mt-10" />
    </>
  );
}
