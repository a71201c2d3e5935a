import {
  IN_YOUR_CARDS_NEEDS_BIRTHDATE,
  JOKER_OUTSIDE_SPREADS,
  NO_PEOPLE_YET,
} from '@cardology/contract/in-your-cards';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { aUser, type MockReply, mockApi, pending, signedInAs } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { inYourCards, jo, maya } from '../test-in-your-cards';
// Imported here so the lazy routes find their modules compiled.
import '../../../pages/home/home-page';
import '../../../pages/weekly/weekly-page';

configure({ asyncUtilTimeout: 10_000 });
beforeEach(() => localStorage.clear());

const ada = aUser({ isPremium: true, birthdate: '05/17/1990', age: 36 });

function open(path: string, reply: MockReply) {
  const api = mockApi({
    'GET /api/me': signedInAs(ada),
    'GET /api/todays-card': pending,
    'POST /api/weekly-spread': pending,
    'GET /api/connections': { status: 200, body: [] },
    'GET /api/in-your-cards': reply,
  });
  renderApp(path);
  return { api, events: userEvent.setup() };
}

const section = (name: string) => screen.findByRole('region', { name });
const today = () => section("Who's in your cards today");

describe("who's in your cards", { timeout: 30_000 }, () => {
  it('shows person-shaped skeletons while it loads', async () => {
    open('/', pending);
    const region = await today();
    expect(within(region).getByText('Loading who is in your cards…')).toBeInTheDocument();
    expect(region.querySelectorAll('[data-slot="card-skeleton"]')).toHaveLength(2);
  });

  it('names every place each person stands in, both ways, with the karma, and links the person and card', async () => {
    open('/', { status: 200, body: inYourCards([maya()]) });
    const region = await today();
    const person = await within(region).findByRole('article', { name: 'Maya' });

    const yours = within(person).getByRole('list', { name: 'In your cards' });
    expect(
      within(yours)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Maya’s card, the 8♦, is your Venus card this year.Venus: love, relationships, beauty and pleasure',
      'Maya’s card, the 8♦, is your Peak card this week.Peak: the height of achievement',
    ]);
    const theirs = within(person).getByRole('list', { name: 'You in Maya’s cards' });
    expect(theirs).toHaveTextContent('Your card, the J♥, is Maya’s Mars card for life.');
    const karma = within(person).getByRole('list', { name: 'Karma' });
    expect(karma).toHaveTextContent('Maya’s card, the 8♦, is your supportive karma card.');

    // The name opens the two of them side by side; the card opens its glossary page.
    expect(within(person).getByRole('link', { name: 'Maya' })).toHaveAttribute(
      'href',
      '/pairs?a=me&b=person-maya',
    );
    expect(within(person).getByRole('link', { name: 'Eight of Diamonds' })).toHaveAttribute(
      'href',
      `/glossary/${encodeURIComponent('8♦')}`,
    );
  });

  it('says kindly how to add someone when nobody is saved, and opens the people drawer', async () => {
    const { events } = open('/', { status: 200, body: inYourCards([]) });
    const region = await today();
    expect(await within(region).findByText(NO_PEOPLE_YET)).toBeInTheDocument();
    expect(within(region).queryByRole('list')).toBeNull();
    await events.click(within(region).getByRole('button', { name: 'Add a person' }));
    expect(await screen.findByRole('dialog', { name: 'Select a Person' })).toBeInTheDocument();
  });

  it('gives a Joker person the note instead of places, and a Joker user the note once', async () => {
    open('/', { status: 200, body: inYourCards([jo(), maya()]) });
    const person = await within(await today()).findByRole('article', { name: 'Jo' });
    expect(person).toHaveTextContent(JOKER_OUTSIDE_SPREADS);
    expect(within(person).queryByRole('list')).toBeNull();
    // The Joker has no glossary page: its card is a picture, not a link.
    expect(within(person).getByRole('img', { name: 'Joker' })).toBeInTheDocument();
  });

  it('says the note once, and lists nobody, when the user is the Joker', async () => {
    open('/', {
      status: 200,
      body: inYourCards([maya({ b_in_a: [], a_in_b: [], karma: [], note: JOKER_OUTSIDE_SPREADS })], 'Joker'),
    });
    const region = await today();
    expect(await within(region).findAllByText(JOKER_OUTSIDE_SPREADS)).toHaveLength(1);
    expect(within(region).queryByRole('article')).toBeNull();
  });

  it('asks for a birthdate when the profile has none, with a link to the profile', async () => {
    open('/', { status: 400, body: { error: IN_YOUR_CARDS_NEEDS_BIRTHDATE } });
    const region = await today();
    expect(await within(region).findByText(IN_YOUR_CARDS_NEEDS_BIRTHDATE)).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Add your birthdate' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('shows a failure in plain words with a retry', async () => {
    open('/', { status: 500, body: {} });
    const region = await today();
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'We could not look up who is in your cards just now.',
    );
    expect(within(region).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("on the weekly page, lists only this week's places and no karma", async () => {
    open('/weekly', { status: 200, body: inYourCards([maya()]) });
    const region = await section("Who's in your cards this week");
    const person = await within(region).findByRole('article', { name: 'Maya' });
    expect(
      within(person)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Maya’s card, the 8♦, is your Peak card this week.']);
    expect(within(person).queryByRole('list', { name: 'Karma' })).toBeNull();
  });

  it('on the weekly page, says so when nobody meets the user this week', async () => {
    open('/weekly', { status: 200, body: inYourCards([maya({ b_in_a: [], a_in_b: [] })]) });
    const region = await section("Who's in your cards this week");
    expect(
      await within(region).findByText(
        'None of your people’s cards is in your weekly spread this week, and yours is in none of theirs.',
      ),
    ).toBeInTheDocument();
    expect(within(region).queryByRole('article')).toBeNull();
  });
});
