import { InYourCardsSection } from '../../features/in-your-cards';
import {
  canStepPeriod,
  describePeriodOffset,
  PeriodReading,
  type PeriodReadingConfig,
} from '../../features/readings';
import { contractText } from '../../i18n/i18n';

const weekly: PeriodReadingConfig<'weekly'> = {
  texts: (t) => ({
    reading: t('readings.weekly.title'),
    inSentence: t('readings.weekly.inSentence'),
    subtitle: t('readings.weekly.subtitle'),
    unit: t('readings.weekly.unit'),
    previousStep: t('readings.weekly.previousStep'),
    nextStep: t('readings.weekly.nextStep'),
    describeOffset: (offset) =>
      describePeriodOffset(
        offset,
        'week',
        t('readings.weekly.current'),
        t('readings.weekly.following'),
        t('readings.weekly.last'),
        {
          ahead: (count) => t('readings.weekly.ahead', { count }),
          ago: (count) => t('readings.weekly.ago', { count }),
        },
      ),
    emptyText: contractText('WEEKLY_READING_EMPTY'),
    errorFallback: contractText('WEEKLY_READING_FAILED'),
  }),
  kind: 'weekly',
  spreadType: 'weekly',
  step: 1,
  resetLabel: 'TRY_CURRENT_WEEK',
  canStep: (person, offset, direction) => canStepPeriod(person, offset, direction, 7),
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
