import { useTranslation } from 'react-i18next';
import '../texts';
import { DateRangeText } from './date-range';
import type { PeriodFacts } from './period-reading-config';

/** The period's dates and age under its name (a blank line until they are known, so nothing moves). */
export function PeriodFactsLine({ facts, busy }: { facts: PeriodFacts | null; busy: boolean }) {
  const { t } = useTranslation();
  if (!facts) return <p className="text-sm text-muted"> </p>;
  return (
    <div className={busy ? 'opacity-55' : undefined}>
      <p className="text-sm text-muted tabular-nums">
        <span data-testid="period-dates">
          <DateRangeText range={facts.dates} />
        </span>
        {typeof facts.age === 'number' ? (
          // The space outside the span lets a 320 px screen put the age on its own line
          // rather than under the Next button.
          <>
            {' '}
            <span className="whitespace-nowrap">{t('readings.ageLine', { count: facts.age })}</span>
          </>
        ) : null}
      </p>
      {facts.extra}
    </div>
  );
}
