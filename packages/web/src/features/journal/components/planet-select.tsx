import type { Planet } from '@cardology/contract/wire';
import { PLANETS } from '@cardology/engine/positions';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { controlClasses } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';

/** "Every entry written in a Venus period": a native select of the seven planets, or any. */
export function PlanetSelect({ value, onChange }: { value?: Planet; onChange: (planet?: Planet) => void }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Planetary period</Label>
      <div className="relative">
        <select
          id={id}
          value={value ?? ''}
          onChange={(event) => onChange((event.target.value || undefined) as Planet | undefined)}
          className={cn(controlClasses, 'h-11 cursor-pointer appearance-none pr-10')}
        >
          <option value="">Any planet</option>
          {PLANETS.map((planet) => (
            <option key={planet} value={planet}>
              {planet}
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
