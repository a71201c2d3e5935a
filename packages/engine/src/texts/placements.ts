import type { PlacementText } from './types.js';

/** The 14 entries of the placements guide, in the spec's order. (Being written.) */
export const PLACEMENTS: readonly PlacementText[] = [];
