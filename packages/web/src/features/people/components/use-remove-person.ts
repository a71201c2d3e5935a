import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api';
import { useDeleteConnection } from '../api/delete-connection';
import type { Connection } from '../api/get-connections';
import { useReadingProfile } from '../reading-profile';

/** The person waiting in the remove dialog, and removing them with a toast either way. */
export function useRemovePerson(userId: string) {
  const { person, selectSelf } = useReadingProfile();
  const remove = useDeleteConnection(userId);
  const [removing, setRemoving] = useState<Connection | null>(null);

  const confirm = () => {
    if (!removing) return;
    const { id, name } = removing;
    remove.mutate(id, {
      onSuccess: () => {
        // Removing the person being read falls back to the user: say so, so no page seems to change on its own.
        const wasSelected = person?.id === id;
        toast.success(`Removed ${name}`, {
          description: wasSelected ? 'Readings now show your own cards.' : undefined,
        });
        if (wasSelected) selectSelf();
        setRemoving(null);
      },
      onError: (error) => {
        toast.error(`Failed to remove ${name}`, { description: errorMessage(error, '') || undefined });
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
