import { InYourCardsSection } from '../../features/in-your-cards';
import {
  canStepPeriod,
  describePeriodOffset,
  PeriodReading,
  type PeriodReadingConfig,
} from '../../features/readings';

const sevenWeek: PeriodReadingConfig<'seven-week'> = {
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
  kind: 'seven-week',
  spreadType: 'seven-weekly',
  step: 1,
  resetLabel: 'TRY_CURRENT_PERIOD',
  canStep: (person, offset, direction) => canStepPeriod(person, offset, direction, 49),
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
