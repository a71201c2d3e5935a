import type { CivilDate, IsoDate } from '@cardology/engine/dates';
import { isoDateOfUtc, parseIsoDate } from '@cardology/engine/dates';

/**
 * "Today" by the server's (injected) clock in UTC. Only for what has no reader's day at hand: anything a
 * reader sees takes the reader's date (lib/reader-day.ts, docs/decisions/036-the-readers-today.md).
 */
export function today(clock: () => Date): CivilDate {
  return isoDateOfUtc(clock().getTime());
}

/** One formatter per zone: building one costs far more than formatting. Bounded by the number of IANA zones (~600). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD; the parts are read by type anyway.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/**
 * The ISO date ('YYYY-MM-DD') it is in `zone` at `instant`: localDateIn('Pacific/Auckland', 2026-11-26T23:40Z)
 * is '2026-11-27'. `zone` must be a real IANA zone (contract/time-zone.ts checks it); Intl throws otherwise.
 */
export function localDateIn(zone: string, instant: Date | number): IsoDate {
  const parts = formatterFor(zone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}` as IsoDate;
}

/** localDateIn as the engine's CivilDate. */
export function localDayIn(zone: string, instant: Date | number): CivilDate {
  const parsed = parseIsoDate(localDateIn(zone, instant));
  if (!parsed.ok) throw new Error(`Intl gave no ISO date for zone ${zone}`);
  return parsed.value;
}
