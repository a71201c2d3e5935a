import type { CardSize } from './card-identity';
import { glossaryHref, SPREAD_LABELS } from './card-identity';
import { PlayingCard } from './playing-card';
import { RISE_IN, riseIn } from './rise-in';

export interface LifeSpreadRowsProps {
  /** The 13 cards of the spread in position order (Sun first, Earth/X last). */
  symbols: readonly string[];
  /** sm (default) on home and in the glossary, md where the spread is the page's subject. */
  size?: Exclude<CardSize, 'lg'>;
  /** Where each card links; the glossary page by default. */
  hrefFor?: (symbol: string) => string;
  /** The list's accessible name. */
  title?: string;
  className?: string;
}

// Seven cells of half-columns: each card spans two, and the second row starts one half-column in, so the
// six sit centred under the seven in one list that keeps the spread's order for screen readers.
const GRID = 'grid grid-cols-[repeat(14,minmax(0,1fr))] gap-y-5';
const MAX_WIDTH = { sm: 'max-w-[35rem]', md: 'max-w-[52rem]' } as const;

/**
 * The life spread as the spec shows it: the first seven cards in one row and the other six in a second,
 * each with its position label and a link to its glossary page. The cards shrink to fit a phone's width
 * rather than break the rows; below 22rem the list scrolls sideways inside its own box.
 */
export function LifeSpreadRows({
  symbols,
  size = 'sm',
  hrefFor = glossaryHref,
  title = 'Life spread',
  className,
}: LifeSpreadRowsProps) {
  // The scroll box exists only when the container is narrower than the rows' minimum (a 320 px phone):
  // a scroll box clips, and would otherwise cut off the hover lift and the focus ring.
  return (
    <div className={['@container', className].filter(Boolean).join(' ')}>
      <div className="@max-[22rem]:overflow-x-auto @max-[22rem]:overscroll-x-contain @max-[22rem]:py-2">
        <ol aria-label={title} className={`${GRID} ${MAX_WIDTH[size]} mx-auto min-w-[22rem]`}>
          {symbols.map((symbol, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: positions are fixed slots, never reordered
              key={i}
              data-row={i < 7 ? 1 : 2}
              className={`col-span-2 flex justify-center px-[0.1875rem] @md:px-1.5 ${i === 7 ? 'col-start-2' : ''} ${RISE_IN}`}
              style={riseIn(i)}
            >
              <PlayingCard
                symbol={symbol}
                size={size}
                href={hrefFor(symbol)}
                label={SPREAD_LABELS[i]}
                fluid
              />
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
