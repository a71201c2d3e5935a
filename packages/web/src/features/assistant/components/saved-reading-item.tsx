import type { SavedReading } from '@cardology/contract/assistant';
import { MessageCircle, Trash2 } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MarkdownProps } from '../../../components/markdown';
import { AccordionContent, AccordionItem, AccordionTrigger } from '../../../components/ui/accordion';
import { buttonClasses } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { Skeleton } from '../../../components/ui/skeleton';
import { lazyNamed } from '../../../lib/lazy-named';
import { isJournalReflection, savedDate, savedTitle } from '../saved-format';
import { ReflectiveNote, withoutReflectiveFooter } from './reflective-note';
import '../texts';

/**
 * The markdown renderer is the largest module the page would need (about 45 kB gzip), and only an opened
 * item shows it: the list renders without it, and it is fetched when the user points at, focuses or
 * opens an item (Lighthouse, /saved-readings: the heading waited for it).
 */
const Markdown = lazyNamed<MarkdownProps, 'Markdown'>(
  () => import('../../../components/markdown'),
  'Markdown',
);
const fetchMarkdown = () => void Markdown.preload();

interface SavedReadingItemProps {
  item: SavedReading;
  onDelete: (item: SavedReading) => void;
}

/** One saved interpretation: title and date, the text, 'Open reading' and a delete icon. */
export function SavedReadingItem({ item, onDelete }: SavedReadingItemProps) {
  const { t, i18n } = useTranslation();
  const title = savedTitle(item);
  const date = savedDate(item.created_at);
  return (
    <AccordionItem value={item.id} className="flex flex-col">
      <div className="flex items-start gap-2 [&>h2]:min-w-0 [&>h2]:flex-1">
        <AccordionTrigger
          headingLevel={2}
          className="min-w-0"
          data-saved-trigger=""
          onPointerEnter={fetchMarkdown}
          onFocus={fetchMarkdown}
        >
          <span className="grid gap-0.5">
            {/* English capitalises the type ('Yearly Interpretation'); the others write their own case. */}
            <span className={i18n.language === 'en' ? 'capitalize break-words' : 'break-words'}>{title}</span>
            <span className="font-sans text-sm font-normal text-muted">{date}</span>
          </span>
        </AccordionTrigger>
        <IconButton
          label={t('assistant.saved.delete', { title, date })}
          icon={Trash2}
          variant="quiet"
          className="mt-2 shrink-0"
          onClick={() => onDelete(item)}
        />
      </div>
      <AccordionContent className="grid gap-4 text-text">
        <div>
          <Suspense
            fallback={
              <div className="grid gap-2" aria-busy="true">
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-5/6" />
                <Skeleton className="h-4 w-2/3" />
              </div>
            }
          >
            <Markdown>{withoutReflectiveFooter(item.reading_text)}</Markdown>
          </Suspense>
          <ReflectiveNote />
        </div>
        {item.session_id && !isJournalReflection(item) && (
          // Beyond the product: the conversation reopens where it was left (docs/decisions/016-assistant-page.md).
          <Link
            to={`/ai-reading?session=${encodeURIComponent(item.session_id)}`}
            className={buttonClasses('outline', 'sm', 'justify-self-start')}
          >
            <MessageCircle aria-hidden="true" />
            {t('assistant.saved.open')}
          </Link>
        )}
      </AccordionContent>
    </AccordionItem>
  );
}
