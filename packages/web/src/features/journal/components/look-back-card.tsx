import { ArrowRight, NotebookPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '../../../components/ui/panel';
import { shortDay } from '../../../lib/day-words';
import { useReaderDate } from '../../../lib/use-reader-date';
import { useLookBack } from '../api/get-look-back';
import { journalHref } from '../journal-filter';
import { plainExcerpt } from '../journal-format';
import '../texts';

/** A glance, not a read: the first few notes, each cut to a line or two. */
const EXCERPTS_SHOWN = 3;

/**
 * Home's one gentle look back ("A year ago today", "Your last Jupiter period"): a few lines of what the reader
 * wrote then and a link to those notes in the journal. Nothing at all while it loads, when there is none, or
 * when it fails: home is whole without it.
 */
export function LookBackCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const today = useReaderDate();
  const { data } = useLookBack(today, enabled);
  const lookBack = data?.look_back;
  if (!lookBack || lookBack.entries.length === 0) return null;

  return (
    <Panel aria-labelledby="look-back" className="mb-10 grid animate-rise gap-4">
      <h2 id="look-back" className="flex items-center gap-2 font-serif text-2xl font-semibold">
        <NotebookPen aria-hidden="true" className="size-5 text-accent" />
        {lookBack.title}
      </h2>
      <ul className="grid gap-3">
        {lookBack.entries.slice(0, EXCERPTS_SHOWN).map((entry) => (
          <li key={entry.id} className="grid gap-0.5">
            <time dateTime={entry.date} className="text-sm text-muted tabular-nums">
              {shortDay(entry.date)}
            </time>
            <p className="max-w-prose">{plainExcerpt(entry.text)}</p>
          </li>
        ))}
      </ul>
      <Link
        to={journalHref(lookBack.filter)}
        className="inline-flex items-center gap-1.5 justify-self-start font-medium text-accent-ink underline-offset-4 hover:underline"
      >
        {t('journal.readInJournal', { count: lookBack.entries.length })}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </Panel>
  );
}
