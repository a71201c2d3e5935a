import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { type SelectedPerson, useReadingProfile } from '../../features/people/reading-profile';
import { isJokerBirthdate, useYearlyReading, yearlyReadingInput, yearlyView } from '../../features/readings';
import { buildAiHandOff } from '../../features/readings/ai-hand-off';
import { readings } from '../../i18n/locales/en/readings';
import { useKeyedState } from '../../lib/use-keyed-state';

// The toasts' English (tests find them by these); shown through t() in the language shown.
export const MISSING_AGE_TOAST = readings.toasts.missingAge;
export const RETRY_FAILED = readings.toasts.retryFailed;
export const CANNOT_RETRY = readings.toasts.cannotRetry;

const personKey = (person: SelectedPerson | null) =>
  person ? `${person.id}|${person.birthdate ?? ''}|${person.age ?? ''}` : '';

/**
 * The age the page reads: the person's own age until the stepper moves it. Choosing another person
 * (or the same one again later) starts from that person's age, or none.
 */
function useReadingAge(person: SelectedPerson | null) {
  return useKeyedState<number | null>(personKey(person), person?.age ?? null);
}

/** Where the yearly page stands: the person, the age read, the request and its answer, and a retry that says how it went. */
export function useYearlyReadingPage() {
  const { t } = useTranslation();
  const { person } = useReadingProfile();
  const [age, setAge] = useReadingAge(person);
  const missing = person !== null && (!person.birthdate || age === null);
  const input = yearlyReadingInput(person, age);
  const query = useYearlyReading(input);
  const view = yearlyView(query.data);

  // docs/product.md §5: a reading needs both birthdate and age, else this toast and no request.
  useEffect(() => {
    if (missing) toast.error(t('readings.toasts.missingAge'), { id: 'missing-age' });
  }, [missing, t]);

  const retry = async () => {
    if (!input) {
      toast.error(t('readings.toasts.cannotRetry'));
      return;
    }
    const result = await query.refetch();
    if (result.isError) toast.error(t('readings.toasts.retryFailed'));
  };

  return {
    person,
    age,
    setAge,
    joker: isJokerBirthdate(person?.birthdate),
    missing,
    input,
    query,
    view,
    loaded: input !== null && query.isSuccess && view !== null,
    // A step keeps the previous age on show until the next one arrives (see keepSamePersonReading).
    busy: query.isPlaceholderData,
    retry,
    buildHandOff: () =>
      buildAiHandOff({ spreadType: 'yearly', person, reading: view, readingRequest: input }),
  };
}

export type YearlyReadingPageState = ReturnType<typeof useYearlyReadingPage>;
