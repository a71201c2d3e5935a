import type { MessageKey } from '@cardology/contract/messages/en';
import type { ShareReadingType } from '@cardology/contract/share';
import type { DateRange } from '@cardology/contract/wire';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractText } from '../../../i18n/use-contract-text';
import type { SelectedPerson } from '../../people/reading-profile';
import type { AiSpreadType } from '../ai-hand-off';
import type { PeriodReadingInput } from '../reading-request';
import type { ReadingView } from '../reading-view';
import { usePeriodReading } from '../use-period-reading';
import { PeriodFactsLine } from './period-facts-line';
import { PeriodReadingBody } from './period-reading-body';
import { ReadingActions } from './reading-actions';
import { ReadingHeader } from './reading-header';
import { ReadingStepper } from './reading-stepper';

/** Where a period reading stands, read from its answer. */
export interface PeriodFacts {
  dates: Partial<DateRange> | null | undefined;
  age: number | null | undefined;
  /** Anything else worth a line under the dates (the 7-year rulers). */
  extra?: ReactNode;
}

/** A period page's words in the language shown (the reading catalog, i18n/locales/<language>/readings.ts). */
export interface PeriodTexts {
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
export interface PeriodReadingConfig<T> {
  /** Its words, read from the catalog at render so a change of language shows at once. */
  texts: (t: TFunction) => PeriodTexts;
  spreadType: AiSpreadType;
  /** The share API's name of this reading. */
  shareType: ShareReadingType;
  /** Offset change per click: 1 period, or 7 years. */
  step: number;
  /** TRY_CURRENT_WEEK / TRY_CURRENT_PERIOD. */
  resetLabel: MessageKey;
  /** Whether a step back or forward can still be read (the server refuses before birth or past 120). */
  canStep?: (person: SelectedPerson, offset: number, direction: -1 | 1) => boolean;
  useReading: (input: PeriodReadingInput | null) => UseQueryResult<T | null, Error>;
  toView: (reading: T | null | undefined) => ReadingView | null;
  facts: (reading: T) => PeriodFacts;
}

/**
 * A weekly, 7-week or 7-year reading page: previous/next move the offset by `step`, the reset returns
 * to the current period, and the page shows one of the product's states (§2): loading, loaded, error or
 * empty, no person selected (plus the Joker's own notice).
 */
export function PeriodReading<T>({ config }: { config: PeriodReadingConfig<T> }) {
  const state = usePeriodReading(config);
  const { t } = useTranslation();
  const contract = useContractText();
  const texts = config.texts(t);
  const { person, offset, setOffset, complete, joker, input, query, loaded, busy, failed } = state;

  const step = (direction: -1 | 1) => ({
    label: direction < 0 ? texts.previousStep : texts.nextStep,
    onClick: () => setOffset(offset + direction * config.step),
    disabled:
      query.isFetching ||
      (person !== null && config.canStep ? !config.canStep(person, offset, direction) : false),
  });

  return (
    <>
      <ReadingHeader
        reading={texts.reading}
        person={person}
        subtitle={texts.subtitle}
        action={
          input !== null && !failed && person ? (
            <ReadingActions
              buildHandOff={state.buildHandOff}
              share={{
                kind: 'reading',
                type: config.shareType,
                age: person.age ?? undefined,
                dateOffset: offset,
              }}
              personId={person.id}
              title={texts.reading}
              disabled={!loaded || busy}
            />
          ) : null
        }
      />
      {complete && !joker ? (
        <ReadingStepper
          name={texts.unit}
          previous={step(-1)}
          next={step(1)}
          reset={
            offset !== 0 && !failed
              ? { label: contract(config.resetLabel), onClick: () => setOffset(0) }
              : null
          }
        >
          <h2 className="text-xl font-semibold sm:text-2xl">{texts.describeOffset(offset)}</h2>
          <PeriodFactsLine facts={state.facts} busy={busy} />
        </ReadingStepper>
      ) : null}
      <PeriodReadingBody config={config} state={state} />
    </>
  );
}
