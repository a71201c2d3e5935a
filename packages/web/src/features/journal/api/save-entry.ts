import type { JournalEntry, JournalEntryRequest } from '@cardology/contract/journal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { JOURNAL_KEY } from './journal-keys';

/** A new note (no `id`) or the new words and date of an existing one. */
interface EntryDraft extends JournalEntryRequest {
  id?: string;
}

async function saveEntry({ id, date, text }: EntryDraft): Promise<JournalEntry> {
  const body = { date, text };
  const { entry } =
    id === undefined
      ? await api.post<{ entry: JournalEntry }>('/api/journal', body)
      : await api.put<{ entry: JournalEntry }>(`/api/journal/${encodeURIComponent(id)}`, body);
  return entry;
}

/** Saves a note, then refreshes every list and the look-back: where it now belongs is the server's to say. */
export function useSaveEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOURNAL_KEY }),
  });
}
