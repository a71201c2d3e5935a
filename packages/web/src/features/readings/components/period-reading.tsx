import type { ShareReadingType } from '@cardology/contract/share';
import type { DateRange } from '@cardology/contract/wire';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { SelectedPerson } from '../../people/reading-profile';
import type { AiSpreadType } from '../ai-hand-off';
import type { PeriodReadingInput } from '../reading-request';
import type { ReadingView } from '../reading-view';
import { usePeriodReading } from '../use-period-reading';
import { PeriodFactsLine } from './period-facts-line';
import { PeriodReadingBody } from './period-reading-body';
import { ReadingActions } from './reading-actions';
import { ReadingHeader } from './reading-header';
import { ReadingStepper } from './reading-stepper';

/** Where a period reading stands, read from its answer. */
export interface PeriodFacts {
  dates: Partial<DateRange> | null | undefined;
  age: number | null | undefined;
  /** Anything else worth a line under the dates (the 7-year rulers). */
  extra?: ReactNode;
}

/** What distinguishes the weekly, 7-week and 7-year pages; the states and layout are shared. */
export interface PeriodReadingConfig<T> {
  /** 'Weekly Reading' … */
  reading: string;
  subtitle: string;
  spreadType: AiSpreadType;
  /** The share API's name of this reading. */
  shareType: ShareReadingType;
  /** Offset change per click: 1 period, or 7 years. */
  step: number;
  /** Names the stepper group and its buttons: 'Week' → 'Previous week', 'Next week'. */
  unit: string;
  /** TRY_CURRENT_WEEK / TRY_CURRENT_PERIOD. */
  resetLabel: string;
  /** 'This week', '2 weeks ahead' … */
  describeOffset: (offset: number) => string;
  /** Whether a step back or forward can still be read (the server refuses before birth or past 120). */
  canStep?: (person: SelectedPerson, offset: number, direction: -1 | 1) => boolean;
  /** docs/product.md §8: WEEKLY_READING_EMPTY … */
  emptyText: string;
  /** WEEKLY_READING_FAILED …, the line above the error's own words. */
  errorFallback: string;
  useReading: (input: PeriodReadingInput | null) => UseQueryResult<T | null, Error>;
  toView: (reading: T | null | undefined) => ReadingView | null;
  facts: (reading: T) => PeriodFacts;
}

/**
 * A weekly, 7-week or 7-year reading page: previous/next move the offset by `step`, the reset returns
 * to the current period, and the page shows one of the product's states (§2): loading, loaded, error or
 * empty, no person selected (plus the Joker's own notice).
 */
export function PeriodReading<T>({ config }: { config: PeriodReadingConfig<T> }) {
  const state = usePeriodReading(config);
  const { person, offset, setOffset, complete, joker, input, query, loaded, busy, failed } = state;

  const step = (direction: -1 | 1) => ({
    label: `${direction < 0 ? 'Previous' : 'Next'} ${config.unit.toLowerCase()}`,
    onClick: () => setOffset(offset + direction * config.step),
    disabled:
      query.isFetching ||
      (person !== null && config.canStep ? !config.canStep(person, offset, direction) : false),
  });

  return (
    <>
      <ReadingHeader
        reading={config.reading}
        person={person}
        subtitle={config.subtitle}
        action={
          input !== null && !failed && person ? (
            <ReadingActions
              buildHandOff={state.buildHandOff}
              share={{
                kind: 'reading',
                type: config.shareType,
                age: person.age ?? undefined,
                dateOffset: offset,
              }}
              personId={person.id}
              title={config.reading}
              disabled={!loaded || busy}
            />
          ) : null
        }
      />
      {complete && !joker ? (
        <ReadingStepper
          name={config.unit}
          previous={step(-1)}
          next={step(1)}
          reset={offset !== 0 && !failed ? { label: config.resetLabel, onClick: () => setOffset(0) } : null}
        >
          <h2 className="text-xl font-semibold sm:text-2xl">{config.describeOffset(offset)}</h2>
          <PeriodFactsLine facts={state.facts} busy={busy} />
        </ReadingStepper>
      ) : null}
      <PeriodReadingBody config={config} state={state} />
    </>
  );
}
