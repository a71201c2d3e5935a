import { JOURNAL_TEXT_MAX } from '@cardology/contract/journal-words';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import '../texts';

/** Past this share of the limit the counter turns to the accent, so the end is seen before it is reached. */
const NEAR_LIMIT = 0.9;

/** '1,234 / 10,000 characters': quiet while there is room, gold near the limit, red past it. */
export function NoteCounter({ length, id }: { length: number; id?: string }) {
  const { t } = useTranslation();
  const over = length > JOURNAL_TEXT_MAX;
  const near = length >= JOURNAL_TEXT_MAX * NEAR_LIMIT;
  return (
    <p
      id={id}
      className={cn(
        'text-sm tabular-nums',
        over ? 'font-medium text-danger' : near ? 'text-accent-ink' : 'text-muted',
      )}
    >
      {/* The catalog formats the numbers in the reader's language ('10 000' in Russian), not the browser's. */}
      {t('journal.counter', { length, max: JOURNAL_TEXT_MAX })}
    </p>
  );
}
