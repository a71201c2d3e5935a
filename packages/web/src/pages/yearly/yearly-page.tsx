import { useTranslation } from 'react-i18next';
import { InYourCardsSection } from '../../features/in-your-cards';
import { ReadingActions, ReadingHeader } from '../../features/readings';
import { AgeStepper } from './age-stepper';
import { useYearlyReadingPage } from './use-yearly-reading-page';
import { YearlyBody } from './yearly-body';

export { CANNOT_RETRY, MISSING_AGE_TOAST, RETRY_FAILED } from './use-yearly-reading-page';

export function YearlyPage() {
  const state = useYearlyReadingPage();
  const { t } = useTranslation();
  const { person, age, joker, missing, input, query, loaded, busy } = state;
  return (
    <>
      <ReadingHeader
        reading={t('readings.yearly.title')}
        person={person}
        subtitle={t('readings.yearly.subtitle')}
        action={
          input !== null && !query.isError && person ? (
            <ReadingActions
              buildHandOff={state.buildHandOff}
              share={{ kind: 'reading', type: 'yearly', age: age ?? undefined }}
              personId={person.id}
              title={t('readings.yearly.title')}
              disabled={!loaded || busy}
            />
          ) : null
        }
      />
      {person && !joker && !missing && age !== null ? <AgeStepper state={state} age={age} /> : null}
      <YearlyBody state={state} />
      <InYourCardsSection scope="yearly" className="mt-10" />
    </>
  );
}
