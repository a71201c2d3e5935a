import { personAdded } from '@cardology/contract/people';
import { useTranslation } from 'react-i18next';
import { useContractText } from '../../../i18n/use-contract-text';
import { useSession } from '../../auth/use-session';
import { useAddConnection } from '../api/add-connection';
import type { Connection } from '../api/get-connections';
import { PersonForm, type PersonFormWords } from './person-form';
import '../texts';

interface AddPersonFormProps {
  onAdded: (person: Connection) => void;
  onCancel: () => void;
}

/** The person form, empty, adding to the signed-in user's list. */
export function AddPersonForm({ onAdded, onCancel }: AddPersonFormProps) {
  const userId = useSession().user?.id ?? '';
  const add = useAddConnection(userId);
  const { t } = useTranslation();
  const contract = useContractText();
  const words: PersonFormWords = {
    label: t('people.addPerson'),
    loginRequired: t('people.form.addLoginRequired'),
    failed: t('people.form.addFailed'),
    saved: (name) => contract(personAdded(name)),
  };
  return <PersonForm words={words} save={add} onSaved={onAdded} onCancel={onCancel} />;
}
