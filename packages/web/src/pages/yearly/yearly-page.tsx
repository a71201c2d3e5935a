import { AGE_MAX } from '@cardology/contract/limits';
import { READING_FAILED, YEARLY_READING_FAILED } from '@cardology/contract/readings';
import { RotateCcw } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { InYourCardsSection } from '../../features/in-your-cards/components/in-your-cards-section';
import { type SelectedPerson, useReadingProfile } from '../../features/people/reading-profile';
import { buildAiHandOff } from '../../features/readings/ai-hand-off';
import { useYearlyReading, yearlyReadingInput } from '../../features/readings/api/get-yearly-reading';
import { AiHandOffButton } from '../../features/readings/components/ai-hand-off-button';
import { BusyReading } from '../../features/readings/components/busy-reading';
import { DateRangeText } from '../../features/readings/components/date-range';
import { JokerNotice } from '../../features/readings/components/joker-notice';
import { PlanetaryPeriods } from '../../features/readings/components/planetary-periods';
import { ReadingHeader } from '../../features/readings/components/reading-header';
import { ReadingLayout } from '../../features/readings/components/reading-layout';
import {
  NoPersonNotice,
  ReadingFailure,
  ReadingSkeleton,
} from '../../features/readings/components/reading-states';
import { ReadingStepper } from '../../features/readings/components/reading-stepper';
import { isJokerBirthdate, isJokerError } from '../../features/readings/reading-request';
import { yearlyView } from '../../features/readings/reading-view';
import { ShareButton } from '../../features/share/share-button';
import { cn } from '../../lib/cn';
import { useKeyedState } from '../../lib/use-keyed-state';
import { FIRST_PAINT_SUBTITLES } from '../first-paint-headings';

export const MISSING_AGE_TOAST = 'Missing birthdate or age information';
export const RETRY_FAILED = 'Retry failed.';
export const CANNOT_RETRY = 'Cannot retry: Missing profile, birthdate, or age.';

const personKey = (person: SelectedPerson | null) =>
  person ? `${person.id}|${person.birthdate ?? ''}|${person.age ?? ''}` : '';

/**
 * The age the page reads: the person's own age until the stepper moves it. Choosing another person
 * (or the same one again later) starts from that person's age, or none.
 */
function useReadingAge(person: SelectedPerson | null) {
  return useKeyedState<number | null>(personKey(person), person?.age ?? null);
}

export function YearlyPage() {
  const { person } = useReadingProfile();
  const [age, setAge] = useReadingAge(person);
  const joker = isJokerBirthdate(person?.birthdate);
  const missing = person !== null && (!person.birthdate || age === null);
  const input = yearlyReadingInput(person, age);
  const query = useYearlyReading(input);
  const view = yearlyView(query.data);
  const loaded = input !== null && query.isSuccess && view !== null;
  // A step keeps the previous age on show until the next one arrives (see keepSamePersonReading).
  const busy = query.isPlaceholderData;

  // docs/product.md §5: a reading needs both birthdate and age, else this toast and no request.
  useEffect(() => {
    if (missing) toast.error(MISSING_AGE_TOAST, { id: 'missing-age' });
  }, [missing]);

  const buildHandOff = () =>
    buildAiHandOff({ spreadType: 'yearly', person, reading: view, readingRequest: input });

  const retry = async () => {
    if (!input) {
      toast.error(CANNOT_RETRY);
      return;
    }
    const result = await query.refetch();
    if (result.isError) toast.error(RETRY_FAILED);
  };

  const body = () => {
    if (!person) return <NoPersonNotice />;
    if (joker) return <JokerNotice name={person.name} reading="yearly reading" />;
    if (missing) {
      return (
        <NoPersonNotice isSelf={person.isSelf}>
          <p className="font-medium">
            Selected profile '{person.name}' is missing age information. Cannot load reading.
          </p>
          <p className="text-sm text-muted">Age is missing for the selected profile.</p>
        </NoPersonNotice>
      );
    }
    if (query.isPending) return <ReadingSkeleton />;
    if (query.isError && isJokerError(query.error)) {
      return <JokerNotice name={person.name} reading="yearly reading" />;
    }
    if (query.isError || !view) {
      return (
        <ReadingFailure
          message={READING_FAILED}
          detail={
            <>
              <p>
                {person.name} at age {age}
              </p>
              <p>{query.error?.message || YEARLY_READING_FAILED}</p>
            </>
          }
        >
          <Button onClick={retry} disabled={query.isFetching}>
            <RotateCcw aria-hidden="true" />
            {query.isFetching ? 'Retrying...' : 'Retry'}
          </Button>
        </ReadingFailure>
      );
    }
    return (
      <BusyReading busy={busy}>
        {query.data?.planetary_dates?.length ? (
          <PlanetaryPeriods ruler={query.data.planetary_year_ruler} periods={query.data.planetary_dates} />
        ) : null}
        <ReadingLayout view={view} />
        <div className="mt-8 flex justify-center">
          <AiHandOffButton build={buildHandOff} size="md" disabled={busy} />
        </div>
      </BusyReading>
    );
  };

  const periods = loaded ? query.data?.planetary_dates : undefined;
  const firstDay = periods?.[0]?.start;
  const lastDay = periods?.[periods.length - 1]?.end;

  return (
    <>
      <ReadingHeader
        reading="Yearly Reading"
        person={person}
        subtitle={FIRST_PAINT_SUBTITLES['/yearly']}
        action={
          input !== null && !query.isError && person ? (
            <>
              <AiHandOffButton build={buildHandOff} disabled={!loaded || busy} />
              <ShareButton
                target={{ kind: 'reading', type: 'yearly', age: age ?? undefined }}
                personId={person.id}
                title="Yearly Reading"
                disabled={!loaded || busy}
              />
            </>
          ) : null
        }
      />
      {person && !joker && !missing && age !== null ? (
        <ReadingStepper
          name="Age"
          previous={{
            label: 'Previous age',
            onClick: () => setAge(Math.max(0, age - 1)),
            disabled: age <= 0 || query.isFetching,
          }}
          next={{
            label: 'Next age',
            onClick: () => setAge(Math.min(AGE_MAX, age + 1)),
            disabled: age >= AGE_MAX || query.isFetching,
          }}
        >
          <h2 className="font-serif text-2xl font-semibold tabular-nums">Age {age}</h2>
          <p className={cn('text-sm text-muted tabular-nums', busy && 'opacity-55')}>
            {firstDay && lastDay ? <DateRangeText range={{ start: firstDay, end: lastDay }} /> : ' '}
          </p>
        </ReadingStepper>
      ) : null}
      {body()}
      <InYourCardsSection scope="yearly" className="mt-10" />
    </>
  );
}
