import { addConnectionRequest } from '@cardology/contract/connection-request';
import { NAME_MAX_LENGTH } from '@cardology/contract/limits';
import { firstIssue } from '@cardology/contract/request-body';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { BirthdateField } from '../../../components/birthdate-field/birthdate-field';
import { useBirthdateFormat } from '../../../components/birthdate-field/use-birthdate-format';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { KEEPS_ITS_ESCAPE } from '../../../components/ui/keeps-its-escape';
import { useContractText } from '../../../i18n/use-contract-text';
import { ApiError, errorMessage } from '../../../lib/api';
import { todayIso } from '../../../lib/dates';
import { useSession } from '../../auth/use-session';
import type { AddConnectionInput } from '../api/add-connection';
import type { Connection } from '../api/get-connections';
import '../texts';

/** What a person form says: the add's words (docs/product.md §5 "Add person", §8) or the edit's. */
export interface PersonFormWords {
  /** The form's accessible name. */
  label: string;
  loginRequired: string;
  /** Shown inline (and toasted) when the save fails without a reason the server gave. */
  failed: string;
  /** The success toast. */
  saved: (name: string) => string;
}

interface PersonFormProps {
  words: PersonFormWords;
  /** The values to start from: empty for a new person, the saved ones for an edit. */
  initial?: AddConnectionInput;
  /** The add or the edit of one person: both take the same fields and answer with the saved row. */
  save: UseMutationResult<Connection, Error, AddConnectionInput>;
  onSaved: (person: Connection) => void;
  /** The Cancel button and Escape. */
  onCancel: () => void;
}

const EMPTY: AddConnectionInput = { name: '', birthdate: '' };
/** Any date the add's schema reads, standing in for a birthdate the field refuses itself. */
const ANY_DATE = '2000-01-01';

/** What a failed save shows: a sign-in prompt, the server's reason for a refusal, or the form's failure line. */
function failureShown(failure: Error, words: PersonFormWords): { inline: string; toast: boolean } {
  if (failure instanceof ApiError && failure.status === 401)
    return { inline: words.loginRequired, toast: false };
  // A refusal with a reason (duplicate, invalid date) is shown by the form; anything else is a failure.
  const told = failure instanceof ApiError && failure.status < 500 && failure.message.trim() !== '';
  return { inline: told ? failure.message : words.failed, toast: !told };
}

/**
 * The form's fields and its submit: checked with the server's checks and words before anything is sent, the
 * birthdate typed in the reader's order and sent as 'YYYY-MM-DD'; saved once however fast the clicks, emptied
 * back to `initial` after a save. A problem with the date is shown at the date field, any other in the form.
 */
function usePersonFormState({ words, initial = EMPTY, save, onSaved }: Omit<PersonFormProps, 'onCancel'>) {
  const session = useSession();
  const contract = useContractText();
  const format = useBirthdateFormat();
  const [name, setName] = useState(initial.name);
  const [birthdate, setBirthdate] = useState(() => format.write(initial.birthdate));
  const [error, setError] = useState<string | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);
  const saving = useRef(false);

  const typeBirthdate = (text: string) => {
    setBirthdate(text);
    setDateError(null);
  };
  const refuse = (problem: { form?: string; date?: string }) => {
    setError(problem.form ?? null);
    setDateError(problem.date ?? null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving.current) return;
    if (session.status !== 'signed-in') return refuse({ form: words.loginRequired });
    const typed = format.read(birthdate);
    // Both present, then the name, then the date: the server's order. The server's schema checks the first two
    // (a typed date it could not read stands in as any date); the date is the field's, worded with its pattern.
    const sent = typed.ok ? typed.iso : typed.problem === 'empty' ? '' : ANY_DATE;
    const checked = addConnectionRequest.safeParse({ name, birthdate: sent });
    if (!checked.success) return refuse({ form: contract(firstIssue(checked.error)) });
    if (!typed.ok) return refuse({ date: format.invalid });
    if (typed.iso > todayIso()) return refuse({ date: contract('BIRTHDATE_IN_FUTURE') });

    refuse({});
    saving.current = true;
    save.mutate(
      { name: checked.data.name, birthdate: typed.iso },
      {
        onSuccess: (saved) => {
          toast.success(words.saved(saved.name));
          setName(initial.name);
          setBirthdate(format.write(initial.birthdate));
          onSaved(saved);
        },
        onError: (failure) => {
          const shown = failureShown(failure, words);
          refuse({ form: shown.inline });
          if (shown.toast) toast.error(words.failed, { description: errorMessage(failure, '') || undefined });
        },
        onSettled: () => {
          saving.current = false;
        },
      },
    );
  };
  return { name, setName, birthdate, typeBirthdate, error, dateError, submit };
}

/**
 * Name and birthdate (the one birthdate field, in the reader's order, no later than today), for a new person or
 * one being corrected. Checked here before anything is sent, with the server's checks and words; Save
 * is disabled while saving, and a second submit in the same instant is dropped too, so a double click
 * saves once. Escape cancels the form only, not the drawer around it.
 */
export function PersonForm({ words, initial = EMPTY, save, onSaved, onCancel }: PersonFormProps) {
  const { t } = useTranslation();
  const { name, setName, birthdate, typeBirthdate, error, dateError, submit } = usePersonFormState({
    words,
    initial,
    save,
    onSaved,
  });

  // The drawer has already marked this Escape handled (so it stays open): defaultPrevented is no sign here.
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || save.isPending) return;
    event.preventDefault();
    onCancel();
  };

  return (
    <form
      onSubmit={submit}
      onKeyDown={cancelOnEscape}
      noValidate
      aria-label={words.label}
      {...{ [KEEPS_ITS_ESCAPE]: '' }}
      className="grid gap-4 rounded-xl border border-border bg-surface-2/60 p-4"
    >
      <Field label={t('people.form.name')}>
        <Input
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="off"
          maxLength={NAME_MAX_LENGTH}
          placeholder={t('people.form.namePlaceholder')}
          disabled={save.isPending}
          autoFocus
        />
      </Field>
      <BirthdateField
        label={t('people.form.birthdate')}
        value={birthdate}
        onChange={typeBirthdate}
        error={dateError}
        disabled={save.isPending}
        autoComplete="off"
      />
      {error && <Alert>{error}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={save.isPending}>
          {t('people.form.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('people.form.saving') : t('people.form.save')}
        </Button>
      </div>
    </form>
  );
}
