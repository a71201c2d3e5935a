import { personUpdated } from '@cardology/contract/people';
import { useSession } from '../../auth/use-session';
import type { Connection } from '../api/get-connections';
import { useUpdateConnection } from '../api/update-connection';
import { PersonForm, type PersonFormWords } from './person-form';

// Ours (docs/product.md "Person selector"), worded as the add's.
export const EDIT_LOGIN_REQUIRED = 'You must be logged in to edit connections';
export const EDIT_FAILED = 'Failed to update connection';

interface EditPersonFormProps {
  person: Connection;
  onSaved: (person: Connection) => void;
  onCancel: () => void;
}

/** The person form, filled with one saved person's name and birthdate, correcting them in place. */
export function EditPersonForm({ person, onSaved, onCancel }: EditPersonFormProps) {
  const userId = useSession().user?.id ?? '';
  const update = useUpdateConnection(userId, person.id);
  const words: PersonFormWords = {
    label: `Edit ${person.name}`,
    loginRequired: EDIT_LOGIN_REQUIRED,
    failed: EDIT_FAILED,
    saved: personUpdated,
  };
  return (
    <PersonForm
      words={words}
      initial={{ name: person.name, birthdate: person.birthdate }}
      save={update}
      onSaved={onSaved}
      onCancel={onCancel}
    />
  );
}
