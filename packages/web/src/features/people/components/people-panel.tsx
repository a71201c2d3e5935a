import { Plus, RotateCw } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { useSession } from '../../auth/use-session';
import { useDeleteConnection } from '../api/delete-connection';
import { type Connection, useConnections } from '../api/get-connections';
import { ageToday, type ReadingProfile, selfProfile, useReadingProfile } from '../reading-profile';
import { AddPersonForm } from './add-person-form';
import { EditPersonForm } from './edit-person-form';
import { PersonActions } from './person-actions';
import { PersonRow } from './person-row';
import { RemovePersonDialog } from './remove-person-dialog';

export const LOAD_FAILED = 'Failed to load your connections';
export const EMPTY_TEXT = 'No one added yet — add the people you care about.';

interface PeoplePanelProps {
  /** Closes the drawer: after a choice, or when following the link to the profile. */
  onDone: () => void;
}

/**
 * The SELECT_A_PERSON drawer's content (docs/product.md §2): the signed-in user first, then their people by
 * name; choosing one makes them the reading profile and closes the drawer. Also adds, edits and
 * removes people. Its state (the open form) lives only while the drawer is open, so closing clears it.
 */
export function PeoplePanel({ onDone }: PeoplePanelProps) {
  const session = useSession();
  const me = session.user;
  const { person, select, selectSelf } = useReadingProfile();
  const connections = useConnections(me?.id ?? null);
  const remove = useDeleteConnection(me?.id ?? '');
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Connection | null>(null);
  /** The id of the person whose row is the edit form. */
  const [editing, setEditing] = useState<string | null>(null);
  // A form that closes gives focus back to the button that opened it: 'add', or a person's Edit button by id.
  const openers = useRef(new Map<string, HTMLButtonElement>());
  const [refocus, setRefocus] = useState<string | null>(null);
  useEffect(() => {
    if (refocus === null) return;
    openers.current.get(refocus)?.focus();
    setRefocus(null);
  }, [refocus]);
  const opener = (key: string) => (button: HTMLButtonElement | null) => {
    if (button) openers.current.set(key, button);
    else openers.current.delete(key);
  };
  const listHeading = useId();
  const formId = useId();

  // One toast per failed load (a retry that fails again toasts again); the inline alert stays.
  const failedAt = connections.isError ? connections.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error(LOAD_FAILED);
  }, [failedAt]);

  if (!me) return null;
  const self = selfProfile(me);

  const choose = (profile: ReadingProfile | 'self') => {
    if (profile === 'self') selectSelf();
    else select(profile);
    onDone();
  };

  const closeAdd = () => {
    setAdding(false);
    setRefocus('add');
  };

  const closeEdit = (id: string) => {
    setEditing(null);
    setRefocus(id);
  };

  const confirmRemove = () => {
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

  return (
    <div className="grid gap-6 px-5 pt-5 pb-[calc(1.5rem+env(safe-area-inset-bottom))]">
      <section aria-label="You" className="grid gap-2">
        <PersonRow
          name={me.name}
          birthdate={self.birthdate}
          age={me.age ?? ageToday(self.birthdate)}
          selected={person?.isSelf ?? true}
          onSelect={() => choose('self')}
          tag={<Badge tone="neutral">You</Badge>}
          note={
            self.birthdate === null ? (
              <>
                No birthdate yet.{' '}
                <Link to="/profile" onClick={onDone} className="font-medium text-accent-ink underline">
                  Add it in your profile
                </Link>{' '}
                to read your cards.
              </>
            ) : undefined
          }
        />
      </section>

      <section aria-labelledby={listHeading} className="grid gap-3">
        <div className="flex items-center justify-between gap-3">
          <h3
            id={listHeading}
            className="font-sans text-sm font-semibold tracking-[0.08em] text-muted [font-variant-caps:all-small-caps]"
          >
            Your people
          </h3>
          <Button
            ref={opener('add')}
            variant={adding ? 'ghost' : 'outline'}
            size="sm"
            aria-expanded={adding}
            aria-controls={adding ? formId : undefined}
            onClick={() => {
              // One form at a time: each takes focus as it opens.
              setEditing(null);
              setAdding((open) => !open);
            }}
          >
            <Plus
              aria-hidden="true"
              className={adding ? 'rotate-45 transition-transform' : 'transition-transform'}
            />
            Add a person
          </Button>
        </div>

        {adding && (
          <div id={formId}>
            <AddPersonForm onAdded={closeAdd} onCancel={closeAdd} />
          </div>
        )}

        {connections.isPending ? (
          <div role="status" aria-label="Loading your people" className="grid gap-2">
            {[0, 1, 2].map((row) => (
              <div key={row} className="flex items-center gap-3 rounded-xl border border-border px-3 py-2.5">
                <Skeleton className="aspect-[5/7] w-9 rounded-[5px]" />
                <div className="grid flex-1 gap-1.5">
                  <Skeleton className="h-4 w-2/5" />
                  <Skeleton className="h-3.5 w-3/5" />
                </div>
              </div>
            ))}
          </div>
        ) : connections.isError ? (
          <Alert className="flex flex-wrap items-center justify-between gap-3">
            <span>{LOAD_FAILED}</span>
            <Button
              variant="outline"
              size="sm"
              onClick={() => connections.refetch()}
              disabled={connections.isFetching}
            >
              <RotateCw aria-hidden="true" className={connections.isFetching ? 'animate-spin' : undefined} />
              Retry
            </Button>
          </Alert>
        ) : connections.data.length === 0 ? (
          !adding && (
            // One friendly line; the action is the 'Add a person' button just above.
            <p className="rounded-xl border border-dashed border-border px-4 py-5 text-muted">{EMPTY_TEXT}</p>
          )
        ) : (
          <ul aria-labelledby={listHeading} className="grid gap-2">
            {connections.data.map((connection) => (
              <li key={connection.id}>
                {editing === connection.id ? (
                  <EditPersonForm
                    person={connection}
                    // The chosen person's selection follows on its own (reading-profile.tsx).
                    onSaved={() => closeEdit(connection.id)}
                    onCancel={() => closeEdit(connection.id)}
                  />
                ) : (
                  <PersonRow
                    name={connection.name}
                    birthdate={connection.birthdate}
                    age={ageToday(connection.birthdate)}
                    selected={person?.id === connection.id}
                    onSelect={() =>
                      choose({ id: connection.id, name: connection.name, birthdate: connection.birthdate })
                    }
                    action={
                      <PersonActions
                        person={connection}
                        onLeave={onDone}
                        onEdit={() => {
                          setAdding(false);
                          setEditing(connection.id);
                        }}
                        onRemove={() => setRemoving(connection)}
                        editRef={opener(connection.id)}
                      />
                    }
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <RemovePersonDialog
        name={removing?.name ?? null}
        removing={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
