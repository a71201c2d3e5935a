import type { JournalCards, JournalPeriod, JournalPeriodKind } from '@cardology/contract/journal';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { useCodeNames } from '../../../lib/code-names';
import { dayRange } from '../../../lib/day-words';
import { journalHref } from '../journal-filter';
import '../texts';

/** Followed from an entry's chip, the list shows the filter's results from their top. */
const FROM_CHIP = { fromChip: true } as const;

// The chips' links are drawn at their text's size; `hit-area` grows each touch target to 44 px (issue 34).
const chipLink =
  'hit-area rounded-sm font-medium underline decoration-border underline-offset-4 hover:decoration-accent';

/** A card's symbol in its suit's colour, linking to every entry it was in play for. */
function CardLink({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  // Named in the language shown (the server's `name` is English): the engine's names, by the symbol.
  const name = useCodeNames().cardName(symbol);
  const red = symbol.includes('♥') || symbol.includes('♦');
  return (
    <Link
      to={journalHref({ card: symbol })}
      state={FROM_CHIP}
      title={t('journal.cards.cardTitle', { card: name })}
      // On a scrap of card face, as the glossary's suit marks: the card's red stays legible on the dark theme.
      className={cn(
        'hit-area rounded-md border border-card-edge/70 bg-card-face px-1.5 font-serif font-semibold tabular-nums',
        'hover:border-card-edge hover:shadow-xs',
        red ? 'text-card-red' : 'text-card-black',
      )}
    >
      {symbol} <span className="sr-only">{t('journal.cards.cardName', { card: name })}</span>
    </Link>
  );
}

/** The dates of a period, linking to the entries written within it. */
interface PeriodLinkProps {
  kind: JournalPeriodKind;
  /** The entry's day: the period of `kind` around it. */
  on: string;
  period: JournalPeriod;
  /** The period in words, for a screen reader: ': the entries of this Venus period'. */
  name: string;
}

function PeriodLink({ kind, on, period, name }: PeriodLinkProps) {
  return (
    <Link to={journalHref({ period: kind, on })} state={FROM_CHIP} className={cn(chipLink, 'text-muted')}>
      {dayRange(period.start, period.end)}
      <span className="sr-only">{name}</span>
    </Link>
  );
}

function Chip({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <li className="inline-flex flex-wrap items-baseline gap-x-2 gap-y-0.5 rounded-xl border border-border bg-surface-2/70 px-3 py-1 text-sm">
      <span className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</span>
      {children}
    </li>
  );
}

/**
 * An entry's cards as compact chips: the day's card, the planetary period (planet, card, dates), the 7-week and
 * the weekly period. Each part is a filter: a card lists every entry it was in play for, the planet every
 * entry in one of its periods, the dates the entries of that very period.
 */
export function EntryCards({ date, cards }: { date: string; cards: JournalCards }) {
  const { todays_card: day, planetary, seven_week: sevenWeek, weekly } = cards;
  const { t } = useTranslation();
  const planet = useCodeNames().planetName(planetary.planet);
  return (
    <ul aria-label={t('journal.cards.label')} className="flex flex-wrap gap-2">
      <Chip label={t('journal.cards.day')}>
        <CardLink symbol={day.card} />
      </Chip>
      <Chip
        label={
          <Link to={journalHref({ planet: planetary.planet })} state={FROM_CHIP} className={chipLink}>
            {planet}
            <span className="sr-only">{t('journal.cards.planet', { planet })}</span>
          </Link>
        }
      >
        <CardLink symbol={planetary.card} />
        <PeriodLink
          kind="planetary"
          on={date}
          period={planetary}
          name={t('journal.cards.planetaryPeriod', { planet })}
        />
      </Chip>
      <Chip label={t('journal.cards.sevenWeek')}>
        <CardLink symbol={sevenWeek.card} />
        <PeriodLink
          kind="seven-week"
          on={date}
          period={sevenWeek}
          name={t('journal.cards.sevenWeekPeriod')}
        />
      </Chip>
      <Chip label={t('journal.cards.week')}>
        <CardLink symbol={weekly.card} />
        <PeriodLink kind="weekly" on={date} period={weekly} name={t('journal.cards.weekPeriod')} />
      </Chip>
    </ul>
  );
}
