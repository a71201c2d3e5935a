import type { Planet } from '@cardology/contract/wire';
import { PLANETS } from '@cardology/engine/positions';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { useCodeNames } from '../../../lib/code-names';
import '../texts';

// The inputs' look without their read-only grey, which a select matches (as lookups' CardSelect does).
const SELECT = cn(
  'h-11 w-full cursor-pointer appearance-none rounded-lg border border-border bg-surface pr-10 pl-3.5 text-base text-text shadow-xs',
  'transition-colors duration-150 hover:border-muted/60',
  'focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0',
);

/** "Every entry written in a Venus period": a native select of the seven planets, or any. */
export function PlanetSelect({ value, onChange }: { value?: Planet; onChange: (planet?: Planet) => void }) {
  const id = useId();
  const { t } = useTranslation();
  const { planetName } = useCodeNames();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{t('journal.planetaryPeriod')}</Label>
      <div className="relative">
        <select
          id={id}
          value={value ?? ''}
          onChange={(event) => onChange((event.target.value || undefined) as Planet | undefined)}
          className={SELECT}
        >
          <option value="">{t('journal.anyPlanet')}</option>
          {PLANETS.map((planet) => (
            <option key={planet} value={planet}>
              {planetName(planet)}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-muted"
        />
      </div>
    </div>
  );
}
