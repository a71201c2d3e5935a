// The journal feature's entry for pages: what they compose, in each page's own chunk (decision 051).
export { useDeleteEntry } from './api/delete-entry';
export { DeleteEntryDialog } from './components/delete-entry-dialog';
export { EntryForm } from './components/entry-form';
export { JournalEntries } from './components/journal-entries';
export { JournalFilters } from './components/journal-filters';
export { filterFromSearch, type JournalListFilter, searchFromFilter } from './journal-filter';
