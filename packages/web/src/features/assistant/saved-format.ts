import type { SavedReading } from '@cardology/contract/assistant';
import type { JournalPeriodKind } from '@cardology/contract/journal';
import { JOURNAL_REFLECTION_TYPE } from '@cardology/contract/journal-reflection-words';
import { contractText, i18n } from '../../i18n/i18n';
import { planetName } from '../../lib/code-names';
import { localDateTime } from '../../lib/date-time';
import { dayRange } from '../../lib/day-words';
import { knownReadingTypeName } from './reading-type-name';
import './texts';

/** Whether a saved item is a reflection on a journal period: it has no reading to reopen. */
export const isJournalReflection = (item: Pick<SavedReading, 'spread_type'>) =>
  item.spread_type === JOURNAL_REFLECTION_TYPE;

const REFLECTION_TITLE = {
  planetary: 'assistant.saved.reflection.planetary',
  'seven-week': 'assistant.saved.reflection.sevenWeek',
  weekly: 'assistant.saved.reflection.weekly',
} as const satisfies Record<JournalPeriodKind, string>;

/** 'Journal reflection: Venus period, Mar 3 – Apr 24, 2026': the period it reflects on, in the reader's words. */
function reflectionTitle(period: SavedReading['reflection_period']): string {
  // Kept only since issue 34: an older reflection is titled without its period.
  if (!period) return contractText('JOURNAL_REFLECTION_TITLE');
  return i18n.t(REFLECTION_TITLE[period.kind], {
    planet: period.planet ? planetName(period.planet) : '',
    dates: dayRange(period.start, period.end),
  });
}

/**
 * docs/product.md §2: '{spread_type} Interpretation', or assistant.saved.untitled without a type; a journal
 * reflection is titled by its period (docs/decisions/041-journal-reflection.md).
 */
export function savedTitle(item: Pick<SavedReading, 'spread_type' | 'reflection_period'>): string {
  if (isJournalReflection(item)) return reflectionTitle(item.reflection_period);
  const type = item.spread_type?.trim();
  if (!type) return i18n.t('assistant.saved.untitled');
  const known = knownReadingTypeName(type);
  return i18n.t('assistant.saved.title', { type: known ? i18n.t(known) : type });
}

/** docs/product.md §9: 'MMM d, yyyy - h:mm a', in the reader's time zone. */
export const savedDate = localDateTime;
