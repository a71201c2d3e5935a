import type { SevenWeekReading } from '@cardology/contract/wire';
import { InYourCardsSection } from '../../features/in-your-cards/components/in-your-cards-section';
import { useSevenWeekReading } from '../../features/readings/api/get-seven-week-reading';
import { PeriodReading, type PeriodReadingConfig } from '../../features/readings/components/period-reading';
import { canStepPeriod, describePeriodOffset } from '../../features/readings/period-limits';
import { sevenWeekView } from '../../features/readings/reading-view';

const sevenWeek: PeriodReadingConfig<SevenWeekReading> = {
  texts: (t) => ({
    reading: t('readings.sevenWeek.title'),
    inSentence: t('readings.sevenWeek.inSentence'),
    subtitle: t('readings.sevenWeek.subtitle'),
    unit: t('readings.sevenWeek.unit'),
    previousStep: t('readings.sevenWeek.previousStep'),
    nextStep: t('readings.sevenWeek.nextStep'),
    describeOffset: (offset) =>
      describePeriodOffset(
        offset,
        'period',
        t('readings.sevenWeek.current'),
        t('readings.sevenWeek.following'),
        t('readings.sevenWeek.last'),
        {
          ahead: (count) => t('readings.sevenWeek.ahead', { count }),
          ago: (count) => t('readings.sevenWeek.ago', { count }),
        },
      ),
    emptyText: t('readings.sevenWeek.empty'),
    errorFallback: t('readings.sevenWeek.failed'),
  }),
  spreadType: 'seven-weekly',
  shareType: 'seven-week',
  step: 1,
  resetLabel: 'TRY_CURRENT_PERIOD',
  canStep: (person, offset, direction) => canStepPeriod(person, offset, direction, 49),
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
