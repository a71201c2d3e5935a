import {
  type AdminUserSummary,
  SET_CREDITS_INVALID,
  setCreditsFailed,
  setCreditsRequest,
} from '@cardology/contract/admin';
import { type FormEvent, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Panel } from '../../../components/ui/panel';
import { contractText } from '../../../i18n/i18n';
import { useContractText } from '../../../i18n/use-contract-text';
import { failureText } from '../../../lib/api';
import { useSetCredits } from '../api/set-credits';
import { PersonPicker, personName } from './person-picker';
import '../texts';
import type { MessageKey } from '@cardology/contract/messages/en';

interface SetCreditsFormProps {
  /** The chosen account, held by the page so the Users section can choose it too. */
  person: AdminUserSummary | null;
  onPersonChange: (person: AdminUserSummary | null) => void;
  /** The new total's field, which the page focuses once a person is chosen from the Users section. */
  totalRef?: Ref<HTMLInputElement>;
}

/** The new total typed, checked with the contract's schema (and a chosen person) before the server sees it. */
function useSetCreditsForm(person: AdminUserSummary | null) {
  const { t } = useTranslation();
  const [total, setTotal] = useState('');
  // What is wrong before sending: no person chosen yet, or the contract's word on the total.
  const [invalid, setInvalid] = useState<'no-person' | string | null>(null);
  const setCredits = useSetCredits();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = setCreditsRequest.safeParse({ new_credit_total: total });
    if (person === null) {
      setInvalid('no-person');
      return;
    }
    if (!checked.success) {
      setInvalid(checked.error.issues[0]?.message ?? SET_CREDITS_INVALID);
      return;
    }
    setInvalid(null);
    // The toast names the person as the console shows them, not the id the server's message carries.
    const name = personName(person, t('admin.users.unnamed'));
    setCredits.mutate(
      { userId: person.id, newCreditTotal: checked.data.new_credit_total },
      {
        onSuccess: ({ new_total }) => toast.success(t('admin.setCredits.done', { name, total: new_total })),
        onError: (error) => toast.error(contractText(setCreditsFailed(failureText(error)))),
      },
    );
  };

  return { total, setTotal, invalid, submit, pending: setCredits.isPending };
}

/** The set-credits form (admin.setCredits.title): a person picked by name or e-mail and a new total (>= 0), checked here first. */
export function SetCreditsForm({ person, onPersonChange, totalRef }: SetCreditsFormProps) {
  const { t } = useTranslation();
  const contract = useContractText();
  const { total, setTotal, invalid, submit, pending } = useSetCreditsForm(person);
  return (
    <Panel aria-labelledby="set-credits-heading" className="grid gap-5">
      <h2 id="set-credits-heading" className="font-serif text-2xl font-semibold">
        {t('admin.setCredits.title')}
      </h2>
      <PersonPicker person={person} onPick={onPersonChange} />
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-[12rem_auto] sm:items-end">
        <Field label={t('admin.setCredits.total')}>
          <Input
            ref={totalRef}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            value={total}
            onChange={(event) => setTotal(event.target.value)}
            className="tabular-nums"
          />
        </Field>
        <Button type="submit" disabled={pending}>
          {pending ? t('admin.setCredits.busy') : t('admin.setCredits.submit')}
        </Button>
      </form>
      {invalid && (
        <Alert>
          {invalid === 'no-person' ? t('admin.setCredits.noPerson') : contract(invalid as MessageKey)}
        </Alert>
      )}
    </Panel>
  );
}
