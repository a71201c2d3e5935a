import type { CivilDate } from '@cardology/engine/dates';
import { isoDateOfUtc } from '@cardology/engine/dates';

/** "Today" for the server: the UTC calendar date of its (injected) clock, so tests can fix it. */
export function today(clock: () => Date): CivilDate {
  return isoDateOfUtc(clock().getTime());
}
