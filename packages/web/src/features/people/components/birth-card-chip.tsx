import type { Card } from '@cardology/engine/card';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useCodeNames } from '../../../lib/code-names';
import '../texts';

/**
 * A tiny ivory card with the person's birth card, standing in for an avatar. Decorative: the row
 * already names the person and their birthdate; the title tells a curious pointer which card it is.
 */
export function BirthCardChip({ card, className }: { card: Card | null; className?: string }) {
  const { t } = useTranslation();
  const { cardName } = useCodeNames();
  const red = card?.suit === 'hearts' || card?.suit === 'diamonds';
  return (
    <span
      aria-hidden="true"
      title={card ? t('people.birthCard', { card: cardName(card.symbol) }) : undefined}
      className={cn(
        'grid aspect-[5/7] w-9 shrink-0 place-items-center rounded-[5px] border font-serif leading-none font-semibold shadow-xs',
        card
          ? 'border-card-edge bg-card-face text-card-black'
          : 'border-dashed border-border bg-surface-2 text-muted',
        red && 'text-card-red',
        className,
      )}
    >
      {card === null ? (
        <span className="text-base">?</span>
      ) : card.rank === null ? (
        <span className="text-lg">★</span>
      ) : (
        <span className="grid justify-items-center gap-0.5">
          <span
            className={cn('tabular-nums', card.rank === '10' ? 'text-[0.7rem] tracking-tighter' : 'text-sm')}
          >
            {card.rank}
          </span>
          <span className="text-sm">{card.symbol.slice(card.rank.length)}</span>
        </span>
      )}
    </span>
  );
}
