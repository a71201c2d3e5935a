import type { GlossaryCard } from '@cardology/contract/wire';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { groupBySuit } from '../../glossary/sort-cards';
import '../texts';

interface CardSelectProps extends Omit<ComponentProps<'select'>, 'children' | 'value' | 'onChange'> {
  /** The glossary's cards; grouped and sorted here (suit, then rank). */
  cards: readonly GlossaryCard[];
  /** The chosen card's value as text, '' when none. */
  value: string;
  onValueChange: (value: string) => void;
  /** SELECT_CARD_1, or LOADING_CARDS while the glossary loads. */
  placeholder: string;
}

// The inputs' look (ui/input's controlClasses) without its read-only styling, which a select matches.
const SELECT = cn(
  'h-11 w-full cursor-pointer appearance-none rounded-lg border border-border bg-surface pr-10 pl-3.5 text-base text-text shadow-xs',
  'transition-colors duration-150 hover:border-muted/60',
  'focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0',
  'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger',
);

/**
 * A native select (the phone's own picker, full keyboard support) of the 52 cards, grouped by suit.
 * Options read '{symbol} - {name}' and carry the card's value (docs/product.md §2).
 */
export function CardSelect({
  cards,
  value,
  onValueChange,
  placeholder,
  className,
  ...props
}: CardSelectProps) {
  const { t } = useTranslation();
  return (
    <div className="relative">
      <select
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        className={cn(SELECT, value === '' && 'text-muted', className)}
        {...props}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {groupBySuit(cards, t('cards.suits', { returnObjects: true })).map((group) => (
          <optgroup key={group.suit} label={`${group.glyph} ${group.name}`}>
            {group.cards.map((card) => (
              <option key={card.symbol} value={String(card.value)} className="text-text">
                {`${card.symbol} - ${card.name}`}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-muted"
      />
    </div>
  );
}
