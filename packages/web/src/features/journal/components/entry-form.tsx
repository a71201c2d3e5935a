import type { MessageKey } from '@cardology/contract/messages/en';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { failureText } from '../../../lib/api';
import { useSaveEntry } from '../api/save-entry';
import { noteLength } from '../journal-format';
import { draftProblem } from '../validate-draft';
import { NoteCounter } from './note-counter';
import '../texts';
import { contractText } from '../../../i18n/i18n';

interface EntryFormProps {
  /** The reader's today: the default date of a new note and the latest a note may have. */
  today: string;
  /** The note being edited; a new one when absent. */
  entry?: { id: string; date: string; text: string };
  /** After a save: a new note's form empties itself, an edit closes. */
  onSaved?: () => void;
  /** Shown as a Cancel button (and Escape) when given: the inline edit's way out. */
  onCancel?: () => void;
}

/** The save shortcut's key as the reader's keyboard labels it. */
const MOD_KEY =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent) ? '⌘' : 'Ctrl';

/** Ctrl+Enter (⌘+Enter on a Mac) saves from the text box, as in most writing apps. */
function submitOnModEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}

/**
 * A refusal shown under the form, and what it is about: a change to that part of the draft clears it (the
 * date's words once the date is changed), as does any change after the server's refusal, which was about the
 * draft as it was sent.
 */
type Problem = { text: string; about: 'date' | 'text' | 'draft' };

const aboutOf = (key: MessageKey): Problem['about'] => (key.startsWith('JOURNAL_DATE') ? 'date' : 'text');

/** The draft's state and its save: checked here first (the server's own words), then by the server. */
function useEntryDraft({ today, entry, onSaved }: Pick<EntryFormProps, 'today' | 'entry' | 'onSaved'>) {
  const [date, setDate] = useState(entry?.date ?? today);
  const [text, setText] = useState(entry?.text ?? '');
  const [problem, setProblem] = useState<Problem | null>(null);
  const save = useSaveEntry();
  const changed = (part: 'date' | 'text') =>
    setProblem((shown) => (shown && (shown.about === part || shown.about === 'draft') ? null : shown));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = draftProblem(date, text, today);
    setProblem(found && { text: contractText(found), about: aboutOf(found) });
    if (found || save.isPending) return;
    save.mutate(
      { id: entry?.id, date, text },
      {
        onSuccess: () => {
          toast.success(contractText('JOURNAL_SAVED'), { id: 'journal-save' });
          if (!entry) {
            setText('');
            setDate(today);
          }
          onSaved?.();
        },
        onError: (error) => setProblem({ text: failureText(error), about: 'draft' }),
      },
    );
  };
  return {
    date,
    setDate: (next: string) => {
      setDate(next);
      changed('date');
    },
    text,
    setText: (next: string) => {
      setText(next);
      changed('text');
    },
    problem: problem?.text ?? null,
    submit,
    saving: save.isPending,
  };
}

/** A note's date and words, with a counter toward the limit. */
export function EntryForm({ today, entry, onSaved, onCancel }: EntryFormProps) {
  const draft = useEntryDraft({ today, entry, onSaved });
  const counterId = useId();
  const { t } = useTranslation();
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !onCancel || draft.saving) return;
    event.preventDefault();
    onCancel();
  };

  return (
    <form noValidate onSubmit={draft.submit} onKeyDown={cancelOnEscape} className="grid gap-4">
      <Field label={t('journal.date')} className="max-w-52">
        <Input
          type="date"
          value={draft.date}
          max={today}
          onChange={(event) => draft.setDate(event.target.value)}
          required
        />
      </Field>
      <Field label={t('journal.note')} hint={t('journal.noteHint', { key: MOD_KEY })}>
        <Textarea
          value={draft.text}
          onChange={(event) => draft.setText(event.target.value)}
          onKeyDown={submitOnModEnter}
          rows={entry ? 6 : 5}
          autoFocus={Boolean(entry)}
        />
      </Field>
      <NoteCounter id={counterId} length={noteLength(draft.text)} />
      {draft.problem && <Alert>{draft.problem}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={draft.saving}>
            {t('journal.cancel')}
          </Button>
        )}
        <Button type="submit" disabled={draft.saving}>
          {draft.saving ? t('journal.saving') : entry ? t('journal.saveChanges') : t('journal.saveNote')}
        </Button>
      </div>
    </form>
  );
}
