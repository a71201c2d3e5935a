// The lookups feature's entry for pages: what they compose, in each page's own chunk (decision 051).
export { useCombinationCard } from './api/get-combination-card';
export { useNameCard } from './api/get-name-card';
export { CardSelect } from './components/card-select';
export { CombinationResultPanel, CombinationResultSkeleton } from './components/combination-result';
export { LookupButton } from './components/lookup-button';
export { LookupErrorLine } from './components/lookup-error-line';
export { NameCardResultPanel, NameCardResultSkeleton } from './components/name-card-result';
export { useLookupSubmit } from './use-lookup-submit';
export { validateCombination, validateName } from './validate';
