import { JOKER_ERROR } from '@cardology/engine/readings/errors';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { nobodySaved } from '../../features/in-your-cards/test-in-your-cards';
import type { AiHandOff } from '../../features/readings/ai-hand-off';
import { answering, weeklyFor } from '../../features/readings/test-readings';
import { aUser, type MockReply, mockApi, pending, signedInAs } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { renderWithPersonSwitch } from '../../test/render-with-person-switch';
// Imported here so the lazy route finds the module compiled (and for the person-switch test).
import { WeeklyPage } from './weekly-page';

const ada = aUser({ isPremium: true, birthdate: '05/17/1990', age: 36 });
const readingOf = answering((body) => weeklyFor(body.birthdate, body.date_offset ?? 0));

function openWeekly(reply: MockReply = readingOf, user = ada) {
  const api = mockApi({
    'GET /api/me': signedInAs(user),
    'GET /api/in-your-cards': nobodySaved,
    'POST /api/weekly-spread': reply,
  });
  const view = renderApp('/weekly');
  return { ...view, api, events: userEvent.setup() };
}

const offsets = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls
    .filter(([input]) => String(input) === '/api/weekly-spread')
    .map(([, init]) => (JSON.parse(String(init?.body)) as { date_offset?: number }).date_offset);

// ByText, not ByRole: role queries walk the whole accessibility tree of a large page.
const loaded = () => screen.findByText('Sun, Displacing & Environment');

// A reading is ~25 drawn cards: on a loaded two-core machine jsdom needs more than the default 4 s.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => localStorage.clear());

describe('weekly page', { timeout: 45_000 }, () => {
  it('shows skeletons while the reading loads', async () => {
    openWeekly(pending);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Weekly Reading for Ada Lovelace' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Loading the reading…')).toBeInTheDocument();
    expect(screen.getByLabelText('Previous week')).toBeDisabled();
    expect(screen.getByLabelText('Next week')).toBeDisabled();
  });

  it("reads this week first, with the week's dates and age", async () => {
    const { api } = openWeekly();
    await loaded();
    const expected = weeklyFor('05/17/1990');
    const body = JSON.parse(
      String(api.mock.calls.find(([i]) => String(i) === '/api/weekly-spread')?.[1]?.body),
    );
    expect(body).toEqual({ birthdate: '05/17/1990', age: 36, date_offset: 0 });
    const stepper = screen.getByRole('region', { name: 'Week' });
    expect(stepper).toHaveTextContent('This week');
    expect(within(stepper).getByTestId('period-dates')).toHaveTextContent('Nov 19, 2026 – Nov 25, 2026');
    expect(stepper).toHaveTextContent(`Age ${expected.weekly_age}`);
    expect(screen.queryByText('Try Current Week')).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Direct Cards: Mercury to Neptune' })).getAllByRole('link', {
        name: /of/,
      }),
    ).toHaveLength(7);
  });

  it('moves one week per click and Try Current Week comes back to this week', async () => {
    const { api, events } = openWeekly();
    await loaded();
    await events.click(screen.getByLabelText('Next week'));
    expect(await screen.findByText('Next week')).toBeInTheDocument();
    await loaded();
    expect(screen.getByTestId('period-dates')).toHaveTextContent('Nov 26, 2026 – Dec 2, 2026');
    await events.click(screen.getByLabelText('Previous week'));
    await loaded();
    await events.click(screen.getByLabelText('Previous week'));
    expect(await screen.findByText('Last week')).toBeInTheDocument();
    await loaded();
    await events.click(screen.getByText('Try Current Week'));
    expect(await screen.findByText('This week')).toBeInTheDocument();
    expect(screen.queryByText('Try Current Week')).toBeNull();
    // Offset 0 was already cached: the reset asks for nothing new.
    expect(offsets(api)).toEqual([0, 1, -1]);
  });

  it("shows the server's message with Retry and Try Current Week", async () => {
    const { events } = openWeekly({ status: 400, body: { error: 'Period starts before the birthdate' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Period starts before the birthdate');
    expect(screen.getByText('Retry')).toBeInTheDocument();
    await events.click(screen.getByText('Try Current Week'));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it("falls back to the product's words when the server gives none", async () => {
    openWeekly({ status: 500, body: {} });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Failed to load weekly spread',
    );
  });

  it('says so when the answer is empty', async () => {
    openWeekly({ status: 200, body: {} });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load weekly reading data');
    expect(screen.getByText('Try Current Week')).toBeInTheDocument();
  });

  it('asks for a person with a birthdate, and requests nothing', async () => {
    const { api } = openWeekly(readingOf, aUser({ isPremium: true, birthdate: null, age: null }));
    expect(
      await screen.findByText('Please select a person with complete birthdate information.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Select a Person')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Week' })).toBeNull();
    expect(offsets(api)).toEqual([]);
  });

  it('explains the Joker instead of failing', async () => {
    const { api } = openWeekly(readingOf, aUser({ isPremium: true, birthdate: '12/31/1990', age: 35 }));
    expect(
      await screen.findByRole('heading', { name: 'The Joker plays by its own rules' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/there is no weekly reading to lay out/)).toBeInTheDocument();
    expect(offsets(api)).toEqual([]);
  });

  it("answers the server's Joker refusal kindly", async () => {
    openWeekly({ status: 400, body: { error: JOKER_ERROR } });
    expect(
      await screen.findByRole('heading', { name: 'The Joker plays by its own rules' }),
    ).toBeInTheDocument();
  });

  it('hands the weekly reading to the AI page', async () => {
    const { router, events } = openWeekly();
    await loaded();
    await events.click(screen.getAllByText('Get AI Interpretation')[1] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ai-reading'));
    const state = router.state.location.state as AiHandOff;
    const expected = weeklyFor('05/17/1990');
    expect(state.spreadType).toBe('weekly');
    expect(state.spreadData.spreadCards.map((card) => card.card)).toEqual(expected.weekly_spread);
    expect(state.spreadData.displacingCard.card).toBe(expected.weekly_displacing_card.symbol);
    expect(state.readingRequest).toEqual({ birthdate: '05/17/1990', age: 36, date_offset: 0 });
  });
});

describe('weekly page, choosing another person', { timeout: 45_000 }, () => {
  it('starts from the current period for each person chosen, also on coming back', async () => {
    mockApi({
      'GET /api/me': signedInAs(ada),
      'GET /api/in-your-cards': nobodySaved,
      'POST /api/weekly-spread': readingOf,
    });
    renderWithPersonSwitch('/weekly', <WeeklyPage />);
    const events = userEvent.setup();
    await loaded();
    await events.click(screen.getByLabelText('Next week'));
    expect(await screen.findByText('Next week')).toBeInTheDocument();
    await loaded();

    await events.click(screen.getByText('Choose Grace'));
    expect(await screen.findByText('This week')).toBeInTheDocument();
    await loaded();
    await events.click(screen.getByText('Choose myself'));
    expect(await screen.findByText('This week')).toBeInTheDocument();
    expect(screen.queryByText('Next week')).toBeNull();
  });
});
