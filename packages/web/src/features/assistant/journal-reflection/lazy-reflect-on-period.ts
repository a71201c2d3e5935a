import { lazyNamed } from '../../../lib/lazy-named';
import type { ReflectOnPeriodProps } from './components/reflect-on-period';

/**
 * "Reflect on this period", loaded only when a period filter is shown on /journal: it brings the
 * assistant's panel and the markdown renderer, which the journal's list does not need. Mount it inside
 * a Suspense boundary.
 */
export const LazyReflectOnPeriod = lazyNamed<ReflectOnPeriodProps, 'ReflectOnPeriod'>(
  () => import('./components/reflect-on-period'),
  'ReflectOnPeriod',
);
