import type { SavedReading } from '@cardology/contract/assistant';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Accordion } from '../../components/ui/accordion';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageHeading } from '../../components/ui/page-heading';
import { Panel } from '../../components/ui/panel';
import { Skeleton } from '../../components/ui/skeleton';
import {
  DeleteSavedDialog,
  SavedReadingItem,
  useDeleteSavedReading,
  useSavedReadings,
} from '../../features/assistant';
import '../../features/assistant/texts';
import { contractText } from '../../i18n/i18n';
import { useContractText } from '../../i18n/use-contract-text';

/**
 * The next page goes under the ones shown; focus moves to its first item once it is on screen, so a
 * keyboard user reads on from there (the button is gone after the last page).
 */
function useShowMore(saved: ReturnType<typeof useSavedReadings>, shown: number) {
  const list = useRef<HTMLDivElement>(null);
  const focusItem = useRef<number | null>(null);
  useEffect(() => {
    const index = focusItem.current;
    if (index === null || shown <= index) return;
    focusItem.current = null;
    list.current?.querySelectorAll<HTMLElement>('[data-saved-trigger]')[index]?.focus();
  }, [shown]);
  const showMore = async () => {
    focusItem.current = shown;
    const result = await saved.fetchNextPage();
    if (!result.isError) return;
    focusItem.current = null;
    toast.error(contractText('SAVED_LOAD_FAILED'), { id: 'saved-more' });
  };
  return { list, showMore };
}

/** The saved reading waiting in the delete dialog, and deleting it with a toast either way. */
function useDeleteSaved() {
  const remove = useDeleteSavedReading();
  const [pending, setPending] = useState<SavedReading | null>(null);
  const confirm = () => {
    if (!pending) return;
    remove.mutate(pending.id, {
      onSuccess: () => toast.success(contractText('SAVED_DELETED'), { id: 'saved-delete' }),
      onError: () => toast.error(contractText('SAVED_DELETE_FAILED'), { id: 'saved-delete' }),
      onSettled: () => setPending(null),
    });
  };
  return { pending, ask: setPending, cancel: () => setPending(null), confirm, deleting: remove.isPending };
}

function SavedLoading() {
  return (
    <Panel className="grid gap-5" aria-busy="true">
      {[0, 1, 2].map((row) => (
        <div key={row} className="grid gap-2">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      ))}
    </Panel>
  );
}

/**
 * docs/product.md §2 "Saved readings": newest first, one item open at a time, delete with confirmation;
 * twenty at a time, with 'Show more' under them while there are older ones.
 */
export function SavedReadingsPage() {
  const saved = useSavedReadings();
  const deletion = useDeleteSaved();
  const items = saved.data?.pages.flatMap((page) => page.items);
  const { list, showMore } = useShowMore(saved, items?.length ?? 0);
  const { t } = useTranslation();
  const contract = useContractText();

  return (
    <>
      {/* Also painted before the app's code arrives (the route table's `heading`, app/route-table.ts). */}
      <PageHeading title={t('assistant.saved.heading')} subtitle={t('assistant.saved.subtitle')} />
      {saved.isPending ? (
        <SavedLoading />
      ) : items === undefined ? (
        <Alert>{contract('SAVED_LOAD_FAILED')}</Alert>
      ) : items.length === 0 ? (
        <Alert tone="info">{t('assistant.saved.none')}</Alert>
      ) : (
        <div ref={list} className="grid gap-4">
          <Panel className="py-2 sm:py-3">
            <Accordion type="single" collapsible>
              {items.map((item) => (
                <SavedReadingItem key={item.id} item={item} onDelete={deletion.ask} />
              ))}
            </Accordion>
          </Panel>
          {saved.hasNextPage ? (
            <Button
              variant="outline"
              className="justify-self-center"
              disabled={saved.isFetchingNextPage}
              onClick={() => void showMore()}
            >
              {saved.isFetchingNextPage ? t('assistant.saved.loading') : t('assistant.saved.showMore')}
            </Button>
          ) : null}
        </div>
      )}
      <DeleteSavedDialog
        open={deletion.pending !== null}
        deleting={deletion.deleting}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </>
  );
}
