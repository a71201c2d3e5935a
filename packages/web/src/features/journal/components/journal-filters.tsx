import type { JournalPeriodKind } from '@cardology/contract/journal';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { isFiltered, type JournalListFilter } from '../journal-filter';
import { shortDay } from '../journal-format';
import { PlanetSelect } from './planet-select';
import '../texts';
import { SearchBox } from './search-box';

const PERIODS = [
  { kind: 'planetary', now: 'journal.filters.planetaryNow', around: 'journal.filters.planetaryOf' },
  { kind: 'seven-week', now: 'journal.filters.sevenWeekNow', around: 'journal.filters.sevenWeekOf' },
  { kind: 'weekly', now: 'journal.filters.weeklyNow', around: 'journal.filters.weeklyOf' },
] as const satisfies readonly { kind: JournalPeriodKind; now: string; around: string }[];

const chip =
  'inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors';

interface JournalFiltersProps {
  filter: JournalListFilter;
  today: string;
  onChange: (filter: JournalListFilter) => void;
}

/** A filter set from elsewhere (an entry's chip), shown so it can be seen and taken off. */
function RemovableChip({ children, onRemove }: { children: ReactNode; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" onClick={onRemove} className={cn(chip, 'border-accent/60 bg-accent/12 text-text')}>
      <span className="sr-only">{t('journal.filters.remove')}</span> {children}
      <X aria-hidden="true" className="size-4" />
    </button>
  );
}

/** "This period" toggles for the periods around today, and the period of another day when one is set. */
function PeriodChips({ filter, today, onChange }: JournalFiltersProps) {
  const { t } = useTranslation();
  const withPeriod = (kind?: JournalPeriodKind, on?: string) => onChange({ ...filter, period: kind, on });
  const other = PERIODS.find(({ kind }) => filter.period === kind && filter.on !== today);
  return (
    <>
      {PERIODS.map(({ kind, now }) => {
        const pressed = filter.period === kind && filter.on === today;
        return (
          <button
            key={kind}
            type="button"
            aria-pressed={pressed}
            onClick={() => (pressed ? withPeriod() : withPeriod(kind, today))}
            className={cn(
              chip,
              pressed ? 'border-accent bg-accent/15 text-text' : 'border-border text-muted hover:text-text',
            )}
          >
            {t(now)}
          </button>
        );
      })}
      {other && filter.on && (
        <RemovableChip onRemove={() => withPeriod()}>
          {t(other.around, { day: shortDay(filter.on) })}
        </RemovableChip>
      )}
    </>
  );
}

/** The look-back bar: search, planet, the periods of now, and what an entry's chip has set. */
export function JournalFilters({ filter, today, onChange }: JournalFiltersProps) {
  const { t } = useTranslation();
  return (
    <search aria-label={t('journal.filters.lookBack')} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <SearchBox value={filter.q ?? ''} onSearch={(q) => onChange({ ...filter, q: q || undefined })} />
        <PlanetSelect value={filter.planet} onChange={(planet) => onChange({ ...filter, planet })} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <PeriodChips filter={filter} today={today} onChange={onChange} />
        {filter.card && (
          <RemovableChip onRemove={() => onChange({ ...filter, card: undefined })}>
            {t('journal.filters.card', { card: filter.card })}
          </RemovableChip>
        )}
        {isFiltered(filter) && (
          <Button variant="link" className="ml-1 text-sm" onClick={() => onChange({})}>
            {t('journal.clearFilters')}
          </Button>
        )}
      </div>
    </search>
  );
}
