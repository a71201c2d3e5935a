import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, mockApi, signedInAs, signedOut } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const header = () => within(screen.getByRole('banner'));

/**
 * Waits until the page is drawn again, not just the history moved: a click before that runs the bar's handler
 * of the login page's render, which remembers /login as where the visitor came from.
 */
const backOnPlacements = () =>
  screen.findByRole('heading', { level: 1, name: 'Understanding Card Placements' });

/** A signed-in page of this issue (the profile), so the layout is tested apart from other pages. */
async function openHome(user = aUser(), routes = {}) {
  const api = mockApi({ 'GET /api/me': signedInAs(user), ...routes });
  const view = renderApp('/profile');
  await screen.findByRole('heading', { level: 1, name: 'Your Profile' });
  return { ...view, api, events: userEvent.setup() };
}

// The login form is a chunk of its own: on a loaded CI machine its first import alone can take seconds.
describe('app layout', { timeout: 30_000 }, () => {
  it('shows a signed-in premium user their credits and the Premium badge', async () => {
    await openHome(aUser({ isPremium: true, tts_credits: 120 }));
    expect(header().getByText('120')).toBeInTheDocument();
    expect(header().getByText('Premium')).toBeInTheDocument();
  });

  it('has no Premium badge for a standard user', async () => {
    await openHome(aUser({ isPremium: false }));
    expect(header().queryByText('Premium')).not.toBeInTheDocument();
  });

  it('opens the Select a Person and Card Glossary drawers from the header', async () => {
    const { events } = await openHome();
    await events.click(header().getByRole('button', { name: 'Select Person' }));
    expect(await screen.findByRole('dialog', { name: 'Select a Person' })).toBeInTheDocument();
    await events.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Select a Person' })).not.toBeInTheDocument(),
    );

    await events.click(header().getByRole('button', { name: 'Card Glossary' }));
    expect(await screen.findByRole('dialog', { name: 'Card Glossary' })).toBeInTheDocument();
  });

  it('opens the same drawers from the phone bar, which also links to saved readings and the journal', async () => {
    const { events } = await openHome();
    const bar = within(screen.getByRole('navigation', { name: 'Quick actions' }));
    expect(bar.getByRole('link', { name: 'Saved' })).toHaveAttribute('href', '/saved-readings');
    expect(bar.getByRole('link', { name: 'Journal' })).toHaveAttribute('href', '/journal');
    await events.click(bar.getByRole('button', { name: 'Glossary' }));
    expect(await screen.findByRole('dialog', { name: 'Card Glossary' })).toBeInTheDocument();
  });

  it('offers a visitor only what a visitor can use in the phone bar, each going somewhere', async () => {
    mockApi({ 'GET /api/me': signedOut });
    const { router } = renderApp('/login');
    const events = userEvent.setup();
    const bar = within(await screen.findByRole('navigation', { name: 'Quick actions' }));
    expect(bar.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Placements Explained',
      'Create account',
      'Login',
    ]);

    // On the login page itself, each still leads somewhere: the sign-up form, the placements, back to sign-in.
    await screen.findByLabelText('Email', {}, { timeout: 15_000 });
    await events.click(bar.getByRole('link', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Your Account' })).toBeInTheDocument();
    await events.click(bar.getByRole('link', { name: 'Login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    await events.click(bar.getByRole('link', { name: 'Placements Explained' }));
    await backOnPlacements();
    expect(router.state.location.pathname).toBe('/placements-explained');
  });

  it('lists the menu in the documented order and logs out from it', async () => {
    const { events, router } = await openHome(aUser(), {
      'POST /api/auth/sign-out': { status: 200, body: {} },
    });
    await events.click(header().getByRole('button', { name: 'Open menu' }));
    const menu = within(await screen.findByRole('navigation', { name: 'Main' }));
    expect(menu.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Home',
      'Yearly Reading',
      'Weekly Reading',
      '7-Week Reading',
      '7-Year Reading',
      'Combination Cards',
      'Name Card',
      'Placements Explained',
      'Profile',
      'Journal',
      'Saved Interpretations',
      'Logout',
    ]);
    expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    await events.click(menu.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('links Saved Interpretations and the Journal from the menu, so a desktop reaches them', async () => {
    const { events } = await openHome();
    await events.click(header().getByRole('button', { name: 'Open menu' }));
    const menu = within(await screen.findByRole('navigation', { name: 'Main' }));
    expect(menu.getByRole('link', { name: 'Journal' })).toHaveAttribute('href', '/journal');
    expect(menu.getByRole('link', { name: 'Saved Interpretations' })).toHaveAttribute(
      'href',
      '/saved-readings',
    );
    expect(menu.queryByRole('link', { name: 'Credit Management' })).not.toBeInTheDocument();
  });

  it("adds the credit console to an admin's menu only", async () => {
    const { events } = await openHome(aUser({ isAdmin: true }));
    await events.click(header().getByRole('button', { name: 'Open menu' }));
    const menu = within(await screen.findByRole('navigation', { name: 'Main' }));
    expect(menu.getByRole('link', { name: 'Credit Management' })).toHaveAttribute(
      'href',
      '/admin/credit-management',
    );
  });

  it("toasts the server's message when sign-out fails", async () => {
    const { events } = await openHome(aUser(), {
      'POST /api/auth/sign-out': { status: 500, body: {} },
    });
    await events.click(
      within(screen.getByRole('navigation', { name: 'Quick actions' })).getByRole('button', {
        name: 'Logout',
      }),
    );
    expect(await screen.findByText('Error during sign out')).toBeInTheDocument();
  });

  it('shows the copyright year in the footer', async () => {
    await openHome();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Cardology`);
  });
});
