// The glossary feature's entry for pages: what they compose, in each page's own chunk (decision 051).
export { glossaryQuery, useGlossary } from './api/get-glossary';
export { cardFromParam } from './card-param';
export { GlossaryCardDetail } from './components/glossary-card-detail';
export { GlossaryCardSkeleton } from './components/glossary-card-skeleton';
export { GlossaryLoadError } from './components/glossary-load-error';
