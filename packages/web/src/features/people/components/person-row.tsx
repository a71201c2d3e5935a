import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { birthCardOf, formatBirthdate } from '../person-format';
import { BirthCardChip } from './birth-card-chip';
import '../texts';

interface PersonRowProps {
  name: string;
  /** 'YYYY-MM-DD', or null for a user who has not entered theirs. */
  birthdate: string | null;
  age: number | null;
  selected: boolean;
  onSelect: () => void;
  /** A short tag after the name, e.g. 'You'. */
  tag?: ReactNode;
  /** A line under the row, outside the button so it may hold a link (the user without a birthdate). */
  note?: ReactNode;
  /** Beside the row, outside the choose button (the remove button). */
  action?: ReactNode;
}

/**
 * One person to choose: the row is a toggle button (aria-pressed marks the current person) with
 * their birth card, name, birthdate and age. Other controls sit beside it, never inside.
 */
export function PersonRow({ name, birthdate, age, selected, onSelect, tag, note, action }: PersonRowProps) {
  const { t } = useTranslation();
  return (
    <div
      className={cn(
        'rounded-xl border transition-colors duration-150',
        selected ? 'border-accent/70 bg-accent/10' : 'border-border bg-surface hover:border-accent/50',
      )}
    >
      <div className="flex items-center gap-1 pr-1.5">
        <button
          type="button"
          aria-pressed={selected}
          onClick={onSelect}
          className="flex min-w-0 flex-1 cursor-pointer items-center gap-3 rounded-xl py-2.5 pl-3 text-left"
        >
          <BirthCardChip card={birthCardOf(birthdate)} />
          <span className="grid min-w-0 flex-1 gap-0.5">
            <span className="flex min-w-0 items-center gap-2">
              <span className="truncate font-medium">{name}</span>
              {tag}
            </span>
            {birthdate !== null && (
              // Each part unbroken: a narrow row (a phone, three buttons beside it) wraps before the age.
              <span className="text-sm text-muted tabular-nums">
                <span className="whitespace-nowrap">{formatBirthdate(birthdate)}</span>
                {age !== null && (
                  <>
                    <span aria-hidden="true"> · </span>
                    <span className="sr-only">, </span>
                    <span className="whitespace-nowrap">{t('people.age', { count: age })}</span>
                  </>
                )}
              </span>
            )}
          </span>
          <Check
            aria-hidden="true"
            className={cn(
              'size-5 shrink-0 text-accent transition-opacity',
              // Beside the buttons the hidden mark gives its room to the name (rows there are narrow).
              selected ? 'opacity-100' : action === undefined ? 'opacity-0' : 'hidden',
              action === undefined && 'mr-1.5',
            )}
          />
        </button>
        {action}
      </div>
      {note && <div className="-mt-1 pr-3 pb-3 pl-[3.75rem] text-sm text-muted">{note}</div>}
    </div>
  );
}
