// The in-your-cards feature's entry for pages: what they compose, in each page's own chunk (decision 051).

export { usePair } from './api/get-pair';
export { InYourCardsSection } from './components/in-your-cards-section';
export { type PairChoice, PairPicker } from './components/pair-picker';
export { PairSkeleton } from './components/pair-skeleton';
export { PairView } from './components/pair-view';
