import {
  type FirstPageData,
  prefetchPeriodReading,
  prefetchYearlyReading,
} from '../features/readings/prefetch-readings';
import type { RoutePath } from './route-table';

/**
 * The requests of a route's first render that depend on the signed-in user (the route table's `early` GETs need
 * nothing but the address and start before the app's code). A chunk of its own, asked for beside the first
 * page's chunk, so the reading queries stay out of the entry.
 */
export const FIRST_PAGE_DATA: Partial<Record<RoutePath, FirstPageData>> = {
  '/yearly': prefetchYearlyReading,
  '/weekly': prefetchPeriodReading('weekly'),
  '/seven-week': prefetchPeriodReading('seven-week'),
  '/seven-year': prefetchPeriodReading('seven-year'),
};
