import type { JournalListFilter } from '../journal-filter';

/** Every journal query sits under one root, so a save or a delete refreshes the lists and the look-back at once. */
export const JOURNAL_KEY = ['journal'] as const;
export const journalListKey = (filter: JournalListFilter) => [...JOURNAL_KEY, 'list', filter] as const;
export const LOOK_BACK_KEY = [...JOURNAL_KEY, 'look-back'] as const;
