import type { Planet, PlanetaryPeriod } from '@cardology/contract/wire';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Panel } from '../../../components/ui/panel';
import { cn } from '../../../lib/cn';
import { useCodeNames } from '../../../lib/code-names';
import { todayIso } from '../../../lib/dates';
import '../texts';
import { DateRangeText } from './date-range';

interface PlanetaryPeriodsProps {
  ruler: Planet;
  periods: readonly PlanetaryPeriod[];
  /** 'YYYY-MM-DD'; the period containing it is marked as now. */
  today?: string;
}

/** The year's ruling planet and its seven 52-day periods, the current one (if any) marked. */
export function PlanetaryPeriods({ ruler, periods, today = todayIso() }: PlanetaryPeriodsProps) {
  const { t } = useTranslation();
  const { planetName } = useCodeNames();
  return (
    <Panel aria-labelledby="planetary-periods" className="mb-6 grid gap-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h2 id="planetary-periods" className="text-xl font-semibold">
          {t('readings.planetaryPeriods')}
        </h2>
        <p className="text-muted">
          {t('readings.planetaryRuler')}{' '}
          <strong className="font-serif text-lg text-accent-ink">{planetName(ruler)}</strong>
        </p>
      </div>
      <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {periods.map((period) => {
          const current = period.start <= today && today <= period.end;
          return (
            <li
              key={period.planet}
              aria-current={current ? 'date' : undefined}
              className={cn(
                'grid content-start gap-1 rounded-xl border px-3 py-2.5',
                current ? 'border-accent bg-accent/10' : 'border-border bg-surface-2/60',
              )}
            >
              {/* A longer word than NOW (AHORA, AGORA) keeps its line and drops under the planet if needed. */}
              <span className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
                <span className="font-serif text-base font-medium">{planetName(period.planet)}</span>
                {current ? (
                  <Badge className="px-1.5 text-[0.625rem] whitespace-nowrap">{t('readings.now')}</Badge>
                ) : null}
              </span>
              <span className="text-xs leading-snug text-muted tabular-nums">
                <DateRangeText range={period} />
              </span>
            </li>
          );
        })}
      </ol>
    </Panel>
  );
}
