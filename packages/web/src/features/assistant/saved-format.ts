import type { SavedReading } from '@cardology/contract/assistant';
import { JOURNAL_REFLECTION_TYPE } from '@cardology/contract/journal-reflection-words';
import { contractText, i18n } from '../../i18n/i18n';
import { localDateTime } from '../../lib/date-time';
import { knownReadingTypeName } from './reading-type-name';
import './texts';

/** Whether a saved item is a reflection on a journal period: it has no reading to reopen. */
export const isJournalReflection = (item: Pick<SavedReading, 'spread_type'>) =>
  item.spread_type === JOURNAL_REFLECTION_TYPE;

/**
 * docs/product.md §2: '{spread_type} Interpretation', or 'Saved Interpretation' without a type; a journal
 * reflection is 'Journal reflection' (docs/decisions/041-journal-reflection.md).
 */
export function savedTitle(item: Pick<SavedReading, 'spread_type'>): string {
  if (isJournalReflection(item)) return contractText('JOURNAL_REFLECTION_TITLE');
  const type = item.spread_type?.trim();
  if (!type) return i18n.t('assistant.saved.untitled');
  const known = knownReadingTypeName(type);
  return i18n.t('assistant.saved.title', { type: known ? i18n.t(known) : type });
}

/** docs/product.md §9: 'MMM d, yyyy - h:mm a', in the reader's time zone. */
export const savedDate = localDateTime;
