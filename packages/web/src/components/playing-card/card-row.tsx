import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardSize } from './card-identity';
import { PlayingCard } from './playing-card';
import { RISE_IN, riseIn } from './rise-in';

export interface CardRowItem {
  symbol: string;
  /** Position label under the card ('Sun', 'Disp', 'Mercury' …). */
  label: string;
  /** The reading's text for this card, shown beside it on phones and under it on wider screens. */
  description?: string;
  /** The card's title in this reading, shown above the description. */
  title?: string;
  /** A few words for the card, shown as small chips under the description. */
  keywords?: readonly string[];
  /** Makes the card a link, e.g. to its glossary page. */
  href?: string;
}

export interface CardRowProps {
  title: string;
  items: readonly CardRowItem[];
  size?: CardSize;
  /** Heading level of the title, so the row fits the page's outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const TITLE = 'font-serif text-lg tracking-wide text-balance';

type RowItems = { items: readonly CardRowItem[]; size: CardSize };

const itemKey = (item: CardRowItem) => `${item.label}-${item.symbol}`;

/** A card's title, description and keyword chips, for the rich layout. */
function CardText({ item }: { item: CardRowItem }) {
  const { t } = useTranslation();
  return (
    <div className="grid min-w-0 flex-1 gap-2">
      {item.title ? <p className="font-serif text-lg leading-snug text-text">{item.title}</p> : null}
      {item.description ? (
        <p className="text-pretty text-sm leading-relaxed text-muted">{item.description}</p>
      ) : null}
      {item.keywords?.length ? (
        <ul aria-label={t('shell.keywords')} className="flex flex-wrap gap-1.5">
          {item.keywords.map((keyword) => (
            <li
              key={keyword}
              className="rounded-full border border-border bg-surface-2 px-2 py-0.5 text-xs text-muted"
            >
              {keyword}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Titles and keywords: each card beside its text, two cards to a line on wide screens. */
function RichRow({ items, size }: RowItems) {
  return (
    <ul className="grid gap-x-10 gap-y-7 lg:grid-cols-2">
      {items.map((item, i) => (
        <li key={itemKey(item)} className={`flex items-start gap-4 sm:gap-5 ${RISE_IN}`} style={riseIn(i)}>
          <PlayingCard symbol={item.symbol} size={size} href={item.href} label={item.label} />
          <CardText item={item} />
        </li>
      ))}
    </ul>
  );
}

/** Descriptions only: a column per card, the text beside the card on a phone and under it wider. */
function DescribedRow({ items, size }: RowItems) {
  return (
    <ul className="grid gap-x-6 gap-y-6 sm:grid-cols-[repeat(auto-fill,minmax(12rem,1fr))]">
      {items.map((item, i) => (
        <li
          key={itemKey(item)}
          className={`flex items-start gap-4 sm:flex-col sm:items-center sm:gap-3 ${RISE_IN}`}
          style={riseIn(i)}
        >
          <PlayingCard symbol={item.symbol} size={size} href={item.href} label={item.label} />
          {item.description ? (
            <p className="min-w-0 flex-1 text-pretty text-sm leading-relaxed text-muted sm:text-center">
              {item.description}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Cards alone: a centred row that wraps. */
function PlainRow({ items, size }: RowItems) {
  return (
    <ul className="flex flex-wrap justify-center gap-x-4 gap-y-5 sm:gap-x-5">
      {items.map((item, i) => (
        <li key={itemKey(item)} className={RISE_IN} style={riseIn(i)}>
          <PlayingCard symbol={item.symbol} size={size} href={item.href} label={item.label} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A titled row of a reading (the Sun/Disp/Env row, the direct cards, the remaining cards). Without
 * descriptions the cards wrap as a centred row; with them each card gets a column for its text, and on a
 * phone the card sits beside its text so long readings do not become a tall, narrow strip.
 */
export function CardRow({ title, items, size = 'md', headingLevel = 3, className }: CardRowProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const described = items.some((item) => item.description);
  // Titles and keywords make a card's text long: it then reads beside the card, two cards to a line on
  // wide screens, rather than as a narrow centred column under it.
  const rich = items.some((item) => item.title || item.keywords?.length);

  return (
    <section aria-labelledby={titleId} className={className}>
      <Heading id={titleId} className={`${TITLE} mb-4`}>
        {title}
      </Heading>
      {rich ? (
        <RichRow items={items} size={size} />
      ) : described ? (
        <DescribedRow items={items} size={size} />
      ) : (
        <PlainRow items={items} size={size} />
      )}
    </section>
  );
}
