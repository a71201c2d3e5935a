import type { Connection } from '../api/get-connections';
import { ageToday, type ReadingProfile } from '../reading-profile';
import { EditPersonForm } from './edit-person-form';
import { PersonActions } from './person-actions';
import { PersonRow } from './person-row';

interface PeopleListProps {
  people: readonly Connection[];
  labelledBy: string;
  /** The id of the person being read, if it is one of these. */
  selectedId: string | undefined;
  /** The id of the person whose row is the edit form. */
  editingId: string | null;
  onChoose: (profile: ReadingProfile) => void;
  onEdit: (id: string) => void;
  onCloseEdit: (id: string) => void;
  onRemove: (person: Connection) => void;
  onLeave: () => void;
  /** The ref of a person's Edit button, so a closing form gives focus back to it. */
  editRef: (id: string) => (button: HTMLButtonElement | null) => void;
}

/** The reader's people, each a row to choose with its actions, or the edit form in its place. */
export function PeopleList(props: PeopleListProps) {
  const {
    people,
    labelledBy,
    selectedId,
    editingId,
    onChoose,
    onEdit,
    onCloseEdit,
    onRemove,
    onLeave,
    editRef,
  } = props;
  return (
    <ul aria-labelledby={labelledBy} className="grid gap-2">
      {people.map((connection) => (
        <li key={connection.id}>
          {editingId === connection.id ? (
            <EditPersonForm
              person={connection}
              // The chosen person's selection follows on its own (reading-profile.tsx).
              onSaved={() => onCloseEdit(connection.id)}
              onCancel={() => onCloseEdit(connection.id)}
            />
          ) : (
            <PersonRow
              name={connection.name}
              birthdate={connection.birthdate}
              age={ageToday(connection.birthdate)}
              selected={selectedId === connection.id}
              onSelect={() =>
                onChoose({ id: connection.id, name: connection.name, birthdate: connection.birthdate })
              }
              action={
                <PersonActions
                  person={connection}
                  onLeave={onLeave}
                  onEdit={() => onEdit(connection.id)}
                  onRemove={() => onRemove(connection)}
                  editRef={editRef(connection.id)}
                />
              }
            />
          )}
        </li>
      ))}
    </ul>
  );
}
