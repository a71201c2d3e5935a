import type { AdminUserSummary } from '@cardology/contract/admin';
import { NAME_MAX_LENGTH } from '@cardology/contract/limits';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { failureText } from '../../../lib/api';
import { userSearchQuery } from '../api/search-users';
import '../texts';

interface PersonPickerProps {
  /** The account Set Credits will change, or null while none is chosen. */
  person: AdminUserSummary | null;
  onPick: (person: AdminUserSummary | null) => void;
}

/** The account's name, or a stand-in when it has none: what the console calls a person by. */
export function personName(person: AdminUserSummary, unnamed: string): string {
  return person.name?.trim() ? person.name : unnamed;
}

/**
 * Set Credits' "who": the admin finds the person by name or e-mail (the Users search, first page) and picks
 * one from the matches, so nobody types or pastes a raw id. The choice is shown by name and e-mail.
 */
export function PersonPicker({ person, onPick }: PersonPickerProps) {
  const { t } = useTranslation();
  if (person) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-surface px-4 py-3">
        <p className="grid min-w-0 gap-0.5" aria-live="polite">
          <span className="text-xs font-semibold tracking-wide text-muted uppercase">
            {t('admin.setCredits.chosen')}
          </span>
          <span className="font-medium break-words">{personName(person, t('admin.users.unnamed'))}</span>
          {/* An e-mail is one long word: it may break at any character. */}
          <span className="text-sm text-muted wrap-anywhere">{person.email}</span>
        </p>
        <Button variant="outline" onClick={() => onPick(null)}>
          {t('admin.setCredits.change')}
        </Button>
      </div>
    );
  }
  return <PersonSearch onPick={onPick} />;
}

/** The search box and, once searched, the matches to pick from. */
function PersonSearch({ onPick }: Pick<PersonPickerProps, 'onPick'>) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(draft.trim());
  };
  return (
    <div className="grid gap-3">
      <search>
        <form onSubmit={submit} className="flex gap-2">
          <Input
            type="search"
            aria-label={t('admin.setCredits.findLabel')}
            placeholder={t('admin.users.searchPlaceholder')}
            value={draft}
            maxLength={NAME_MAX_LENGTH}
            autoComplete="off"
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            <Search aria-hidden="true" />
            {t('admin.setCredits.find')}
          </Button>
        </form>
      </search>
      {query !== null && <PersonMatches query={query} onPick={onPick} />}
    </div>
  );
}

function PersonMatches({ query, onPick }: { query: string; onPick: (person: AdminUserSummary) => void }) {
  const { t } = useTranslation();
  const search = useQuery(userSearchQuery(query, 1));
  if (search.isPending) return <p className="text-sm text-muted">{t('admin.users.loading')}</p>;
  if (search.isError) return <Alert>{t('admin.users.failed', { message: failureText(search.error) })}</Alert>;
  if (search.data.users.length === 0) {
    return <p className="text-sm text-muted">{t('admin.users.noMatch', { query })}</p>;
  }
  return (
    <ul aria-label={t('admin.setCredits.matches')} className="grid gap-2">
      {search.data.users.map((match) => (
        <li key={match.id}>
          <button
            type="button"
            onClick={() => onPick(match)}
            className="grid min-h-11 w-full cursor-pointer gap-0.5 rounded-lg border border-border bg-bg/40 px-4 py-2 text-left transition-colors hover:border-accent/60"
          >
            <span className="font-medium break-words">{personName(match, t('admin.users.unnamed'))}</span>
            <span className="text-sm text-muted wrap-anywhere">{match.email}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
