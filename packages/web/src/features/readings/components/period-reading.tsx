import type { ShareReadingType } from '@cardology/contract/share';
import type { DateRange } from '@cardology/contract/wire';
import type { UseQueryResult } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { useKeyedState } from '../../../lib/use-keyed-state';
import { type SelectedPerson, useReadingProfile } from '../../people/reading-profile';
import { ShareButton } from '../../share/share-button';
import { type AiSpreadType, buildAiHandOff } from '../ai-hand-off';
import {
  isJokerBirthdate,
  isJokerError,
  type PeriodReadingInput,
  periodReadingInput,
} from '../reading-request';
import type { ReadingView } from '../reading-view';
import { AiHandOffButton } from './ai-hand-off-button';
import { BusyReading } from './busy-reading';
import { DateRangeText } from './date-range';
import { JokerNotice } from './joker-notice';
import { ReadingHeader } from './reading-header';
import { ReadingLayout } from './reading-layout';
import { NoPersonNotice, ReadingFailure, ReadingSkeleton } from './reading-states';
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

const personKey = (person: SelectedPerson | null) => (person ? `${person.id}|${person.birthdate ?? ''}` : '');

/** The offset from the current period; back to 0 whenever a person is chosen, even one chosen before. */
const useOffset = (person: SelectedPerson | null) => useKeyedState(personKey(person), 0);

/**
 * A weekly, 7-week or 7-year reading page: previous/next move the offset by `step`, the reset returns
 * to the current period, and the page shows one of the product's states (§2): loading, loaded, error or
 * empty, no person selected (plus the Joker's own notice).
 */
export function PeriodReading<T>({ config }: { config: PeriodReadingConfig<T> }) {
  const { person } = useReadingProfile();
  const [offset, setOffset] = useOffset(person);
  const complete = person !== null && person.birthdate !== null && person.age !== null;
  const joker = isJokerBirthdate(person?.birthdate);
  const input =
    complete && person.birthdate && !joker ? periodReadingInput(person.birthdate, person.age, offset) : null;
  const query = config.useReading(input);
  const view = config.toView(query.data);
  const loaded = input !== null && query.isSuccess && view !== null;
  const facts = loaded && query.data ? config.facts(query.data) : null;
  // A step keeps the previous reading on show until the next one arrives (see keepSamePersonReading).
  const busy = query.isPlaceholderData;

  const buildHandOff = () =>
    buildAiHandOff({ spreadType: config.spreadType, person, reading: view, readingRequest: input });
  // In the error-or-empty state the reset is always offered (docs/product.md §2); at the current period it asks again.
  const resetButton = (
    <Button variant="outline" onClick={() => (offset === 0 ? query.refetch() : setOffset(0))}>
      {config.resetLabel}
    </Button>
  );
  const failed = input !== null && (query.isError || (query.isSuccess && view === null));
  const retryButton = (
    <Button onClick={() => query.refetch()} disabled={query.isFetching}>
      <RotateCcw aria-hidden="true" />
      Retry
    </Button>
  );
  const readingName = config.reading.toLowerCase();

  const body = () => {
    if (!person || !complete) return <NoPersonNotice isSelf={person?.isSelf ?? false} />;
    if (joker) return <JokerNotice name={person.name} reading={readingName} />;
    if (query.isPending) return <ReadingSkeleton />;
    if (query.isError && isJokerError(query.error))
      return <JokerNotice name={person.name} reading={readingName} />;
    if (query.isError) {
      // The page's own line, as the yearly page has; under it the server's words, or the request's fallback.
      return (
        <ReadingFailure message={config.errorFallback} detail={<p>{query.error.message}</p>}>
          {retryButton}
          {resetButton}
        </ReadingFailure>
      );
    }
    if (!view) {
      return (
        <ReadingFailure message={config.emptyText}>
          {retryButton}
          {resetButton}
        </ReadingFailure>
      );
    }
    return (
      <BusyReading busy={busy}>
        <ReadingLayout view={view} />
        <div className="mt-8 flex justify-center">
          <AiHandOffButton build={buildHandOff} size="md" disabled={busy} />
        </div>
      </BusyReading>
    );
  };

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
            <>
              <AiHandOffButton build={buildHandOff} disabled={!loaded || busy} />
              <ShareButton
                target={{
                  kind: 'reading',
                  type: config.shareType,
                  age: person.age ?? undefined,
                  dateOffset: offset,
                }}
                personId={person.id}
                title={config.reading}
                disabled={!loaded || busy}
              />
            </>
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
          {facts ? (
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
                    <span className="whitespace-nowrap">· Age {facts.age}</span>
                  </>
                ) : null}
              </p>
              {facts.extra}
            </div>
          ) : (
            <p className="text-sm text-muted"> </p>
          )}
        </ReadingStepper>
      ) : null}
      {body()}
    </>
  );
}
