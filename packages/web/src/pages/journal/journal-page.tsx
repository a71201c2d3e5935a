import type { JournalEntry, JournalPeriodKind } from '@cardology/contract/journal';
import { Download, LockKeyhole } from 'lucide-react';
import { type RefObject, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert';
import { PageHeading } from '../../components/ui/page-heading';
import { Panel } from '../../components/ui/panel';
import { LazyReflectOnPeriod } from '../../features/assistant/journal-reflection/lazy-reflect-on-period';
import { useSession } from '../../features/auth/use-session';
import {
  DeleteEntryDialog,
  EntryForm,
  filterFromSearch,
  JournalEntries,
  JournalFilters,
  type JournalListFilter,
  searchFromFilter,
  useDeleteEntry,
} from '../../features/journal';
import { useContractText } from '../../i18n/use-contract-text';
import { failureText } from '../../lib/api';
import { useReaderDate } from '../../lib/use-reader-date';
import '../../features/journal/texts';

/** The filter lives in the URL, so a filtered view is a link; the bar's changes replace it rather than pile up. */
function useJournalFilter() {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterFromSearch(params), [params]);
  const setFilter = (next: JournalListFilter) => setParams(searchFromFilter(next), { replace: true });
  return [filter, setFilter] as const;
}

/** After an entry's chip set a filter, the results' heading takes focus and comes into view. */
function useFocusAfterChip() {
  const heading = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  const fromChip = (location.state as { fromChip?: boolean } | null)?.fromChip === true;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation (its key) is a new arrival
  useEffect(() => {
    if (!fromChip) return;
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'start' });
  }, [location.key]);
  return heading;
}

const entryArticles = () => [...document.querySelectorAll<HTMLElement>('article[data-journal-entry]')];

/** The entry shown after `id`, else the one before it: where the reader's place is once `id` is gone. */
function neighbourOf(id: string): string | null {
  const articles = entryArticles();
  const index = articles.findIndex((article) => article.dataset.journalEntry === id);
  if (index < 0) return null;
  const neighbour = articles[index + 1] ?? articles[index - 1];
  return neighbour?.dataset.journalEntry ?? null;
}

/**
 * Deleting a note, confirmed first. Its Delete button goes with it, so focus does not go back there: it goes
 * to the next note's heading (the one before when it was the last shown), or to the list's heading when
 * none is left — never to the page's start.
 */
function useDeleteFlow(listHeading: RefObject<HTMLHeadingElement | null>) {
  const [pending, setPending] = useState<JournalEntry | null>(null);
  /** Set once a delete succeeded: the neighbour's id, or null for the list's heading. */
  const focusAfter = useRef<{ neighbour: string | null } | null>(null);
  const remove = useDeleteEntry();
  const contract = useContractText();
  const confirm = () => {
    if (!pending) return;
    const neighbour = neighbourOf(pending.id);
    remove.mutate(pending.id, {
      onSuccess: () => {
        focusAfter.current = { neighbour };
        toast.success(contract('JOURNAL_DELETED'), { id: 'journal-delete' });
      },
      onError: (error) => toast.error(failureText(error), { id: 'journal-delete' }),
      onSettled: () => setPending(null),
    });
  };
  const focusOnClose = (): HTMLElement | null => {
    const after = focusAfter.current;
    focusAfter.current = null;
    if (!after) return null;
    const article = entryArticles().find((found) => found.dataset.journalEntry === after.neighbour);
    return article?.querySelector<HTMLElement>('h3') ?? listHeading.current;
  };
  return { pending, setPending, confirm, focusOnClose, deleting: remove.isPending };
}

/** The period in view, when the reader has a birthdate: it can be reflected on. */
type ReflectOn = { period: JournalPeriodKind; on: string };

/** docs/product.md §2 "Journal": write a note, read it back with its cards, look back by card, planet, period or words. */
export function JournalPage() {
  const { user } = useSession();
  const today = useReaderDate();
  const [filter, setFilter] = useJournalFilter();
  const resultsHeading = useFocusAfterChip();
  const deletion = useDeleteFlow(resultsHeading);
  const { t } = useTranslation();
  const contract = useContractText();
  if (!user) return null;
  // A period in view can be reflected on; the privacy note then stands beside that button, not at the foot.
  const reflectOn =
    user.birthdate !== null && filter.period && filter.on ? { period: filter.period, on: filter.on } : null;

  return (
    <>
      <PageHeading title={t('journal.title')} subtitle={t('journal.subtitle')} />
      {user.birthdate === null ? (
        <BirthdateRequired />
      ) : (
        <div className="grid gap-8">
          <WritePanel today={today} />
          <EntriesPanel
            filter={filter}
            today={today}
            onFilter={setFilter}
            reflectOn={reflectOn}
            resultsHeading={resultsHeading}
            onDelete={deletion.setPending}
          />
        </div>
      )}
      {!reflectOn && (
        <p className="mt-8 flex max-w-prose items-start gap-2 text-sm text-muted">
          <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {contract('JOURNAL_PRIVACY_NOTE')}
        </p>
      )}
      <DeleteEntryDialog
        date={deletion.pending?.date ?? null}
        deleting={deletion.deleting}
        onConfirm={deletion.confirm}
        onCancel={() => deletion.setPending(null)}
        focusOnClose={deletion.focusOnClose}
      />
    </>
  );
}

/** No birthdate, no cards: the journal waits for the profile. */
function BirthdateRequired() {
  const { t } = useTranslation();
  const contract = useContractText();
  return (
    <Alert tone="info">
      {contract('JOURNAL_BIRTHDATE_REQUIRED')}{' '}
      <Link to="/profile" className="font-medium text-accent-ink underline underline-offset-2">
        {t('journal.goToProfile')}
      </Link>
    </Alert>
  );
}

/** The form for a new note, dated today by default. */
function WritePanel({ today }: { today: string }) {
  const { t } = useTranslation();
  return (
    <Panel aria-labelledby="journal-write" className="grid gap-5">
      <h2 id="journal-write" className="font-serif text-2xl font-semibold">
        {t('journal.write')}
      </h2>
      <EntryForm today={today} />
    </Panel>
  );
}

interface EntriesPanelProps {
  filter: JournalListFilter;
  today: string;
  onFilter: (filter: JournalListFilter) => void;
  reflectOn: ReflectOn | null;
  /** Focused after an entry's chip set the filter. */
  resultsHeading: RefObject<HTMLHeadingElement | null>;
  onDelete: (entry: JournalEntry) => void;
}

/** The entries under the filter bar, the Markdown download, and the reflection when a period is in view. */
function EntriesPanel({ filter, today, onFilter, reflectOn, resultsHeading, onDelete }: EntriesPanelProps) {
  const { t } = useTranslation();
  return (
    <Panel aria-labelledby="journal-entries" className="grid gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2
          id="journal-entries"
          ref={resultsHeading}
          tabIndex={-1}
          className="font-serif text-2xl font-semibold"
        >
          {t('journal.entries')}
        </h2>
        <a
          href="/api/journal/export.md"
          download
          // Drawn at its line's height; `hit-area` grows the touch target to 44 px (issue 34).
          className="hit-area inline-flex items-center gap-1.5 text-sm font-medium text-accent-ink underline-offset-4 hover:underline"
        >
          <Download aria-hidden="true" className="size-4" />
          {t('journal.download')}
        </a>
      </div>
      <JournalFilters filter={filter} today={today} onChange={onFilter} />
      {reflectOn && (
        // Its own chunk (the assistant's panel and the markdown renderer): loaded only for a period.
        <Suspense fallback={null}>
          <LazyReflectOnPeriod period={reflectOn.period} on={reflectOn.on} />
        </Suspense>
      )}
      <JournalEntries filter={filter} today={today} onClear={() => onFilter({})} onDelete={onDelete} />
    </Panel>
  );
}
