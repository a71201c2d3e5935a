import type { JournalEntry } from '@cardology/contract/journal';
import { Pencil, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Trans } from 'react-i18next';
import { Markdown } from '../../../components/markdown';
import { Button } from '../../../components/ui/button';
import { longDay } from '../../../lib/day-words';
import { EntryCards } from './entry-cards';
import { EntryForm } from './entry-form';
import '../texts';

interface JournalEntryViewProps {
  entry: JournalEntry;
  today: string;
  onDelete: (entry: JournalEntry) => void;
}

/**
 * One note: its day, the cards of that day, and its words as markdown, rendered by the assistant's own safe
 * renderer with the line breaks the reader typed (as the chat shows the reader's own questions). Edit turns
 * the words into the form in place; saving or cancelling gives focus back to Edit.
 */
export function JournalEntryView({ entry, today, onDelete }: JournalEntryViewProps) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const day = longDay(entry.date);
  const closeEditor = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };

  return (
    <article
      aria-labelledby={headingId}
      data-journal-entry={entry.id}
      className="grid gap-4 py-6 first:pt-0 last:pb-0"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h3 id={headingId} tabIndex={-1} className="font-serif text-xl font-semibold">
          <time dateTime={entry.date}>{day}</time>
        </h3>
        {!editing && (
          <div className="-mr-2 flex flex-wrap gap-1">
            <Button ref={editButton} variant="quiet" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              <Trans
                i18nKey="journal.edit"
                values={{ day }}
                components={{ 1: <span className="sr-only" /> }}
              />
            </Button>
            <Button variant="danger-quiet" size="sm" onClick={() => onDelete(entry)}>
              <Trash2 aria-hidden="true" />
              <Trans
                i18nKey="journal.delete"
                values={{ day }}
                components={{ 1: <span className="sr-only" /> }}
              />
            </Button>
          </div>
        )}
      </header>
      <EntryCards date={entry.date} cards={entry.cards} />
      {editing ? (
        <EntryForm today={today} entry={entry} onSaved={closeEditor} onCancel={closeEditor} />
      ) : (
        <Markdown breaks className="max-w-prose">
          {entry.text}
        </Markdown>
      )}
    </article>
  );
}
