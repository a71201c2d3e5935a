import {
  creditsSet,
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
import '../texts';
import type { MessageKey } from '@cardology/contract/messages/en';

interface SetCreditsFormProps {
  /** The target user's id, held by the page so the Users section can fill it in. */
  userId: string;
  onUserIdChange: (userId: string) => void;
  userIdRef?: Ref<HTMLInputElement>;
}

/** The new total typed, checked with the contract's schema (and a user id) before the server sees it. */
function useSetCreditsForm(userId: string) {
  const [total, setTotal] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const setCredits = useSetCredits();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = userId.trim();
    const checked = setCreditsRequest.safeParse({ new_credit_total: total });
    if (id === '' || !checked.success) {
      setInvalid(
        checked.success ? SET_CREDITS_INVALID : (checked.error.issues[0]?.message ?? SET_CREDITS_INVALID),
      );
      return;
    }
    setInvalid(null);
    setCredits.mutate(
      { userId: id, newCreditTotal: checked.data.new_credit_total },
      {
        onSuccess: () => toast.success(contractText(creditsSet(id))),
        onError: (error) => toast.error(contractText(setCreditsFailed(failureText(error)))),
      },
    );
  };

  return { total, setTotal, invalid, submit, pending: setCredits.isPending };
}

/** 'Set User TTS Credits': a user id and a new total (>= 0), checked here before the server sees them. */
export function SetCreditsForm({ userId, onUserIdChange, userIdRef }: SetCreditsFormProps) {
  const { t } = useTranslation();
  const contract = useContractText();
  const { total, setTotal, invalid, submit, pending } = useSetCreditsForm(userId);
  return (
    <Panel aria-labelledby="set-credits-heading" className="grid gap-5">
      <h2 id="set-credits-heading" className="font-serif text-2xl font-semibold">
        {t('admin.setCredits.title')}
      </h2>
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-4 md:grid-cols-[minmax(0,1fr)_12rem_auto] md:items-end"
      >
        <Field label={t('admin.setCredits.userId')}>
          <Input
            ref={userIdRef}
            value={userId}
            onChange={(event) => onUserIdChange(event.target.value)}
            placeholder={t('admin.setCredits.userIdPlaceholder')}
            autoComplete="off"
            spellCheck={false}
            className="font-mono text-sm"
          />
        </Field>
        <Field label={t('admin.setCredits.total')}>
          <Input
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
      {invalid && <Alert>{contract(invalid as MessageKey)}</Alert>}
    </Panel>
  );
}
