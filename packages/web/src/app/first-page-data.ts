import type { QueryClient } from '@tanstack/react-query';
import type { Me } from '../features/auth/api/get-me';
import { selectedPerson } from '../features/people/reading-profile';
import { yearlyReadingInput, yearlyReadingQuery } from '../features/readings/api/get-yearly-reading';

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
