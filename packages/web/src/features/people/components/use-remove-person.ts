import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api';
import { useDeleteConnection } from '../api/delete-connection';
import type { Connection } from '../api/get-connections';
import { useReadingProfile } from '../reading-profile';
import '../texts';

/** The person waiting in the remove dialog, and removing them with a toast either way. */
export function useRemovePerson(userId: string) {
  const { person, selectSelf } = useReadingProfile();
  const remove = useDeleteConnection(userId);
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<Connection | null>(null);

  const confirm = () => {
    if (!removing) return;
    const { id, name } = removing;
    remove.mutate(id, {
      onSuccess: () => {
        // Removing the person being read falls back to the user: say so, so no page seems to change on its own.
        const wasSelected = person?.id === id;
        toast.success(t('people.remove.done', { name }), {
          description: wasSelected ? t('people.remove.doneSelected') : undefined,
        });
        if (wasSelected) selectSelf();
        setRemoving(null);
      },
      onError: (error) => {
        toast.error(t('people.remove.failed', { name }), {
          description: errorMessage(error, '') || undefined,
        });
        setRemoving(null);
      },
    });
  };

  return {
    removing,
    ask: setRemoving,
    cancel: () => setRemoving(null),
    confirm,
    isPending: remove.isPending,
  };
}
