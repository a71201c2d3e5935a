import { RANKS } from '@cardology/engine/card';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { glossaryHref } from '../../../components/playing-card/card-identity';
import { PlayingCard } from '../../../components/playing-card/playing-card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useContractText } from '../../../i18n/use-contract-text';
import { useGlossary } from '../api/get-glossary';
import { groupBySuit } from '../sort-cards';
import { GlossaryLoadError } from './glossary-load-error';
import '../texts';
import { SuitMark } from './suit-mark';

// Seven cards of two half-columns each, the second row starting one half-column in: a suit's thirteen
// cards sit as seven over six, centred, like a life spread. On a phone the cells' padding is halved so that
// each card, a link, is at least 44 px wide at 390 px (issue 34); the card clips its content, so an
// invisible hit area around it would be cut off.
const GRID = 'grid grid-cols-[repeat(14,minmax(0,1fr))] gap-y-3';
const CELL = (i: number) => `col-span-2 flex justify-center px-0.5 sm:px-1 ${i === 7 ? 'col-start-2' : ''}`;

interface GlossaryGridProps {
  /** Called when a card is chosen, after the link has started the navigation (the drawer closes). */
  onNavigate?: () => void;
}

/** The Card Glossary drawer's content: the 52 cards by suit, each linking to its detail page. */
export function GlossaryGrid({ onNavigate }: GlossaryGridProps) {
  const { t } = useTranslation();
  const glossary = useGlossary();

  if (glossary.isPending) return <GlossaryGridSkeleton />;
  if (glossary.isError) {
    return (
      <GlossaryLoadError
        className="px-5 py-6"
        error={glossary.error}
        onRetry={() => void glossary.refetch()}
        retrying={glossary.isFetching}
      />
    );
  }

  const groups = groupBySuit(
    Object.values(glossary.data.cards ?? {}),
    t('cards.suits', { returnObjects: true }),
  );
  if (groups.length === 0) return <p className="px-5 py-6 text-muted">{t('cards.glossary.noData')}</p>;

  return (
    <div className="grid gap-7 px-5 pt-5 pb-8">
      {groups.map((group) => (
        <SuitSection key={group.suit} group={group} onNavigate={onNavigate} />
      ))}
    </div>
  );
}

function SuitSection({
  group,
  onNavigate,
}: {
  group: ReturnType<typeof groupBySuit>[number];
  onNavigate?: () => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-3 flex items-center gap-2.5 text-lg font-medium">
        <SuitMark suit={group.suit} />
        {group.name}
      </h3>
      <ul className={GRID}>
        {group.cards.map((card, i) => (
          // The link navigates; the click bubbles here and closes the drawer.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the link inside handles the keyboard; Enter on it clicks.
          <li key={card.symbol} className={CELL(i)} onClick={onNavigate}>
            <PlayingCard symbol={card.symbol} size="sm" href={glossaryHref(card.symbol)} fluid />
          </li>
        ))}
      </ul>
    </section>
  );
}

function GlossaryGridSkeleton() {
  const contract = useContractText();
  return (
    <div role="status" className="grid gap-7 px-5 pt-5 pb-8">
      <span className="sr-only">{contract('LOADING_CARDS')}</span>
      {['hearts', 'clubs', 'diamonds', 'spades'].map((suit) => (
        <div key={suit} aria-hidden="true">
          <Skeleton className="mb-3 h-6 w-28" />
          <div className={GRID}>
            {RANKS.map((rank, i) => (
              <div key={`${suit}-${rank}`} className={CELL(i)}>
                <div className="aspect-[5/7] w-full max-w-16 rounded-[8%/5.7%] bg-muted/15 motion-safe:animate-pulse" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
