import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { aUser, type MockReply, mockApi, pending, signedInAs } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { inYourCards, maya } from '../test-in-your-cards';
// Imported here so the lazy routes find their modules compiled.
import '../../../pages/home/home-page';
import '../../../pages/profile/profile-page';

configure({ asyncUtilTimeout: 10_000 });
beforeEach(() => localStorage.clear());

const ada = aUser({ birthdate: '05/17/1990', age: null });

/** Answers `first` once, then `then`, counting the requests. */
function firstThen(first: MockReply, then: MockReply) {
  const counter = { calls: 0 };
  const reply: MockReply = () => (counter.calls++ === 0 ? first : then);
  return { reply, counter };
}

const yourCardInMayas = (symbol: string) => `Your card, the ${symbol}, is Maya’s Mars card for life.`;

describe("who's in your cards after a change", { timeout: 30_000 }, () => {
  it('asks again on the next visit to home after the birthdate is saved, and shows the new answer', async () => {
    const inYourCardsAnswers = firstThen(
      { status: 200, body: inYourCards([maya()], 'J♥') },
      { status: 200, body: inYourCards([maya()], 'Q♠') },
    );
    mockApi({
      'GET /api/me': signedInAs(ada),
      'GET /api/todays-card': pending,
      'GET /api/connections': { status: 200, body: [] },
      'GET /api/in-your-cards': inYourCardsAnswers.reply,
      'PATCH /api/me': (body) => ({ status: 200, body: { ...ada, ...(body as object) } }),
    });
    const { router } = renderApp('/');
    const events = userEvent.setup();
    const region = await screen.findByRole('region', { name: "Who's in your cards today" });
    expect(await within(region).findByText(yourCardInMayas('J♥'))).toBeInTheDocument();

    await act(() => router.navigate('/profile'));
    const birthdate = await screen.findByLabelText('Birthdate');
    await events.clear(birthdate);
    await events.type(birthdate, '03/28/1992');
    await events.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();

    // Well within the answer's 60 s staleTime: only the save can make home ask again.
    await act(() => router.navigate('/'));
    const again = await screen.findByRole('region', { name: "Who's in your cards today" });
    expect(await within(again).findByText(yourCardInMayas('Q♠'))).toBeInTheDocument();
    expect(within(again).queryByText(yourCardInMayas('J♥'))).toBeNull();
    expect(inYourCardsAnswers.counter.calls).toBe(2);
  });
});
