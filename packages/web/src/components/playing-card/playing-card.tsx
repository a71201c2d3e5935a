import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { CardFace } from './card-face';
import type { CardSize } from './card-identity';
import { identifyCard } from './card-identity';

export interface PlayingCardProps {
  /** Any spelling the engine parses: 'Q♥', '10♦', 'q♡', 'Queen of Hearts', 'Joker'. */
  symbol: string;
  /** sm for grids of 13, md for reading rows, lg for the glossary detail. */
  size?: CardSize;
  /** Makes the card a link (react-router), e.g. `/glossary/${encodeURIComponent(symbol)}`. */
  href?: string;
  /** Position label shown under the card in small caps ('Sun', 'Mercury', 'Earth/X'). */
  label?: string;
  /** Fill the container's width, up to the size's width (rows that must fit a phone). */
  fluid?: boolean;
  className?: string;
}

const WIDTH: Record<CardSize, string> = { sm: 'w-16', md: 'w-24', lg: 'w-56' };
const FLUID_WIDTH: Record<CardSize, string> = {
  sm: 'w-full max-w-16',
  md: 'w-full max-w-24',
  lg: 'w-full max-w-56',
};

// The face and hairline come from the tokens; the inline values are only fallbacks for a page without them.
const FACE_STYLE: CSSProperties = {
  backgroundColor: 'var(--color-card-face, #fbf6ea)',
  borderColor: 'var(--color-card-edge, #c9a45c)',
};

const CARD_BASE =
  'relative block aspect-[5/7] shrink-0 overflow-hidden rounded-[8%/5.7%] border border-card-edge bg-card-face shadow-soft';

// Lift on hover and keyboard focus; the movement only when motion is welcome, the shadow always.
const CARD_LINK =
  'cursor-pointer hover:shadow-lift focus-visible:shadow-lift ' +
  'focus-visible:outline-2 focus-visible:outline-offset-3 focus-visible:outline-accent ' +
  'motion-safe:transition-[translate,box-shadow] motion-safe:duration-200 motion-safe:ease-out ' +
  'motion-safe:hover:-translate-y-1 motion-safe:focus-visible:-translate-y-1';

const LABEL =
  'font-sans text-[0.75rem] leading-none tracking-[0.05em] sm:text-[0.8125rem] sm:tracking-[0.08em] text-muted [font-variant-caps:all-small-caps]';

function cx(...parts: (string | false | undefined)[]): string {
  return parts.filter(Boolean).join(' ');
}

/** What tests and styles find a card by: its symbol, suit (or kind) and size. */
function dataAttributes(card: ReturnType<typeof identifyCard>, size: CardSize) {
  return {
    'data-slot': 'playing-card',
    'data-card': card.symbol,
    'data-suit': card.kind === 'card' ? card.suit : card.kind,
    'data-size': size,
  };
}

/**
 * One playing card drawn in SVG. Its accessible name is the card's full name ('Queen of Hearts', 'Joker').
 * Without a link, the card is role="img" with that name and the drawing is hidden. A link holds the drawing
 * as an image of that name, like an <img alt> in an <a>, and takes its name from it: an aria-label on the
 * link would override the drawn corner indices ('Q', '10'), a name that leaves out the text on screen.
 */
export function PlayingCard({
  symbol,
  size = 'md',
  href,
  label,
  fluid = false,
  className,
}: PlayingCardProps) {
  const card = identifyCard(symbol);
  const name = card.kind === 'unknown' ? `Unknown card ${symbol}` : card.name;
  const width = fluid ? FLUID_WIDTH[size] : WIDTH[size];
  const inkClass = card.ink === 'red' ? 'text-card-red' : 'text-card-black';
  const detail = size === 'sm' ? 'simple' : 'full';
  const data = dataAttributes(card, size);

  // self-*: a flex or grid parent would otherwise stretch the card's height and break its 5 : 7.
  const cardElement = href ? (
    <Link
      to={href}
      className={cx(
        CARD_BASE,
        CARD_LINK,
        width,
        inkClass,
        label ? 'self-center' : cx('self-start', className),
      )}
      style={FACE_STYLE}
      {...data}
    >
      <CardFace card={card} detail={detail} name={name} />
    </Link>
  ) : (
    <div
      role="img"
      aria-label={name}
      className={cx(CARD_BASE, width, inkClass, label ? 'self-center' : cx('self-start', className))}
      style={FACE_STYLE}
      {...data}
    >
      <CardFace card={card} detail={detail} />
    </div>
  );

  if (!label) return cardElement;
  return (
    <div
      className={cx('flex flex-col items-center gap-2', fluid ? 'w-full' : 'w-fit', className)}
      data-slot="playing-card-with-label"
    >
      {cardElement}
      <span className={LABEL} data-slot="card-label">
        {label}
      </span>
    </div>
  );
}
