import { TRY_CURRENT_PERIOD } from '@cardology/contract/readings';
import type { SevenYearReading } from '@cardology/contract/wire';
import { useSevenYearReading } from '../../features/readings/api/get-seven-year-reading';
import { PeriodReading, type PeriodReadingConfig } from '../../features/readings/components/period-reading';
import { canStepYears } from '../../features/readings/period-limits';
import { sevenYearView } from '../../features/readings/reading-view';

/** docs/product.md §9: the 7-year page steps its offset by seven years. */
const YEARS_PER_STEP = 7;

const sevenYear: PeriodReadingConfig<SevenYearReading> = {
  reading: '7-Year Reading',
  subtitle: 'The long cycle of seven years you are living through, and the cards that shape it.',
  spreadType: 'seven-yearly',
  shareType: 'seven-year',
  step: YEARS_PER_STEP,
  unit: '7 years',
  resetLabel: TRY_CURRENT_PERIOD,
  describeOffset: (offset) =>
    offset === 0 ? 'This cycle' : offset > 0 ? `${offset} years ahead` : `${-offset} years back`,
  canStep: (person, offset, direction) => canStepYears(person, offset, direction, YEARS_PER_STEP),
  emptyText: 'Unable to load seven-year reading data',
  errorFallback: 'Failed to load your seven-year reading',
  useReading: useSevenYearReading,
  toView: sevenYearView,
  facts: (reading) => ({
    dates: reading.seven_year_dates,
    age: reading.seven_year_age,
    extra:
      reading.seven_year_cycle_ruler || reading.planetary_year_ruler ? (
        <p className="text-sm text-muted">
          {reading.seven_year_cycle_ruler ? (
            <span className="whitespace-nowrap">
              Cycle ruler{' '}
              <strong className="font-medium text-accent-ink">{reading.seven_year_cycle_ruler}</strong>
            </span>
          ) : null}
          {reading.seven_year_cycle_ruler && reading.planetary_year_ruler ? ' · ' : null}
          {reading.planetary_year_ruler ? (
            <span className="whitespace-nowrap">
              Year ruler{' '}
              <strong className="font-medium text-accent-ink">{reading.planetary_year_ruler}</strong>
            </span>
          ) : null}
        </p>
      ) : null,
  }),
};

export function SevenYearPage() {
  return <PeriodReading config={sevenYear} />;
}
