import type { JournalPage } from '@cardology/contract/journal';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, retryOnce } from '../../../lib/api';
import { type JournalListFilter, searchFromFilter } from '../journal-filter';
import { journalListKey } from './journal-keys';

/** One page of entries, newest first: the first when `cursor` is null, else the page the server named. */
const getJournalPage = (filter: JournalListFilter, cursor: string | null) =>
  api.get<JournalPage>(`/api/journal${searchFromFilter({ ...filter, cursor: cursor ?? undefined })}`);

/** The entries matching `filter`, twenty at a time by the server's `next` cursor. */
const journalQuery = (filter: JournalListFilter) =>
  infiniteQueryOptions({
    queryKey: journalListKey(filter),
    queryFn: ({ pageParam }) => getJournalPage(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    retry: retryOnce,
  });

export const useJournal = (filter: JournalListFilter) => useInfiniteQuery(journalQuery(filter));
