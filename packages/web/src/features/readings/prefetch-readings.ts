// The readings' requests a page's first render makes, started as soon as the signed-in reader is known
// (app/first-page-data.ts maps routes to these): the same queries, keys and requests the pages build, so a page
// finds its answer in the cache or on its way.
import type { QueryClient } from '@tanstack/react-query';
import type { Me } from '../auth/api/get-me';
import { selectedPerson } from '../people/reading-profile';
import { type PeriodReadingKind, periodReadingQuery } from './api/get-period-reading';
import { yearlyReadingInput, yearlyReadingQuery } from './api/get-yearly-reading';
import { isJokerBirthdate, periodReadingInput } from './reading-request';

/** Requests the data a page asks for on its first render, for the signed-in `me`. */
export type FirstPageData = (queryClient: QueryClient, me: Me) => Promise<void> | undefined;

/**
 * /yearly's first render asks for the selected person's reading at their own age: the same query
 * (key and request) the page builds, so the page finds it in the cache or on its way.
 */
export const prefetchYearlyReading: FirstPageData = (queryClient, me) => {
  if (!me.isPremium) return undefined;
  const person = selectedPerson(me);
  const input = yearlyReadingInput(person, person.age);
  return input ? queryClient.prefetchQuery(yearlyReadingQuery(input)) : undefined;
};

/**
 * A weekly, 7-week or 7-year page's first render asks for the current period (offset 0) of the selected person,
 * built as `usePeriodReading` builds it; nothing when the page would ask for nothing (no birthdate, the Joker).
 */
export const prefetchPeriodReading =
  (kind: PeriodReadingKind): FirstPageData =>
  (queryClient, me) => {
    if (!me.isPremium) return undefined;
    const person = selectedPerson(me);
    if (!person.birthdate || person.age === null || isJokerBirthdate(person.birthdate)) return undefined;
    return queryClient.prefetchQuery(
      periodReadingQuery(kind, periodReadingInput(person.birthdate, person.age, 0)),
    );
  };
