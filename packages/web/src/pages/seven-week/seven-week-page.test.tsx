import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { nobodySaved } from '../../features/in-your-cards/test-in-your-cards';
import { answering, sevenWeekFor } from '../../features/readings/test-readings';
import { aUser, type MockReply, mockApi, pending, signedInAs } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { renderWithPersonSwitch } from '../../test/render-with-person-switch';
// Imported here so the lazy route finds the module compiled (and for the person-switch test).
import { SevenWeekPage } from './seven-week-page';

const ada = aUser({ isPremium: true, birthdate: '05/17/1990', age: 36 });
const readingOf = answering((body) => sevenWeekFor(body.birthdate, body.date_offset ?? 0));

function openSevenWeek(reply: MockReply = readingOf, user = ada) {
  const api = mockApi({
    'GET /api/me': signedInAs(user),
    'GET /api/in-your-cards': nobodySaved,
    'POST /api/seven-week-spread': reply,
  });
  const view = renderApp('/seven-week');
  return { ...view, api, events: userEvent.setup() };
}

const offsets = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls
    .filter(([input]) => String(input) === '/api/seven-week-spread')
    .map(([, init]) => (JSON.parse(String(init?.body)) as { date_offset?: number }).date_offset);

// ByText, not ByRole: role queries walk the whole accessibility tree of a large page.
const loaded = () => screen.findByText('Sun, Displacing & Environment');

// A reading is ~25 drawn cards: on a loaded two-core machine jsdom needs more than the default 4 s.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => localStorage.clear());

describe('7-week page', { timeout: 45_000 }, () => {
  it('shows skeletons while the reading loads', async () => {
    openSevenWeek(pending);
    expect(
      await screen.findByRole('heading', { level: 1, name: '7-Week Reading for Ada Lovelace' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Loading the reading…')).toBeInTheDocument();
  });

  it('reads the current period with its dates and age', async () => {
    openSevenWeek();
    await loaded();
    const expected = sevenWeekFor('05/17/1990');
    const stepper = screen.getByRole('region', { name: 'Period' });
    expect(stepper).toHaveTextContent('This period');
    expect(within(stepper).getByTestId('period-dates')).toHaveTextContent(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4} – [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    );
    expect(stepper).toHaveTextContent(`Age ${expected.seven_week_age}`);
    expect(screen.getAllByText('Get AI Interpretation')).toHaveLength(2);
  });

  it('moves one period per click and Try Current Period returns to it', async () => {
    const { api, events } = openSevenWeek();
    await loaded();
    await events.click(screen.getByLabelText('Next period'));
    expect(await screen.findByText('Next period')).toBeInTheDocument();
    await loaded();
    await events.click(screen.getByLabelText('Next period'));
    expect(await screen.findByText('2 periods ahead')).toBeInTheDocument();
    await loaded();
    await events.click(screen.getByText('Try Current Period'));
    expect(await screen.findByText('This period')).toBeInTheDocument();
    await events.click(screen.getByLabelText('Previous period'));
    await loaded();
    expect(screen.getByRole('region', { name: 'Period' })).toHaveTextContent('Previous period');
    expect(offsets(api)).toEqual([0, 1, 2, -1]);
  });

  it("shows the error's message, or the product's fallback, with a way back", async () => {
    openSevenWeek({ status: 404, body: {} });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load 7-week spread');
    expect(screen.getByText('Try Current Period')).toBeInTheDocument();
    expect(screen.getByText('Retry')).toBeInTheDocument();
  });

  it('says so when the answer is empty', async () => {
    openSevenWeek({ status: 200, body: null });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load seven-week reading data');
  });

  it('asks for a person with a birthdate', async () => {
    const { api } = openSevenWeek(readingOf, aUser({ isPremium: true, birthdate: null, age: null }));
    expect(
      await screen.findByText('Please select a person with complete birthdate information.'),
    ).toBeInTheDocument();
    expect(offsets(api)).toEqual([]);
  });

  it('explains the Joker', async () => {
    openSevenWeek(readingOf, aUser({ isPremium: true, birthdate: '12/31/2001', age: 24 }));
    expect(
      await screen.findByRole('heading', { name: 'The Joker plays by its own rules' }),
    ).toBeInTheDocument();
  });
});

describe('7-week page, choosing another person', { timeout: 45_000 }, () => {
  it('starts from the current period for each person chosen, also on coming back', async () => {
    mockApi({
      'GET /api/me': signedInAs(ada),
      'GET /api/in-your-cards': nobodySaved,
      'POST /api/seven-week-spread': readingOf,
    });
    renderWithPersonSwitch('/seven-week', <SevenWeekPage />);
    const events = userEvent.setup();
    await loaded();
    await events.click(screen.getByLabelText('Next period'));
    expect(await screen.findByText('Next period')).toBeInTheDocument();
    await loaded();

    await events.click(screen.getByText('Choose Grace'));
    expect(await screen.findByText('This period')).toBeInTheDocument();
    await loaded();
    await events.click(screen.getByText('Choose myself'));
    expect(await screen.findByText('This period')).toBeInTheDocument();
    expect(screen.queryByText('Next period')).toBeNull();
  });
});
