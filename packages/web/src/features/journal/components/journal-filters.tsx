import type { JournalPeriodKind, JournalShown } from '@cardology/contract/journal';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useCodeNames } from '../../../lib/code-names';
import { dayRange, longDay, shortDay } from '../../../lib/day-words';
import { useJournal } from '../api/get-journal';
import { isFiltered, type JournalListFilter } from '../journal-filter';
import { PlanetSelect } from './planet-select';
import '../texts';
import { SearchBox } from './search-box';

const PERIODS = [
  {
    kind: 'planetary',
    now: 'journal.filters.planetaryNow',
    around: 'journal.filters.planetaryOf',
    named: 'journal.filters.planetaryPeriod',
  },
  {
    kind: 'seven-week',
    now: 'journal.filters.sevenWeekNow',
    around: 'journal.filters.sevenWeekOf',
    named: 'journal.filters.sevenWeekPeriod',
  },
  {
    kind: 'weekly',
    now: 'journal.filters.weeklyNow',
    around: 'journal.filters.weeklyOf',
    named: 'journal.filters.weeklyPeriod',
  },
] as const satisfies readonly { kind: JournalPeriodKind; now: string; around: string; named: string }[];

// Drawn 36 px tall; `hit-area` grows the touch target to 44 px (issue 34).
const chip =
  'hit-area inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors';

interface JournalFiltersProps {
  filter: JournalListFilter;
  today: string;
  onChange: (filter: JournalListFilter) => void;
}

/** An active filter, named, so it can be seen and taken off. */
function RemovableChip({ children, onRemove }: { children: ReactNode; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <li>
      <button
        type="button"
        onClick={onRemove}
        className={cn(chip, 'h-auto min-h-9 border-accent/60 bg-accent/12 py-1 text-left text-text')}
      >
        <span className="sr-only">{t('journal.filters.remove')}</span> {children}
        <X aria-hidden="true" className="size-4 shrink-0" />
      </button>
    </li>
  );
}

/** "This period" toggles for the periods around today. */
function PeriodToggles({ filter, today, onChange }: JournalFiltersProps) {
  const { t } = useTranslation();
  return (
    <>
      {PERIODS.map(({ kind, now }) => {
        const pressed = filter.period === kind && filter.on === today;
        return (
          <button
            key={kind}
            type="button"
            aria-pressed={pressed}
            onClick={() =>
              onChange({ ...filter, period: pressed ? undefined : kind, on: pressed ? undefined : today })
            }
            className={cn(
              chip,
              pressed ? 'border-accent bg-accent/15 text-text' : 'border-border text-muted hover:text-text',
            )}
          >
            {t(now)}
          </button>
        );
      })}
    </>
  );
}

/**
 * The words of the period filter: the period itself with its dates once the server has named it ('Venus period,
 * Mar 3 – Apr 24, 2026'), the day it was asked around until then.
 */
function usePeriodText(filter: JournalListFilter, shown: JournalShown | undefined): string | null {
  const { t } = useTranslation();
  const { planetName } = useCodeNames();
  const period = PERIODS.find(({ kind }) => kind === filter.period);
  if (!period || !filter.on) return null;
  const named = shown?.period?.kind === period.kind ? shown.period : undefined;
  if (!named) return t(period.around, { day: shortDay(filter.on) });
  return t(period.named, {
    planet: named.planet ? planetName(named.planet) : '',
    dates: dayRange(named.start, named.end),
  });
}

/** Every filter in force as a chip naming it (its day, period, card, planet or words), each removable. */
function ActiveFilters({ filter, onChange }: Omit<JournalFiltersProps, 'today'>) {
  const { t } = useTranslation();
  const { cardName, planetName } = useCodeNames();
  // The list's own query (the same key: no second request): the server names the period and the card read.
  const shown = useJournal(filter).data?.pages[0]?.shown;
  const periodText = usePeriodText(filter, shown);
  const without = (...fields: (keyof JournalListFilter)[]) => {
    const next = { ...filter };
    for (const field of fields) delete next[field];
    onChange(next);
  };
  return (
    <ul aria-label={t('journal.filters.active')} className="flex flex-wrap items-center gap-2">
      {filter.on && (
        <RemovableChip onRemove={() => without('on', 'period')}>
          {periodText ?? t('journal.filters.day', { day: longDay(filter.on) })}
        </RemovableChip>
      )}
      {filter.card && (
        <RemovableChip onRemove={() => without('card')}>
          {t('journal.filters.card', { card: cardName(shown?.card ?? filter.card) })}
        </RemovableChip>
      )}
      {filter.planet && (
        <RemovableChip onRemove={() => without('planet')}>
          {t('journal.filters.planet', { planet: planetName(filter.planet) })}
        </RemovableChip>
      )}
      {filter.q && (
        <RemovableChip onRemove={() => without('q')}>
          {t('journal.filters.search', { q: filter.q })}
        </RemovableChip>
      )}
      <li>
        <Button variant="link" className="ml-1 text-sm" onClick={() => onChange({})}>
          {t('journal.clearFilters')}
        </Button>
      </li>
    </ul>
  );
}

/** The look-back bar: search, planet, the periods of now, and every filter in force, named. */
export function JournalFilters({ filter, today, onChange }: JournalFiltersProps) {
  const { t } = useTranslation();
  return (
    <search aria-label={t('journal.filters.lookBack')} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <SearchBox value={filter.q ?? ''} onSearch={(q) => onChange({ ...filter, q: q || undefined })} />
        <PlanetSelect value={filter.planet} onChange={(planet) => onChange({ ...filter, planet })} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <PeriodToggles filter={filter} today={today} onChange={onChange} />
      </div>
      {isFiltered(filter) && <ActiveFilters filter={filter} onChange={onChange} />}
    </search>
  );
}
