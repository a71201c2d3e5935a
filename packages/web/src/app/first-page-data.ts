import type { QueryClient } from '@tanstack/react-query';
import type { Me } from '../features/auth/api/get-me';
import { selectedPerson } from '../features/people/reading-profile';
import { sevenWeekReadingQuery } from '../features/readings/api/get-seven-week-reading';
import { sevenYearReadingQuery } from '../features/readings/api/get-seven-year-reading';
import { weeklyReadingQuery } from '../features/readings/api/get-weekly-reading';
import { yearlyReadingInput, yearlyReadingQuery } from '../features/readings/api/get-yearly-reading';
import {
  isJokerBirthdate,
  type PeriodReadingInput,
  periodReadingInput,
} from '../features/readings/reading-request';
import type { RoutePath } from './route-table';

/** Requests the data a page asks for on its first render, for the signed-in `me`. */
export type FirstPageData = (queryClient: QueryClient, me: Me) => Promise<void> | undefined;

/**
 * /yearly's first render asks for the selected person's reading at their own age: the same query
 * (key and request) the page builds, so the page finds it in the cache or on its way.
 */
const prefetchYearlyReading: FirstPageData = (queryClient, me) => {
  if (!me.isPremium) return undefined;
  const person = selectedPerson(me);
  const input = yearlyReadingInput(person, person.age);
  return input ? queryClient.prefetchQuery(yearlyReadingQuery(input)) : undefined;
};

/**
 * A weekly, 7-week or 7-year page's first render asks for the current period (offset 0) of the selected person,
 * built as `usePeriodReading` builds it; nothing when the page would ask for nothing (no birthdate, the Joker).
 */
const prefetchPeriodReading =
  (prefetch: (queryClient: QueryClient, input: PeriodReadingInput) => Promise<void>): FirstPageData =>
  (queryClient, me) => {
    if (!me.isPremium) return undefined;
    const person = selectedPerson(me);
    if (!person.birthdate || person.age === null || isJokerBirthdate(person.birthdate)) return undefined;
    return prefetch(queryClient, periodReadingInput(person.birthdate, person.age, 0));
  };

/**
 * The requests of a route's first render that depend on the signed-in user (the route table's `early` GETs need
 * nothing but the address and start before the app's code). A chunk of its own, asked for beside the first
 * page's chunk, so the reading queries stay out of the entry.
 */
export const FIRST_PAGE_DATA: Partial<Record<RoutePath, FirstPageData>> = {
  '/yearly': prefetchYearlyReading,
  '/weekly': prefetchPeriodReading((client, input) => client.prefetchQuery(weeklyReadingQuery(input))),
  '/seven-week': prefetchPeriodReading((client, input) => client.prefetchQuery(sevenWeekReadingQuery(input))),
  '/seven-year': prefetchPeriodReading((client, input) => client.prefetchQuery(sevenYearReadingQuery(input))),
};
