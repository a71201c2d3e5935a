import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Connection } from '../api/get-connections';
import type { ReadingProfile } from '../reading-profile';
import { AddPersonForm } from './add-person-form';
import { AddPersonToggle } from './add-person-toggle';
import { PeopleList } from './people-list';
import { NoPeopleYet, PeopleLoadError, PeopleLoading } from './people-list-states';
import { usePersonForms } from './use-person-forms';
import '../texts';

interface PeopleSectionProps {
  /** The reader's people query, as useConnections gives it. */
  connections: {
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    data: readonly Connection[] | undefined;
    refetch: () => unknown;
  };
  selectedId: string | undefined;
  onChoose: (profile: ReadingProfile) => void;
  onRemove: (person: Connection) => void;
  onLeave: () => void;
}

/** "Your people": the add form behind its toggle, then the list, its loading rows, its error or its empty line. */
export function PeopleSection({ connections, selectedId, onChoose, onRemove, onLeave }: PeopleSectionProps) {
  const { adding, editing, opener, toggleAdd, closeAdd, edit, closeEdit } = usePersonForms();
  const listHeading = useId();
  const { t } = useTranslation();
  const formId = useId();

  const people = connections.data ?? [];
  return (
    <section aria-labelledby={listHeading} className="grid gap-3">
      <div className="flex items-center justify-between gap-3">
        <h3
          id={listHeading}
          className="font-sans text-sm font-semibold tracking-[0.08em] text-muted [font-variant-caps:all-small-caps]"
        >
          {t('people.yourPeople')}
        </h3>
        <AddPersonToggle open={adding} formId={formId} onToggle={toggleAdd} buttonRef={opener('add')} />
      </div>

      {adding && (
        <div id={formId}>
          <AddPersonForm onAdded={closeAdd} onCancel={closeAdd} />
        </div>
      )}

      {connections.isPending ? (
        <PeopleLoading />
      ) : connections.isError ? (
        <PeopleLoadError retrying={connections.isFetching} onRetry={() => connections.refetch()} />
      ) : people.length === 0 ? (
        !adding && <NoPeopleYet />
      ) : (
        <PeopleList
          people={people}
          labelledBy={listHeading}
          selectedId={selectedId}
          editingId={editing}
          onChoose={onChoose}
          onEdit={edit}
          onCloseEdit={closeEdit}
          onRemove={onRemove}
          onLeave={onLeave}
          editRef={opener}
        />
      )}
    </section>
  );
}
