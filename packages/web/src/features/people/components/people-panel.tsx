import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useSession } from '../../auth/use-session';
import { useConnections } from '../api/get-connections';
import { type ReadingProfile, useReadingProfile } from '../reading-profile';
import { PeopleSection } from './people-section';
import { RemovePersonDialog } from './remove-person-dialog';
import { SelfRow } from './self-row';
import { useRemovePerson } from './use-remove-person';
import '../texts';

interface PeoplePanelProps {
  /** Closes the drawer: after a choice, or when following the link to the profile. */
  onDone: () => void;
}

/** One toast per failed load (a retry that fails again toasts again); the inline alert stays. */
function useLoadFailedToast(failedAt: number) {
  const { t } = useTranslation();
  useEffect(() => {
    if (failedAt) toast.error(t('people.loadFailed'));
  }, [failedAt, t]);
}

/**
 * The SELECT_A_PERSON drawer's content (docs/product.md §2): the signed-in user first, then their people by
 * name; choosing one makes them the reading profile and closes the drawer. Also adds, edits and
 * removes people. Its state (the open form) lives only while the drawer is open, so closing clears it.
 */
export function PeoplePanel({ onDone }: PeoplePanelProps) {
  const me = useSession().user;
  const { person, select, selectSelf } = useReadingProfile();
  const connections = useConnections(me?.id ?? null);
  const removal = useRemovePerson(me?.id ?? '');
  useLoadFailedToast(connections.isError ? connections.errorUpdatedAt : 0);

  if (!me) return null;

  const choose = (profile: ReadingProfile | 'self') => {
    if (profile === 'self') selectSelf();
    else select(profile);
    onDone();
  };

  return (
    <div className="grid gap-6 px-5 pt-5 pb-[calc(1.5rem+env(safe-area-inset-bottom))]">
      <SelfRow me={me} selected={person?.isSelf ?? true} onSelect={() => choose('self')} onLeave={onDone} />
      <PeopleSection
        connections={connections}
        selectedId={person?.id}
        onChoose={choose}
        onRemove={removal.ask}
        onLeave={onDone}
      />
      <RemovePersonDialog
        name={removal.removing?.name ?? null}
        removing={removal.isPending}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      />
    </div>
  );
}
