import type { JournalEntry } from '@cardology/contract/journal';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { failureText } from '../../../lib/api';
import { useJournal } from '../api/get-journal';
import { isFiltered, type JournalListFilter } from '../journal-filter';
import { JournalEntryView } from './journal-entry';
import '../texts';

interface JournalEntriesProps {
  filter: JournalListFilter;
  today: string;
  onClear: () => void;
  onDelete: (entry: JournalEntry) => void;
}

function EntriesSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="grid gap-8">
      <span className="sr-only">{t('journal.loading')}</span>
      {[0, 1].map((row) => (
        <div key={row} className="grid gap-3">
          <Skeleton className="h-6 w-56" />
          <Skeleton className="h-7 w-full max-w-md" />
          <Skeleton className="h-16 w-full" />
        </div>
      ))}
    </div>
  );
}

/**
 * The next page goes under the entries shown; focus moves to its first entry's heading once it is on screen,
 * so a keyboard reader reads on from there (the button is gone after the last page).
 */
function useFocusFirstAdded(shown: number) {
  const list = useRef<HTMLDivElement>(null);
  const focusIndex = useRef<number | null>(null);
  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || shown <= index) return;
    focusIndex.current = null;
    list.current?.querySelectorAll<HTMLElement>('[data-journal-entry] h3')[index]?.focus();
  }, [shown]);
  return { list, focusFrom: (index: number | null) => (focusIndex.current = index) };
}

/** The entries matching the filter, newest first, twenty at a time; each state said in plain words. */
export function JournalEntries({ filter, today, onClear, onDelete }: JournalEntriesProps) {
  const journal = useJournal(filter);
  const { t } = useTranslation();
  const entries = journal.data?.pages.flatMap((page) => page.entries);
  const { list, focusFrom } = useFocusFirstAdded(entries?.length ?? 0);
  const loadMore = async () => {
    focusFrom(entries?.length ?? null);
    if ((await journal.fetchNextPage()).isError) focusFrom(null);
  };

  if (journal.isPending) return <EntriesSkeleton />;
  if (!entries) {
    return (
      <Alert className="flex flex-wrap items-center justify-between gap-3">
        {t('journal.loadFailed', { reason: failureText(journal.error) })}
        <span className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => void journal.refetch()}>
            {t('journal.retry')}
          </Button>
          {/* A link with a filter the journal does not know (typed by hand) is mended here. */}
          {isFiltered(filter) && (
            <Button variant="outline" size="sm" onClick={onClear}>
              {t('journal.clearFilters')}
            </Button>
          )}
        </span>
      </Alert>
    );
  }
  if (entries.length === 0) return <NoEntries filter={filter} onClear={onClear} />;
  return (
    <div ref={list} className="grid gap-6">
      <div className="grid divide-y divide-border">
        {entries.map((entry) => (
          <JournalEntryView key={entry.id} entry={entry} today={today} onDelete={onDelete} />
        ))}
      </div>
      {journal.isFetchNextPageError && (
        <Alert>{t('journal.moreFailed', { reason: failureText(journal.error) })}</Alert>
      )}
      {journal.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={journal.isFetchingNextPage}
          onClick={() => void loadMore()}
        >
          {journal.isFetchingNextPage ? t('journal.loadingMore') : t('journal.loadMore')}
        </Button>
      )}
    </div>
  );
}

/**
 * Why the list is empty, in the reader's terms: nothing written yet, a search that found nothing (a search
 * is words, not a filter: it names them), or filters that hold nothing.
 */
function emptyText(filter: JournalListFilter, t: TFunction): string {
  if (!isFiltered(filter)) return t('journal.none');
  if (!filter.q) return t('journal.noMatch');
  const narrowed = isFiltered({ ...filter, q: undefined });
  return t(narrowed ? 'journal.searchNoneFiltered' : 'journal.searchNone', { q: filter.q });
}

function NoEntries({ filter, onClear }: { filter: JournalListFilter; onClear: () => void }) {
  const { t } = useTranslation();
  if (!isFiltered(filter)) return <p className="text-muted">{emptyText(filter, t)}</p>;
  return (
    <div className="grid justify-items-start gap-3">
      <p className="text-muted">{emptyText(filter, t)}</p>
      <Button variant="outline" size="sm" onClick={onClear}>
        {t('journal.clearFilters')}
      </Button>
    </div>
  );
}
