import { useTranslation } from 'react-i18next';
import { useContractText } from '../../../i18n/use-contract-text';
import type { PeriodReadingKind } from '../api/get-period-reading';
import { usePeriodReading } from '../use-period-reading';
import { PeriodFactsLine } from './period-facts-line';
import { PeriodReadingBody } from './period-reading-body';
import type { PeriodReadingConfig } from './period-reading-config';
import { ReadingActions } from './reading-actions';
import { ReadingHeader } from './reading-header';
import { ReadingStepper } from './reading-stepper';

// The pages name their config by this module, the one they render.
export type { PeriodReadingConfig };

/**
 * A weekly, 7-week or 7-year reading page: previous/next move the offset by `step`, the reset returns
 * to the current period, and the page shows one of the product's states (§2): loading, loaded, error or
 * empty, no person selected (plus the Joker's own notice).
 */
export function PeriodReading<K extends PeriodReadingKind>({ config }: { config: PeriodReadingConfig<K> }) {
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
                type: config.kind,
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
