import { personUpdated } from '@cardology/contract/people';
import { useTranslation } from 'react-i18next';
import { useContractText } from '../../../i18n/use-contract-text';
import { useSession } from '../../auth/use-session';
import type { Connection } from '../api/get-connections';
import { useUpdateConnection } from '../api/update-connection';
import { PersonForm, type PersonFormWords } from './person-form';
import '../texts';

interface EditPersonFormProps {
  person: Connection;
  onSaved: (person: Connection) => void;
  onCancel: () => void;
}

/** The person form, filled with one saved person's name and birthdate, correcting them in place. */
export function EditPersonForm({ person, onSaved, onCancel }: EditPersonFormProps) {
  const userId = useSession().user?.id ?? '';
  const update = useUpdateConnection(userId, person.id);
  const { t } = useTranslation();
  const contract = useContractText();
  const words: PersonFormWords = {
    label: t('people.editPerson', { name: person.name }),
    loginRequired: t('people.form.editLoginRequired'),
    failed: t('people.form.editFailed'),
    saved: (name) => contract(personUpdated(name)),
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
