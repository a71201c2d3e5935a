import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AiHandOff } from '../../features/readings/ai-hand-off';
import { answering, sevenYearFor } from '../../features/readings/test-readings';
import { aUser, type MockReply, mockApi, pending, signedInAs } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { renderWithPersonSwitch } from '../../test/render-with-person-switch';
// Imported here so the lazy route finds the module compiled (and for the person-switch test).
import { SevenYearPage } from './seven-year-page';

const ada = aUser({ isPremium: true, birthdate: '05/17/1990', age: 36 });
const readingOf = answering((body) => sevenYearFor(body.birthdate, body.age ?? 0, body.date_offset ?? 0));

function openSevenYear(reply: MockReply = readingOf, user = ada) {
  const api = mockApi({ 'GET /api/me': signedInAs(user), 'POST /api/seven-year-spread': reply });
  const view = renderApp('/seven-year');
  return { ...view, api, events: userEvent.setup() };
}

const bodies = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls
    .filter(([input]) => String(input) === '/api/seven-year-spread')
    .map(([, init]) => JSON.parse(String(init?.body)) as { age?: number; date_offset?: number });

// ByText, not ByRole: role queries walk the whole accessibility tree of a large page.
const loaded = () => screen.findByText('Sun, Displacing & Environment');

// A reading is ~25 drawn cards: on a loaded two-core machine jsdom needs more than the default 4 s.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => localStorage.clear());

describe('7-year page', { timeout: 45_000 }, () => {
  it('shows skeletons while the reading loads', async () => {
    openSevenYear(pending);
    expect(
      await screen.findByRole('heading', { level: 1, name: '7-Year Reading for Ada Lovelace' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Loading the reading…')).toBeInTheDocument();
  });

  it('reads the current cycle with its dates, age and rulers', async () => {
    openSevenYear();
    await loaded();
    const expected = sevenYearFor('05/17/1990', 36);
    const stepper = screen.getByRole('region', { name: '7 years' });
    expect(stepper).toHaveTextContent('This cycle');
    expect(within(stepper).getByTestId('period-dates')).toHaveTextContent('May 17, 2025 – May 16, 2032');
    expect(stepper).toHaveTextContent('Age 36');
    expect(stepper).toHaveTextContent(`Cycle ruler ${expected.seven_year_cycle_ruler}`);
    expect(stepper).toHaveTextContent(`Year ruler ${expected.planetary_year_ruler}`);
  });

  it('moves seven years per click and Try Current Period returns to the current cycle', async () => {
    const { api, events } = openSevenYear();
    await loaded();
    await events.click(screen.getByLabelText('Next 7 years'));
    expect(await screen.findByText('7 years ahead')).toBeInTheDocument();
    await loaded();
    expect(screen.getByTestId('period-dates')).toHaveTextContent('May 17, 2032 – May 16, 2039');
    await events.click(screen.getByText('Try Current Period'));
    expect(await screen.findByText('This cycle')).toBeInTheDocument();
    await events.click(screen.getByLabelText('Previous 7 years'));
    expect(await screen.findByText('7 years back')).toBeInTheDocument();
    await loaded();
    expect(bodies(api).map((body) => body.date_offset)).toEqual([0, 7, -7]);
    expect(bodies(api).every((body) => body.age === 36)).toBe(true);
  });

  it('cannot step back before birth', async () => {
    openSevenYear(readingOf, aUser({ isPremium: true, birthdate: '01/02/2021', age: 5 }));
    await loaded();
    expect(screen.getByLabelText('Previous 7 years')).toBeDisabled();
    expect(screen.getByLabelText('Next 7 years')).toBeEnabled();
  });

  it("says 'No date range available' when the reading has no dates", async () => {
    const { seven_year_dates: _, ...reading } = sevenYearFor('05/17/1990', 36);
    openSevenYear({ status: 200, body: reading });
    await loaded();
    expect(screen.getByTestId('period-dates')).toHaveTextContent('No date range available');
  });

  it("says 'Incomplete date range' when only one date came", async () => {
    const reading = sevenYearFor('05/17/1990', 36);
    openSevenYear({ status: 200, body: { ...reading, seven_year_dates: { start: '2025-05-17' } } });
    await loaded();
    expect(screen.getByTestId('period-dates')).toHaveTextContent('Incomplete date range');
  });

  it("shows the server's message with Try Current Period", async () => {
    openSevenYear({ status: 400, body: { error: 'Age must be an integer from 0 to 120' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Age must be an integer from 0 to 120');
    expect(screen.getByText('Try Current Period')).toBeInTheDocument();
  });

  it('says so when the answer is empty', async () => {
    openSevenYear({ status: 200, body: {} });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load seven-year reading data');
  });

  it('asks for a person with a birthdate', async () => {
    openSevenYear(readingOf, aUser({ isPremium: true, birthdate: null, age: null }));
    expect(
      await screen.findByText('Please select a person with complete birthdate information.'),
    ).toBeInTheDocument();
  });

  it('hands the reading over as seven-yearly', async () => {
    const { router, events } = openSevenYear();
    await loaded();
    await events.click(screen.getAllByText('Get AI Interpretation')[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ai-reading'));
    expect((router.state.location.state as AiHandOff).spreadType).toBe('seven-yearly');
  });
});

describe('7-year page, a failure without words of its own', { timeout: 45_000 }, () => {
  it("shows the product's fallbacks, never the bare HTTP status text", async () => {
    openSevenYear({ status: 500, statusText: 'Internal Server Error', body: {} });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Failed to load your seven-year reading');
    expect(alert).toHaveTextContent('Failed to load 7-year spread');
    expect(alert).not.toHaveTextContent('Internal Server Error');
  });
});

describe('7-year page, choosing another person', { timeout: 45_000 }, () => {
  it('starts from the current period for each person chosen, also on coming back', async () => {
    mockApi({ 'GET /api/me': signedInAs(ada), 'POST /api/seven-year-spread': readingOf });
    renderWithPersonSwitch('/seven-year', <SevenYearPage />);
    const events = userEvent.setup();
    await loaded();
    await events.click(screen.getByLabelText('Next 7 years'));
    expect(await screen.findByText('7 years ahead')).toBeInTheDocument();
    await loaded();

    await events.click(screen.getByText('Choose Grace'));
    expect(await screen.findByText('This cycle')).toBeInTheDocument();
    await loaded();
    await events.click(screen.getByText('Choose myself'));
    expect(await screen.findByText('This cycle')).toBeInTheDocument();
    expect(screen.queryByText('7 years ahead')).toBeNull();
  });
});
