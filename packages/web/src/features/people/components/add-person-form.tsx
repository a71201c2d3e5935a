import { addConnectionRequest } from '@cardology/contract/connection-request';
import { NAME_MAX_LENGTH } from '@cardology/contract/limits';
import { BIRTHDATE_IN_FUTURE } from '@cardology/contract/people';
import { firstIssue } from '@cardology/contract/request-body';
import { type FormEvent, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { ApiError, errorMessage } from '../../../lib/api';
import { todayIso } from '../../../lib/dates';
import { useSession } from '../../auth/use-session';
import { useAddConnection } from '../api/add-connection';
import type { Connection } from '../api/get-connections';

// docs/product.md §5 "Add person" and §8 "Connections"; the checks before sending are the server's, in its words.
export const LOGIN_REQUIRED = 'You must be logged in to add connections';
export const ADD_FAILED = 'Failed to add connection';

interface AddPersonFormProps {
  onAdded: (person: Connection) => void;
  onCancel: () => void;
}

/**
 * Name and birthdate (the native date picker, YYYY-MM-DD, no later than today). Checked here
 * before anything is sent; Save is disabled while saving, and a second submit in the same instant
 * is dropped too, so a double click adds one person.
 */
export function AddPersonForm({ onAdded, onCancel }: AddPersonFormProps) {
  const session = useSession();
  const userId = session.user?.id ?? '';
  const add = useAddConnection(userId);
  const [name, setName] = useState('');
  const [birthdate, setBirthdate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const saving = useRef(false);
  const today = todayIso();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving.current) return;
    if (session.status !== 'signed-in') {
      setError(LOGIN_REQUIRED);
      return;
    }
    const checked = addConnectionRequest.safeParse({ name, birthdate });
    if (!checked.success) return setError(firstIssue(checked.error));
    const person = { name: checked.data.name, birthdate: birthdate.trim() };
    if (person.birthdate > today) return setError(BIRTHDATE_IN_FUTURE);

    setError(null);
    saving.current = true;
    add.mutate(person, {
      onSuccess: (added) => {
        toast.success(`Added ${added.name} successfully`);
        setName('');
        setBirthdate('');
        onAdded(added);
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 401) return setError(LOGIN_REQUIRED);
        // A refusal with a reason (duplicate, invalid date) is shown by the form; anything else is a failure.
        const told = failure instanceof ApiError && failure.status < 500 && failure.message.trim() !== '';
        setError(told ? failure.message : ADD_FAILED);
        if (!told) toast.error(ADD_FAILED, { description: errorMessage(failure, '') || undefined });
      },
      onSettled: () => {
        saving.current = false;
      },
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Add a person"
      className="grid gap-4 rounded-xl border border-border bg-surface-2/60 p-4"
    >
      <Field label="Name">
        <Input
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="off"
          maxLength={NAME_MAX_LENGTH}
          placeholder="e.g. Grace Hopper"
          disabled={add.isPending}
          autoFocus
        />
      </Field>
      <Field label="Birthdate">
        <Input
          type="date"
          value={birthdate}
          onChange={(event) => setBirthdate(event.target.value)}
          max={today}
          disabled={add.isPending}
          className="tabular-nums"
        />
      </Field>
      {error && <Alert>{error}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={add.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
