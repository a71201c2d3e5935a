// The readings feature's entry for pages: what they compose, in each page's own chunk (decision 051).
export { useTodaysCard } from './api/get-todays-card';
export { useYearlyReading, yearlyReadingInput } from './api/get-yearly-reading';
export { DateRangeText } from './components/date-range';
export { JokerNotice } from './components/joker-notice';
export { LoadedReading } from './components/loaded-reading';
export { PeriodReading } from './components/period-reading';
export type { PeriodReadingConfig } from './components/period-reading-config';
export { PlanetaryPeriods } from './components/planetary-periods';
export { ReadingActions } from './components/reading-actions';
export { ReadingHeader } from './components/reading-header';
export { NoPersonNotice, ReadingFailure, ReadingSkeleton } from './components/reading-states';
export { ReadingStepper } from './components/reading-stepper';
export { formatDay } from './format';
export { canStepPeriod, canStepYears, describePeriodOffset } from './period-limits';
export { isJokerBirthdate, isJokerError } from './reading-request';
export { yearlyView } from './reading-view';
