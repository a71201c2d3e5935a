import { readIsoDate } from '@cardology/contract/iso-date';
import { JOURNAL_QUERY_MAX } from '@cardology/contract/journal';
import type { JournalListQuery } from '@cardology/contract/journal-request';
import { JOURNAL_CARD_LETTERS } from '@cardology/contract/journal-request';
import type { Card } from '@cardology/engine/card';
import { parseCard } from '@cardology/engine/card';
import type { CivilDate } from '@cardology/engine/dates';
import type { PeriodKind } from '@cardology/engine/day-cards';
import type { Planet } from '@cardology/engine/positions';
import { PLANETS } from '@cardology/engine/positions';
import { httpError } from '../../http/errors.js';

/** What GET /api/journal keeps, once read: every part optional, all of them combined. */
export type JournalFilter = {
  readonly planet?: Planet;
  readonly card?: Card;
  /** With a kind: the period of that kind containing `on`; without: the day `on` alone. */
  readonly on?: { readonly day: CivilDate; readonly kind?: PeriodKind };
  /** Search text, trimmed; absent when empty. */
  readonly q?: string;
};

const KINDS: readonly string[] = ['planetary', 'seven-week', 'weekly'];
/** '7H', '10d', 'QS', 'ah': a rank and a suit's letter, as a URL typed by hand spells a card. */
const LETTER_FORM = /^(10|[2-9AJQK1])([HCDS])$/i;

const invalid = () => httpError(400, 'JOURNAL_FILTER_INVALID');

/** A card as the filter accepts it: the symbol ('7♥', '10♦'), a name ('seven of hearts'), '7H', 'Joker'. */
function filterCard(text: string): Card {
  const letters = LETTER_FORM.exec(text.trim());
  const spelled = letters
    ? `${letters[1]}${JOURNAL_CARD_LETTERS[(letters[2] as string).toUpperCase() as keyof typeof JOURNAL_CARD_LETTERS]}`
    : text;
  const card = parseCard(spelled);
  if (!card.ok) throw invalid();
  return card.value;
}

function filterPlanet(text: string): Planet {
  const wanted = text.trim().toLowerCase();
  const found = PLANETS.find((planet) => planet.toLowerCase() === wanted);
  if (!found) throw invalid();
  return found;
}

/** A day in the computable years (a year outside them says so; any other mistake is the filter's). */
function filterDay(text: string): CivilDate {
  const read = readIsoDate(text, 'JOURNAL_FILTER_INVALID');
  if (!read.ok) throw httpError(400, read.error);
  return read.value;
}

function filterQuery(text: string): string | undefined {
  const q = text.trim();
  if ([...q].length > JOURNAL_QUERY_MAX) throw httpError(400, 'JOURNAL_QUERY_TOO_LONG');
  return q === '' ? undefined : q;
}

/**
 * Reads the list's query string; an unknown planet, card, period kind or date is 400 JOURNAL_FILTER_INVALID,
 * a day outside the years 1–9999 DATE_OUT_OF_RANGE.
 */
export function journalFilter(query: JournalListQuery): JournalFilter {
  const { planet, card, period, on } = query;
  const q = query.q === undefined ? undefined : filterQuery(query.q);
  if (period !== undefined && !KINDS.includes(period)) throw invalid();
  // A period names the one containing a day: without the day it names none.
  if (period !== undefined && on === undefined) throw invalid();
  return {
    ...(planet !== undefined && { planet: filterPlanet(planet) }),
    ...(card !== undefined && { card: filterCard(card) }),
    ...(on !== undefined && {
      on: { day: filterDay(on), ...(period !== undefined && { kind: period as PeriodKind }) },
    }),
    ...(q !== undefined && { q }),
  };
}
