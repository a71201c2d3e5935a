import {
  SAVED_DELETE_FAILED,
  SAVED_DELETED,
  SAVED_LOAD_FAILED,
  type SavedReading,
} from '@cardology/contract/assistant';
import { useState } from 'react';
import { toast } from 'sonner';
import { Accordion } from '../../components/ui/accordion';
import { Alert } from '../../components/ui/alert';
import { PageHeading } from '../../components/ui/page-heading';
import { Panel } from '../../components/ui/panel';
import { Skeleton } from '../../components/ui/skeleton';
import { useDeleteSavedReading, useSavedReadings } from '../../features/assistant/api/saved-readings';
import { DeleteSavedDialog } from '../../features/assistant/components/delete-saved-dialog';
import { SavedReadingItem } from '../../features/assistant/components/saved-reading-item';

/** docs/product.md §2 "Saved readings": newest first, one item open at a time, delete with confirmation. */
export function SavedReadingsPage() {
  const saved = useSavedReadings();
  const remove = useDeleteSavedReading();
  const [pending, setPending] = useState<SavedReading | null>(null);

  const confirmDelete = () => {
    if (!pending) return;
    remove.mutate(pending.id, {
      onSuccess: () => toast.success(SAVED_DELETED, { id: 'saved-delete' }),
      onError: () => toast.error(SAVED_DELETE_FAILED, { id: 'saved-delete' }),
      onSettled: () => setPending(null),
    });
  };

  return (
    <>
      <PageHeading title="My Saved Interpretations" subtitle="Interpretations you have kept, newest first." />
      {saved.isPending ? (
        <Panel className="grid gap-5" aria-busy="true">
          {[0, 1, 2].map((row) => (
            <div key={row} className="grid gap-2">
              <Skeleton className="h-6 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          ))}
        </Panel>
      ) : saved.isError ? (
        <Alert>{SAVED_LOAD_FAILED}</Alert>
      ) : saved.data.length === 0 ? (
        <Alert tone="info">{"You haven't saved any interpretations yet."}</Alert>
      ) : (
        <Panel className="py-2 sm:py-3">
          <Accordion type="single" collapsible>
            {saved.data.map((item) => (
              <SavedReadingItem key={item.id} item={item} onDelete={setPending} />
            ))}
          </Accordion>
        </Panel>
      )}
      <DeleteSavedDialog
        open={pending !== null}
        deleting={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
