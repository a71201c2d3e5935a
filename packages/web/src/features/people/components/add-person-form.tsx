import { personAdded } from '@cardology/contract/people';
import { useSession } from '../../auth/use-session';
import { useAddConnection } from '../api/add-connection';
import type { Connection } from '../api/get-connections';
import { PersonForm, type PersonFormWords } from './person-form';

// docs/product.md §5 "Add person" and §8 "Connections".
export const LOGIN_REQUIRED = 'You must be logged in to add connections';
export const ADD_FAILED = 'Failed to add connection';

const ADD_WORDS: PersonFormWords = {
  label: 'Add a person',
  loginRequired: LOGIN_REQUIRED,
  failed: ADD_FAILED,
  saved: personAdded,
};

interface AddPersonFormProps {
  onAdded: (person: Connection) => void;
  onCancel: () => void;
}

/** The person form, empty, adding to the signed-in user's list. */
export function AddPersonForm({ onAdded, onCancel }: AddPersonFormProps) {
  const userId = useSession().user?.id ?? '';
  const add = useAddConnection(userId);
  return <PersonForm words={ADD_WORDS} save={add} onSaved={onAdded} onCancel={onCancel} />;
}
