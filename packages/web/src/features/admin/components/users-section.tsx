import type { AdminUserSummary } from '@cardology/contract/admin';
import { NAME_MAX_LENGTH } from '@cardology/contract/limits';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Panel } from '../../../components/ui/panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { failureText } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useUserSearch } from '../api/search-users';
import { suspensionEnd } from './suspension-action';
import { UserDetail } from './user-detail';
import '../texts';

interface UsersSectionProps {
  /** Chooses this account in the set-credits form (admin.setCredits.title). */
  onChoose: (user: AdminUserSummary) => void;
}

/** Find an account by e-mail or name, page through the matches, and open one to see and change it. */
export function UsersSection({ onChoose }: UsersSectionProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState({ q: '', page: 1 });
  const [selected, setSelected] = useState<string | null>(null);
  const search = useUserSearch(query.q, query.page);
  const pages = search.data ? Math.max(1, Math.ceil(search.data.total / search.data.page_size)) : 1;

  return (
    <Panel aria-labelledby="users-heading" className="grid gap-5">
      <div className="grid gap-1">
        <h2 id="users-heading" className="font-serif text-2xl font-semibold">
          {t('admin.users.title')}
        </h2>
        <p className="text-muted">{t('admin.users.intro')}</p>
      </div>
      <UserSearchForm onSearch={(q) => setQuery({ q, page: 1 })} />
      {search.isPending ? (
        <UsersLoading />
      ) : search.isError ? (
        <Alert>{t('admin.users.failed', { message: failureText(search.error) })}</Alert>
      ) : search.data.users.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border px-4 py-8 text-center text-muted">
          {query.q ? t('admin.users.noMatch', { query: query.q }) : t('admin.users.none')}
        </p>
      ) : (
        <>
          <ul className={cn('grid gap-2', search.isPlaceholderData && 'opacity-60')}>
            {search.data.users.map((user) => (
              <li key={user.id}>
                <UserRow
                  user={user}
                  open={selected === user.id}
                  onToggle={() => setSelected(selected === user.id ? null : user.id)}
                />
                {selected === user.id && <UserDetail userId={user.id} onChoose={onChoose} />}
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <UserPager page={query.page} pages={pages} onPage={(page) => setQuery({ ...query, page })} />
          )}
        </>
      )}
    </Panel>
  );
}

/** The search box; a search starts again from the first page. */
function UserSearchForm({ onSearch }: { onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <search>
      <form onSubmit={submit} className="flex gap-2">
        <Input
          type="search"
          aria-label={t('admin.users.searchLabel')}
          placeholder={t('admin.users.searchPlaceholder')}
          value={draft}
          maxLength={NAME_MAX_LENGTH}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          <Search aria-hidden="true" />
          {t('admin.users.search')}
        </Button>
      </form>
    </search>
  );
}

function UsersLoading() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="grid gap-2">
      <span className="sr-only">{t('admin.users.loading')}</span>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-16 w-full rounded-lg" />
      ))}
    </div>
  );
}

/** Previous, "Page n of m", Next. */
function UserPager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('admin.users.pages')} className="flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('admin.users.previous')}
      </Button>
      <span className="text-sm text-muted tabular-nums">{t('admin.users.pageOf', { page, pages })}</span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('admin.users.next')}
      </Button>
    </nav>
  );
}

/**
 * Name, e-mail, then the badges and credits: one column on a phone (names and e-mails wrap, never cut
 * off), and from `sm` up the badges move to the right of the name.
 */
function UserRow({ user, open, onToggle }: { user: AdminUserSummary; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-expanded={open}
      onClick={onToggle}
      className={cn(
        'grid w-full cursor-pointer grid-cols-1 gap-2 rounded-lg border px-4 py-3 text-left',
        'sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-3',
        'transition-colors hover:border-accent/60',
        open ? 'border-accent/60 bg-surface' : 'border-border bg-bg/40',
      )}
    >
      <span className="grid min-w-0 gap-0.5">
        <span className="font-medium break-words">{user.name ?? t('admin.users.unnamed')}</span>
        {/* An e-mail is one long word: it may break at any character. */}
        <span className="text-sm text-muted wrap-anywhere">{user.email}</span>
        {user.suspension && (
          <span className="line-clamp-2 text-sm break-words text-danger">
            {user.suspension.reason
              ? t('admin.suspension.suspendedWhy', {
                  end: suspensionEnd(user.suspension, t),
                  reason: user.suspension.reason,
                })
              : t('admin.suspension.suspended', { end: suspensionEnd(user.suspension, t) })}
          </span>
        )}
      </span>
      <span className="flex flex-wrap items-center gap-1.5 sm:justify-end">
        {/* Whether the account has confirmed its e-mail: the admin sees at once who is still waiting. */}
        <Badge tone="neutral">
          {user.email_verified ? t('admin.users.confirmed') : t('admin.users.unconfirmed')}
        </Badge>
        {user.suspension && <Badge tone="danger">{t('admin.users.suspended')}</Badge>}
        {user.is_admin && <Badge tone="neutral">{t('admin.users.admin')}</Badge>}
        {user.is_premium && <Badge>{t('admin.users.premium')}</Badge>}
        <span className="text-sm tabular-nums">
          {t('admin.number', { value: user.tts_credits })}{' '}
          <span className="text-muted">{t('admin.users.credits', { count: user.tts_credits })}</span>
        </span>
      </span>
    </button>
  );
}
