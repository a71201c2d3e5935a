export { glossaryHref, SPREAD_LABELS } from './card-identity';
export type { CardRowItem } from './card-row';
export { CardRow } from './card-row';

export { LifeSpreadRows } from './life-spread-rows';

export { PlayingCard } from './playing-card';
