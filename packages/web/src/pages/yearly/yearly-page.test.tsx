import { JOKER_ERROR } from '@cardology/engine/readings/errors';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { nobodySaved } from '../../features/in-your-cards/test-in-your-cards';
import { ageToday } from '../../features/people/reading-profile';
import type { AiHandOff } from '../../features/readings/ai-hand-off';
import { answering, yearlyFor } from '../../features/readings/test-readings';
import { aUser, type MockReply, mockApi, pending, sentBody, signedInAs } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { GRACE, renderWithPersonSwitch } from '../../test/render-with-person-switch';
import { YearlyPage } from './yearly-page';

const ada = aUser({ isPremium: true, birthdate: '05/17/1990', age: 35 });
const readingOf = answering((body) => yearlyFor(body.birthdate, body.age ?? 0));

function openYearly(cardReading: MockReply = readingOf, user = ada) {
  const api = mockApi({
    'GET /api/me': signedInAs(user),
    'GET /api/in-your-cards': nobodySaved,
    'POST /api/card-reading': cardReading,
  });
  const view = renderApp('/yearly');
  return { ...view, api, events: userEvent.setup() };
}

const readingCalls = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls
    .filter(([input]) => String(input) === '/api/card-reading')
    .map(([, init]) => JSON.parse(String(init?.body)) as { birthdate: string; age: number });

// A reading is ~25 drawn cards: on a loaded two-core machine jsdom needs more than the default 4 s.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => localStorage.clear());

describe('yearly page', { timeout: 45_000 }, () => {
  it('shows skeletons and disables both steppers while the reading loads', async () => {
    openYearly(pending);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Yearly Reading for Ada Lovelace' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Loading the reading…')).toBeInTheDocument();
    expect(screen.getByText('Age 35')).toBeInTheDocument();
    expect(screen.getByLabelText('Previous age')).toBeDisabled();
    expect(screen.getByLabelText('Next age')).toBeDisabled();
    // The button keeps its place in the header, unusable until there is a reading to hand off.
    expect(screen.getByRole('button', { name: 'Get AI Interpretation' })).toBeDisabled();
  });

  it('keeps the previous age on show, dimmed and busy, while the next one loads', async () => {
    // Age 36 never answers; every other age reads as the server would.
    const { events } = openYearly((body) => ((body as { age: number }).age === 36 ? pending : readingOf));
    const reading = (await screen.findByText('Sun, Displacing & Environment')).closest('[aria-busy]');
    expect(reading).toHaveAttribute('aria-busy', 'false');
    const sunAt35 = screen.getAllByText(/./, { selector: '[data-slot="card-label"]' })[0]?.parentElement;
    const sunName = sunAt35?.querySelector('[aria-label]')?.getAttribute('aria-label');
    expect(sunName).toBeTruthy();

    await events.click(screen.getByLabelText('Next age'));
    await screen.findByText('Age 36');
    // Still the age-35 reading, not skeletons, marked busy; both AI buttons stay, disabled.
    expect(screen.queryByText('Loading the reading…')).toBeNull();
    expect(screen.getByText('Sun, Displacing & Environment').closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const firstCard = screen.getAllByText(/./, { selector: '[data-slot="card-label"]' })[0]?.parentElement;
    expect(firstCard?.querySelector('[aria-label]')?.getAttribute('aria-label')).toBe(sunName);
    const aiButtons = screen.getAllByRole('button', { name: 'Get AI Interpretation' });
    expect(aiButtons).toHaveLength(2);
    for (const button of aiButtons) expect(button).toBeDisabled();
  });

  it("lays out the person's reading at their age: rows, labels, periods and glossary links", async () => {
    const { api } = openYearly();
    const top = (await screen.findByText('Sun, Displacing & Environment')).closest('section') as HTMLElement;
    expect(sentBody(api, 'POST', '/api/card-reading')).toEqual({ birthdate: '05/17/1990', age: 35 });
    const expected = yearlyFor('05/17/1990', 35);

    const labels = (name: string) =>
      within(screen.getByRole('region', { name }))
        .getAllByText(/./, { selector: '[data-slot="card-label"]' })
        .map((label) => label.textContent);
    expect(labels('Sun, Displacing & Environment')).toEqual(['Sun', 'Disp', 'Env']);
    expect(labels('Direct Cards: Mercury to Neptune')).toEqual([
      'Mercury',
      'Venus',
      'Mars',
      'Jupiter',
      'Saturn',
      'Uranus',
      'Neptune',
    ]);
    expect(labels('Remaining Cards: Pluto to Earth/X')).toEqual([
      'Pluto',
      'Reward',
      'Peak',
      'Moon',
      'Earth/X',
    ]);

    // The Sun card with its title, description and keywords, linked to its glossary page.
    expect(within(top).getByRole('link', { name: 'Two of Diamonds' })).toHaveAttribute(
      'href',
      `/glossary/${encodeURIComponent('2♦')}`,
    );
    expect(within(top).getByText(expected.birth_card.title)).toBeInTheDocument();
    expect(within(top).getByText(expected.birth_card.description)).toBeInTheDocument();
    expect(within(top).getAllByRole('list', { name: 'Keywords' })).toHaveLength(3);

    // The direct cards are spread items 2–8, each with the description of its own place.
    const direct = screen.getByRole('region', { name: 'Direct Cards: Mercury to Neptune' });
    expect(within(direct).getByText(expected.yearly_descriptions[1]?.description ?? '')).toBeInTheDocument();

    const periods = screen.getByRole('region', { name: 'Planetary Periods' });
    expect(periods).toHaveTextContent(`Planetary year ruler: ${expected.planetary_year_ruler}`);
    const tiles = within(periods).getAllByRole('listitem');
    expect(tiles).toHaveLength(7);
    expect(tiles[0]).toHaveTextContent('MercuryMay 17, 2025 – Jul 7, 2025');
    expect(tiles[6]).toHaveTextContent('NeptuneMar 25, 2026 – May 16, 2026');
    expect(screen.getByRole('region', { name: 'Age' })).toHaveTextContent(
      'Age 35May 17, 2025 – May 16, 2026',
    );
    expect(screen.getAllByText('Get AI Interpretation')).toHaveLength(2);
  });

  it('keeps the vertical spread folded until asked', async () => {
    const { events } = openYearly();
    const trigger = await screen.findByRole('button', { name: /Vertical Spread/ });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await events.click(trigger);
    const vertical = await screen.findByRole('region', { name: 'Mercury to Neptune, top to bottom' });
    expect(
      within(vertical)
        .getAllByText(/./, { selector: '[data-slot="card-label"]' })
        .map((label) => label.textContent),
    ).toEqual(['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune']);
  });

  it('steps the age forward and back, and stops at age 0', async () => {
    const { api, events } = openYearly(
      readingOf,
      aUser({ isPremium: true, birthdate: '01/02/2025', age: 1 }),
    );
    await screen.findByText('Sun, Displacing & Environment');
    await events.click(screen.getByLabelText('Next age'));
    await screen.findByText('Age 2');
    await screen.findByText('Sun, Displacing & Environment');
    await events.click(screen.getByLabelText('Previous age'));
    await events.click(await screen.findByLabelText('Previous age'));
    await screen.findByText('Age 0');
    await screen.findByText('Sun, Displacing & Environment');
    expect(screen.getByLabelText('Previous age')).toBeDisabled();
    expect(screen.getByLabelText('Next age')).toBeEnabled();
    expect(readingCalls(api).map((body) => body.age)).toEqual([1, 2, 0]);
  });

  it('stops at age 120, the oldest the API reads', async () => {
    openYearly(readingOf, aUser({ isPremium: true, birthdate: '01/02/1906', age: 120 }));
    await screen.findByText('Sun, Displacing & Environment');
    expect(screen.getByLabelText('Next age')).toBeDisabled();
    expect(screen.getByLabelText('Previous age')).toBeEnabled();
  });

  it('says who and which age failed, and Retry asks again', async () => {
    let calls = 0;
    const { events } = openYearly(() => {
      calls += 1;
      return calls === 1
        ? { status: 400, body: { error: 'Age must be an integer from 0 to 120' } }
        : { status: 200, body: yearlyFor('05/17/1990', 35) };
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load your reading. Please try again.');
    expect(alert).toHaveTextContent('Ada Lovelace at age 35');
    expect(alert).toHaveTextContent('Age must be an integer from 0 to 120');
    await events.click(screen.getByText('Retry'));
    expect(await screen.findByRole('region', { name: 'Sun, Displacing & Environment' })).toBeInTheDocument();
  });

  it("says 'Retry failed.' when the retry fails too, and falls back to the product's words", async () => {
    const { events } = openYearly({ status: 400, body: {} });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load card reading');
    await events.click(screen.getByText('Retry'));
    expect(await screen.findByText('Retry failed.')).toBeInTheDocument();
  });

  it('treats an empty answer as a failed reading', async () => {
    openYearly({ status: 200, body: null });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load your reading. Please try again.',
    );
  });

  it('asks for nothing when the person has no birthdate or age, and says so', async () => {
    const { api } = openYearly(readingOf, aUser({ isPremium: true, birthdate: null, age: null }));
    expect(
      await screen.findByText(
        "Selected profile 'Ada Lovelace' is missing age information. Cannot load reading.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Age is missing for the selected profile.')).toBeInTheDocument();
    expect(await screen.findByText('Missing birthdate or age information')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your birthdate' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByLabelText('Previous age')).toBeNull();
    expect(readingCalls(api)).toEqual([]);
  });

  it('explains the Joker to a person born on December 31, without asking the server', async () => {
    const { api } = openYearly(readingOf, aUser({ isPremium: true, birthdate: '12/31/1990', age: 35 }));
    expect(
      await screen.findByRole('heading', { name: 'The Joker plays by its own rules' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Ada Lovelace was born on December 31/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Joker' })).toBeInTheDocument();
    expect(readingCalls(api)).toEqual([]);
  });

  it("answers the server's Joker refusal with the same kind notice", async () => {
    openYearly({ status: 400, body: { error: JOKER_ERROR } });
    expect(
      await screen.findByRole('heading', { name: 'The Joker plays by its own rules' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('hands the loaded reading to /ai-reading as navigation state', async () => {
    const { router, events } = openYearly();
    await screen.findByText('Sun, Displacing & Environment');
    await events.click(screen.getAllByText('Get AI Interpretation')[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ai-reading'));
    const state = router.state.location.state as AiHandOff;
    const expected = yearlyFor('05/17/1990', 35);
    expect(state.spreadType).toBe('yearly');
    expect(state.currentReadingProfile).toEqual({ name: 'Ada Lovelace', birthdate: '05/17/1990' });
    expect(state.spreadData.spreadCards).toHaveLength(13);
    expect(state.spreadData.spreadCards[0]).toEqual({
      card: expected.yearly_spread[0],
      description: expected.yearly_descriptions[0]?.description,
      keywords: expected.yearly_descriptions[0]?.Keywords.join(', '),
      label: 'Sun',
    });
    expect(state.spreadData.spreadCards.map((card) => card.label).at(-1)).toBe('Earth/X');
    expect(state.spreadData.displacingCard).toEqual({
      card: expected.displacing_card.symbol,
      description: expected.displacing_card.description,
      keywords: expected.displacing_card.Keywords.join(', '),
      label: 'Displacement',
    });
    expect(state.readingRequest).toEqual({ birthdate: '05/17/1990', age: 35 });
  });

  it('refuses the hand-off of a reading without 13 cards', async () => {
    const short = yearlyFor('05/17/1990', 35);
    const { router, events } = openYearly({
      status: 200,
      body: { ...short, yearly_descriptions: short.yearly_descriptions.slice(0, 12) },
    });
    await screen.findByText('Sun, Displacing & Environment');
    await events.click(screen.getAllByText('Get AI Interpretation')[1] as HTMLElement);
    expect(
      await screen.findByText('AI interpretation requires a full 13-card spread for planetary alignment.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/yearly');
  });
});

describe('yearly page, a failure without words of its own', { timeout: 45_000 }, () => {
  it("shows the product's fallbacks, never the bare HTTP status text", async () => {
    openYearly({ status: 500, statusText: 'Internal Server Error', body: {} });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Failed to load your reading. Please try again.');
    expect(alert).toHaveTextContent('Failed to load card reading');
    expect(alert).not.toHaveTextContent('Internal Server Error');
  });
});

describe('yearly page, choosing another person', { timeout: 45_000 }, () => {
  it("starts again from the new person's age, and from one's own age on coming back", async () => {
    const api = mockApi({
      'GET /api/me': signedInAs(ada),
      'GET /api/in-your-cards': nobodySaved,
      'POST /api/card-reading': readingOf,
    });
    renderWithPersonSwitch('/yearly', <YearlyPage />);
    const events = userEvent.setup();
    await screen.findByText('Sun, Displacing & Environment');
    await events.click(screen.getByLabelText('Next age'));
    await events.click(await screen.findByLabelText('Next age'));
    await screen.findByText('Age 37');

    await events.click(screen.getByText('Choose Grace'));
    const graceAge = ageToday(GRACE.birthdate) ?? -1;
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Yearly Reading for Grace' }),
    ).toBeInTheDocument();
    expect(screen.getByText(`Age ${graceAge}`)).toBeInTheDocument();
    await waitFor(() => expect(readingCalls(api).at(-1)).toEqual({ birthdate: '03/04/2000', age: graceAge }));

    await events.click(screen.getByText('Choose myself'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Yearly Reading for Ada Lovelace' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Age 35')).toBeInTheDocument();
    expect(screen.queryByText('Age 37')).toBeNull();
    // Age 35 was read first and is still cached: coming back asks for nothing, and never for age 37 again.
    await screen.findByText('Sun, Displacing & Environment');
    expect(readingCalls(api).filter((body) => body.age === 37)).toHaveLength(1);
  });
});
