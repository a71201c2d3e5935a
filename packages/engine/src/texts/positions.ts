import type { PositionKey, PositionText } from './types.js';

/** What each place in a spread speaks to. (Being written.) */
export const POSITION_TEXTS: Readonly<Record<PositionKey, PositionText>> = {} as Record<PositionKey, PositionText>;
