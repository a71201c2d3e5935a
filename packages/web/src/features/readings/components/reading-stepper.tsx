import { ChevronLeft, ChevronRight, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import '../texts';

interface Step {
  /** Accessible name, e.g. 'Previous week'; the visible text is 'Previous' / 'Next'. */
  label: string;
  onClick: () => void;
  disabled: boolean;
}

interface ReadingStepperProps {
  /** Names the group for screen readers ('Age', 'Week' …). */
  name: string;
  previous: Step;
  next: Step;
  /**
   * Where the reading stands: the age or the period as an h2 (it titles the reading below it), then its
   * dates. Announced politely when it changes.
   */
  children: ReactNode;
  /** TRY_CURRENT_WEEK / TRY_CURRENT_PERIOD, shown away from the current period. */
  reset?: { label: string; onClick: () => void } | null;
}

/** Previous and next around the current position of a reading (an age, or an offset in periods). */
export function ReadingStepper({ name, previous, next, children, reset }: ReadingStepperProps) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={name}
      className="mb-8 grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-3 rounded-2xl border border-border bg-surface px-3 py-3 shadow-soft sm:gap-5 sm:px-5"
    >
      <Button
        variant="outline"
        aria-label={previous.label}
        onClick={previous.onClick}
        disabled={previous.disabled}
        className="px-3 sm:px-4"
      >
        <ChevronLeft aria-hidden="true" />
        <span className="hidden sm:inline">{t('readings.previous')}</span>
      </Button>
      <div className="grid justify-items-center gap-1 text-center">
        <div aria-live="polite" className="grid justify-items-center gap-0.5">
          {children}
        </div>
        {reset ? (
          <Button variant="link" size="sm" onClick={reset.onClick} className="h-7">
            <RotateCcw aria-hidden="true" />
            {reset.label}
          </Button>
        ) : null}
      </div>
      <Button
        variant="outline"
        aria-label={next.label}
        onClick={next.onClick}
        disabled={next.disabled}
        className="px-3 sm:px-4"
      >
        <span className="hidden sm:inline">{t('readings.next')}</span>
        <ChevronRight aria-hidden="true" />
      </Button>
    </section>
  );
}
