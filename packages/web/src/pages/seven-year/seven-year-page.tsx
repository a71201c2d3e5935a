import { useTranslation } from 'react-i18next';
import { canStepYears, PeriodReading, type PeriodReadingConfig } from '../../features/readings';

/** docs/product.md §9: the 7-year page steps its offset by seven years. */
const YEARS_PER_STEP = 7;

const sevenYear: PeriodReadingConfig<'seven-year'> = {
  texts: (t) => ({
    reading: t('readings.sevenYear.title'),
    inSentence: t('readings.sevenYear.inSentence'),
    subtitle: t('readings.sevenYear.subtitle'),
    unit: t('readings.sevenYear.unit'),
    previousStep: t('readings.sevenYear.previousStep'),
    nextStep: t('readings.sevenYear.nextStep'),
    describeOffset: (offset) =>
      offset === 0
        ? t('readings.sevenYear.current')
        : offset > 0
          ? t('readings.sevenYear.ahead', { count: offset })
          : t('readings.sevenYear.ago', { count: -offset }),
    emptyText: t('readings.sevenYear.empty'),
    errorFallback: t('readings.sevenYear.failed'),
  }),
  kind: 'seven-year',
  spreadType: 'seven-yearly',
  step: YEARS_PER_STEP,
  resetLabel: 'TRY_CURRENT_PERIOD',
  canStep: (person, offset, direction) => canStepYears(person, offset, direction, YEARS_PER_STEP),
  facts: (reading) => ({
    dates: reading.seven_year_dates,
    age: reading.seven_year_age,
    extra: <Rulers cycle={reading.seven_year_cycle_ruler} year={reading.planetary_year_ruler} />,
  }),
};

/** The cycle's and the year's ruling planets, when the reading names them. */
function Rulers({ cycle, year }: { cycle: string | null | undefined; year: string | null | undefined }) {
  const { t } = useTranslation();
  if (!cycle && !year) return null;
  return (
    <p className="text-sm text-muted">
      {cycle ? (
        <span className="whitespace-nowrap">
          {t('readings.sevenYear.cycleRuler')}{' '}
          <strong className="font-medium text-accent-ink">{cycle}</strong>
        </span>
      ) : null}
      {cycle && year ? ' · ' : null}
      {year ? (
        <span className="whitespace-nowrap">
          {t('readings.sevenYear.yearRuler')} <strong className="font-medium text-accent-ink">{year}</strong>
        </span>
      ) : null}
    </p>
  );
}

export function SevenYearPage() {
  return <PeriodReading config={sevenYear} />;
}
