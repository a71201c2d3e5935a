import type { SavedReading } from '@cardology/contract/assistant';
import { localDateTime } from '../../lib/dates';

/** docs/product.md §2: '{spread_type} Interpretation', or 'Saved Interpretation' without a type. */
export function savedTitle(item: Pick<SavedReading, 'spread_type'>): string {
  return item.spread_type?.trim() ? `${item.spread_type} Interpretation` : 'Saved Interpretation';
}

/** docs/product.md §9: 'MMM d, yyyy - h:mm a', in the reader's time zone. */
export const savedDate = localDateTime;
