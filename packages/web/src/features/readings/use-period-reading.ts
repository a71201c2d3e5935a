import { useKeyedState } from '../../lib/use-keyed-state';
import { type SelectedPerson, useReadingProfile } from '../people/reading-profile';
import { buildAiHandOff } from './ai-hand-off';
import { type PeriodReadingKind, usePeriodReadingQuery } from './api/get-period-reading';
import type { PeriodReadingConfig } from './components/period-reading-config';
import { isJokerBirthdate, periodReadingInput } from './reading-request';
import { readingView } from './reading-view';

const personKey = (person: SelectedPerson | null) => (person ? `${person.id}|${person.birthdate ?? ''}` : '');

/** The offset from the current period; back to 0 whenever a person is chosen, even one chosen before. */
const useOffset = (person: SelectedPerson | null) => useKeyedState(personKey(person), 0);

/** Where a weekly, 7-week or 7-year page stands: the person, the offset, the request and its answer. */
export function usePeriodReading<K extends PeriodReadingKind>(config: PeriodReadingConfig<K>) {
  const { person } = useReadingProfile();
  const [offset, setOffset] = useOffset(person);
  const complete = person !== null && person.birthdate !== null && person.age !== null;
  const joker = isJokerBirthdate(person?.birthdate);
  const input =
    complete && person.birthdate && !joker ? periodReadingInput(person.birthdate, person.age, offset) : null;
  const query = usePeriodReadingQuery(config.kind, input);
  const view = readingView(config.kind, query.data);
  const loaded = input !== null && query.isSuccess && view !== null;
  return {
    person,
    offset,
    setOffset,
    complete,
    joker,
    input,
    query,
    view,
    loaded,
    facts: loaded && query.data ? config.facts(query.data) : null,
    // A step keeps the previous reading on show until the next one arrives (see keepSamePersonReading).
    busy: query.isPlaceholderData,
    failed: input !== null && (query.isError || (query.isSuccess && view === null)),
    buildHandOff: () =>
      buildAiHandOff({ spreadType: config.spreadType, person, reading: view, readingRequest: input }),
  };
}
