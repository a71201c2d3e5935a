import { useTranslation } from 'react-i18next';
import type { CardSize } from './card-identity';
import { glossaryHref } from './card-identity';
import { PlayingCard } from './playing-card';
import { RISE_IN, riseIn } from './rise-in';
import { useSpreadLabels } from './spread-labels';

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
// 3.3% of the row's width keeps the longest label inside its card's cell down to a 288 px row.
const NARROW_LABELS =
  '@max-[22rem]:[&_[data-slot=card-label]]:text-[3.3cqw] @max-[22rem]:[&_[data-slot=card-label]]:tracking-normal';
// A translated label longer than any English one ('Recompensa') would run into its neighbours on a phone:
// tighter letters, and a word still too wide breaks inside its own cell rather than overlap.
const LONG_LABEL = 9;
const LONG_LABELS =
  '@max-[30rem]:[&_[data-slot=card-label]]:tracking-normal @max-[30rem]:[&_[data-slot=card-label]]:[overflow-wrap:anywhere] @max-[30rem]:[&_[data-slot=card-label]]:max-w-full';

/**
 * The life spread as docs/product.md shows it: the first seven cards in one row and the other six in a second,
 * each with its position label and a link to its glossary page. The cards shrink to fit a phone's width
 * rather than break the rows or scroll; below 22rem (a 320 px phone) the labels shrink with the row too.
 */
export function LifeSpreadRows({
  symbols,
  size = 'sm',
  hrefFor = glossaryHref,
  title,
  className,
}: LifeSpreadRowsProps) {
  const { t } = useTranslation();
  const labels = useSpreadLabels();
  // A sideways scroll box hid Saturn and Uranus with no sign that it scrolled: in a narrow row the labels
  // ('Mercury', 'Jupiter') are sized to the row's width instead, so all seven cards fit.
  return (
    <div className={['@container', className].filter(Boolean).join(' ')}>
      <div
        className={`${NARROW_LABELS} ${labels.some((label) => label.length >= LONG_LABEL) ? LONG_LABELS : ''}`}
      >
        <ol aria-label={title ?? t('shell.lifeSpread')} className={`${GRID} ${MAX_WIDTH[size]} mx-auto`}>
          {symbols.map((symbol, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: positions are fixed slots, never reordered
              key={i}
              data-row={i < 7 ? 1 : 2}
              className={`col-span-2 flex justify-center px-[0.1875rem] @md:px-1.5 ${i === 7 ? 'col-start-2' : ''} ${RISE_IN}`}
              style={riseIn(i)}
            >
              <PlayingCard symbol={symbol} size={size} href={hrefFor(symbol)} label={labels[i]} fluid />
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
