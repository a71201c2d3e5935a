// Issue 32 item 4: where the web shows an age it passes it as i18next's count, so each language takes its plural
// form ("1 año", "1 ano"; never "1 años"): a person's row, a period's facts line, the yearly stepper and the
// yearly page's failure line, at 1, 2, 5 and 21, in English (as before), Spanish and Portuguese.
import type { UseQueryResult } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PersonRow } from '../features/people/components/person-row';
import { PeriodFactsLine } from '../features/readings/components/period-facts-line';
import { AgeStepper } from '../pages/yearly/age-stepper';
import type { YearlyReadingPageState } from '../pages/yearly/use-yearly-reading-page';
import { YearlyBody } from '../pages/yearly/yearly-body';
import { applyLanguage } from './i18n';

/** Per language, at 1, 2, 5 and 21: the age alone (row, stepper), and the failure line's "Ana at age n". */
const SHOWN: Record<'en' | 'es' | 'pt-BR', readonly (readonly [number, string, string])[]> = {
  en: [
    [1, 'Age 1', 'Ana at age 1'],
    [2, 'Age 2', 'Ana at age 2'],
    [5, 'Age 5', 'Ana at age 5'],
    [21, 'Age 21', 'Ana at age 21'],
  ],
  es: [
    [1, '1 año', 'Ana con 1 año'],
    [2, '2 años', 'Ana a los 2 años'],
    [5, '5 años', 'Ana a los 5 años'],
    [21, '21 años', 'Ana a los 21 años'],
  ],
  'pt-BR': [
    [1, '1 ano', 'Ana com 1 ano'],
    [2, '2 anos', 'Ana aos 2 anos'],
    [5, '5 anos', 'Ana aos 5 anos'],
    [21, '21 anos', 'Ana aos 21 anos'],
  ],
};

/** The yearly page's state at `age`, its reading failed (only what the stepper and the body read). */
function failedAt(age: number): YearlyReadingPageState {
  const query = { isError: true, isPending: false, isFetching: false, error: null, data: undefined };
  return {
    person: { id: 'p1', name: 'Ana', birthdate: '05/17/1990', age, isSelf: false },
    age,
    joker: false,
    missing: false,
    query: query as unknown as UseQueryResult,
    view: null,
    loaded: false,
    busy: false,
    setAge: () => {},
    retry: () => {},
  } as unknown as YearlyReadingPageState;
}

afterEach(async () => {
  await act(() => applyLanguage('en'));
});

for (const [language, rows] of Object.entries(SHOWN) as [keyof typeof SHOWN, (typeof SHOWN)['en']][]) {
  describe(`ages in ${language}`, () => {
    for (const [age, ageText, atAgeText] of rows) {
      it(`shows ${ageText} and ${atAgeText}`, async () => {
        await act(() => applyLanguage(language));
        const row = render(
          <PersonRow name="Ana" birthdate="1990-05-17" age={age} selected={false} onSelect={() => {}} />,
        );
        expect(row.getByRole('button')).toHaveTextContent(ageText);
        row.unmount();

        const facts = render(<PeriodFactsLine facts={{ dates: null, age }} busy={false} />);
        expect(facts.container).toHaveTextContent(`· ${ageText}`);
        facts.unmount();

        const state = failedAt(age);
        render(
          <>
            <AgeStepper state={state} age={age} />
            <YearlyBody state={state} />
          </>,
        );
        expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(new RegExp(`^${ageText}$`));
        expect(screen.getByText(atAgeText)).toBeInTheDocument();
      });
    }
  });
}
