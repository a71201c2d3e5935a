import { TRY_CURRENT_PERIOD } from '@cardology/contract/readings';
import type { SevenWeekReading } from '@cardology/contract/wire';
import { InYourCardsSection } from '../../features/in-your-cards/components/in-your-cards-section';
import { useSevenWeekReading } from '../../features/readings/api/get-seven-week-reading';
import { PeriodReading, type PeriodReadingConfig } from '../../features/readings/components/period-reading';
import { canStepPeriod, describePeriodOffset } from '../../features/readings/period-limits';
import { sevenWeekView } from '../../features/readings/reading-view';

const sevenWeek: PeriodReadingConfig<SevenWeekReading> = {
  reading: '7-Week Reading',
  subtitle: 'A 49-day season of life, counted from the day of birth: its cards and what they ask of you.',
  spreadType: 'seven-weekly',
  shareType: 'seven-week',
  step: 1,
  unit: 'Period',
  resetLabel: TRY_CURRENT_PERIOD,
  describeOffset: (offset) =>
    describePeriodOffset(offset, 'period', 'This period', 'Next period', 'Previous period'),
  canStep: (person, offset, direction) => canStepPeriod(person, offset, direction, 49),
  emptyText: 'Unable to load seven-week reading data',
  errorFallback: 'Failed to load your seven-week reading',
  useReading: useSevenWeekReading,
  toView: sevenWeekView,
  facts: (reading) => ({ dates: reading.seven_week_dates, age: reading.seven_week_age }),
};

export function SevenWeekPage() {
  return (
    <>
      <PeriodReading config={sevenWeek} />
      <InYourCardsSection scope="seven-week" className="mt-10" />
    </>
  );
}
