// The shape of a period page's configuration, apart from the component that renders it: the component, its body,
// its facts line and its hook all name these types, and none of them has to import another back (no cycle).
import type { MessageKey } from '@cardology/contract/messages/en';
import type { DateRange } from '@cardology/contract/wire';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { SelectedPerson } from '../../people/reading-profile';
import type { AiSpreadType } from '../ai-hand-off';
import type { PeriodReadingKind, PeriodReadings } from '../api/get-period-reading';

/** Where a period reading stands, read from its answer. */
export interface PeriodFacts {
  dates: Partial<DateRange> | null | undefined;
  age: number | null | undefined;
  /** Anything else worth a line under the dates (the 7-year rulers). */
  extra?: ReactNode;
}

/** A period page's words in the language shown (the reading catalog, i18n/locales/<language>/readings.ts). */
interface PeriodTexts {
  /** 'Weekly Reading' … */
  reading: string;
  /** 'weekly reading', as it reads inside a sentence. */
  inSentence: string;
  subtitle: string;
  /** Names the stepper group: 'Week'. */
  unit: string;
  /** The stepper buttons' accessible names: 'Previous week', 'Next week'. */
  previousStep: string;
  nextStep: string;
  /** 'This week', '2 weeks ahead' … */
  describeOffset: (offset: number) => string;
  /** docs/product.md §8: WEEKLY_READING_EMPTY … (a contract message is translated by the contract). */
  emptyText: string;
  /** WEEKLY_READING_FAILED …, the line above the error's own words. */
  errorFallback: string;
}

/** What distinguishes the weekly, 7-week and 7-year pages; the states and layout are shared. */
export interface PeriodReadingConfig<K extends PeriodReadingKind> {
  /** Which reading: its request, its query key, its layout's fields and the share picture's name. */
  kind: K;
  /** Its words, read from the catalog at render so a change of language shows at once. */
  texts: (t: TFunction) => PeriodTexts;
  spreadType: AiSpreadType;
  /** Offset change per click: 1 period, or 7 years. */
  step: number;
  /** TRY_CURRENT_WEEK / TRY_CURRENT_PERIOD. */
  resetLabel: MessageKey;
  /** Whether a step back or forward can still be read (the server refuses before birth or past 120). */
  canStep?: (person: SelectedPerson, offset: number, direction: -1 | 1) => boolean;
  facts: (reading: PeriodReadings[K]) => PeriodFacts;
}
