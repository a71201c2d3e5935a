import type {
  SevenWeekReading,
  SevenYearReading,
  TodaysCard,
  WeeklyReading,
  YearlyReading,
} from '@cardology/contract/wire';
import { type CivilDate, parseBirthdate, parseIsoDate } from '@cardology/engine/dates';
import { sevenWeekReading } from '@cardology/engine/readings/seven-week';
import { sevenYearReading } from '@cardology/engine/readings/seven-year';
import { weeklyReading } from '@cardology/engine/readings/weekly';
import { yearlyReading } from '@cardology/engine/readings/yearly';
import type { Result } from '@cardology/engine/result';
import { todaysCard } from '@cardology/engine/todays-card';
import type { MockReply } from '../../test/mock-api';

// Test fixtures computed by the real engine, so the pages are tested against the shapes the server serves.

function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

const birth = (text: string): CivilDate => unwrap(parseBirthdate(text));
/** The fixed "today" of the period fixtures. */
const TEST_TODAY = '2026-11-22';
const today = () => unwrap(parseIsoDate(TEST_TODAY));

export const yearlyFor = (birthdate: string, age: number): YearlyReading =>
  unwrap(yearlyReading({ birthdate: birth(birthdate), age }));

export const weeklyFor = (birthdate: string, dateOffset = 0): WeeklyReading =>
  unwrap(weeklyReading({ birthdate: birth(birthdate), date: today(), dateOffset }));

export const sevenWeekFor = (birthdate: string, dateOffset = 0): SevenWeekReading =>
  unwrap(sevenWeekReading({ birthdate: birth(birthdate), date: today(), dateOffset }));

export const sevenYearFor = (birthdate: string, age: number, dateOffset = 0): SevenYearReading =>
  unwrap(sevenYearReading({ birthdate: birth(birthdate), date: today(), age, dateOffset }));

export const todaysCardFor = (isoDate: string): TodaysCard => todaysCard(unwrap(parseIsoDate(isoDate)));

interface ReadingBody {
  birthdate: string;
  age?: number;
  date_offset?: number;
}

/** A mock route answering each request body as the server would. */
export const answering =
  <T>(read: (body: ReadingBody) => T): MockReply =>
  (body) => ({ status: 200, body: read(body as ReadingBody) });
