import { JOURNAL_QUERY_MAX } from '@cardology/contract/journal-words';
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import '../texts';

/** How long typing must pause before the list is asked again: one request per word, not per key. */
const SEARCH_DEBOUNCE_MS = 350;

interface SearchBoxProps {
  /** The search in the URL. */
  value: string;
  onSearch: (q: string) => void;
}

/**
 * Full-text search over the notes. What is typed is sent once typing pauses; a search changed from outside
 * (a cleared filter, Back) is shown, but never overwrites what the reader is still typing.
 */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const typed = useRef(draft);
  typed.current = draft;
  // The latest callback, so a parent's new function each render does not restart the pause.
  const search = useRef(onSearch);
  const { t } = useTranslation();
  search.current = onSearch;
  useEffect(() => {
    if (typed.current.trim() !== value) setDraft(value);
  }, [value]);
  useEffect(() => {
    if (draft.trim() === value) return;
    const timer = setTimeout(() => search.current(draft.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value]);

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{t('journal.search')}</Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
        />
        <Input
          id={id}
          type="search"
          value={draft}
          maxLength={JOURNAL_QUERY_MAX}
          onChange={(event) => setDraft(event.target.value)}
          className="pl-10"
        />
      </div>
    </div>
  );
}
