import { PEOPLE_LIMIT_REACHED, PEOPLE_MAX } from '@cardology/contract/account-piles';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { aUser, type MockReply, mockApi, pending, sentBody, signedInAs } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import type { Me } from '../../auth/api/get-me';
import { SESSION_ENDED } from '../../auth/session-ended';
import type { Connection } from '../api/get-connections';
import { ageToday } from '../reading-profile';

const DANA: Connection = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Dana',
  birthdate: '1990-05-17',
  created_at: '2025-01-02T10:00:00.000Z',
};
const bob: Connection = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'bob',
  birthdate: '1985-12-31',
  created_at: '2025-01-01T10:00:00.000Z',
};
const CLARA: Connection = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Clara',
  birthdate: '2000-02-29',
  created_at: '2025-01-03T10:00:00.000Z',
};

/** Renders the app on a quiet page, signed in, and opens the Select a Person drawer from the header. */
async function openPeople(routes: Record<string, MockReply> = {}, me: Me = aUser()) {
  // The routes object itself, so a test can change an answer later (the list after an add).
  routes['GET /api/me'] ??= signedInAs(me);
  routes['GET /api/connections'] ??= { status: 200, body: [DANA, bob, CLARA] };
  const api = mockApi(routes);
  const view = renderApp('/placements-explained');
  const events = userEvent.setup();
  await openDrawer(events);
  return { ...view, api, events };
}

async function openDrawer(events: ReturnType<typeof userEvent.setup>) {
  await events.click(
    await within(await screen.findByRole('banner')).findByRole('button', { name: 'Select Person' }),
  );
  return within(await screen.findByRole('dialog', { name: 'Select a Person' }));
}

const drawer = () => within(screen.getByRole('dialog', { name: 'Select a Person' }));
const peopleList = () => within(drawer().getByRole('list', { name: 'Your people' }));
/** What a row's choose button says, without the decorative birth card. */
function spokenText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}
/** The rows of the people list, top to bottom, as a screen reader would read their choose buttons. */
const rows = () =>
  peopleList()
    .getAllByRole('listitem')
    .map((row) => spokenText(row.querySelector('button[aria-pressed]') as Element));
const calls = (api: ReturnType<typeof mockApi>, method: string, path: string) =>
  api.mock.calls.filter(([input, init]) => (init?.method ?? 'GET') === method && String(input) === path);
/** Types a name and an ISO birthdate as an English reader types it: MM/DD/YYYY. */
async function fill(events: ReturnType<typeof userEvent.setup>, name: string, birthdate: string) {
  if (name) await events.type(drawer().getByLabelText('Name'), name);
  const [year, month, day] = birthdate.split('-');
  const typed = `${month}/${day}/${year}`;
  if (birthdate) fireEvent.change(drawer().getByLabelText('Birthdate'), { target: { value: typed } });
}
const drawerClosed = () =>
  waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select a Person' })).not.toBeInTheDocument());

afterEach(() => localStorage.clear());

// Each test renders the whole app; on a busy two-core machine that alone can take seconds.
describe('Select a Person drawer', { timeout: 30_000 }, () => {
  it('shows the signed-in user first while the people load', async () => {
    await openPeople({ 'GET /api/connections': pending });
    const you = within(drawer().getByRole('region', { name: 'You' }));
    const self = you.getByRole('button', { pressed: true });
    expect(self).toHaveTextContent('Ada Lovelace');
    expect(self).toHaveTextContent('You');
    expect(self).toHaveTextContent('Dec 10, 1815');
    expect(self).toHaveTextContent('Age 36');
    expect(drawer().getByRole('status', { name: 'Loading your people' })).toBeInTheDocument();
  });

  it('lists the people by name, each with birthdate and age, after the user', async () => {
    await openPeople();
    await drawer().findByRole('list', { name: 'Your people' });
    expect(rows()).toEqual([
      `bobDec 31, 1985, Age ${ageToday('1985-12-31')}`,
      `ClaraFeb 29, 2000, Age ${ageToday('2000-02-29')}`,
      `DanaMay 17, 1990, Age ${ageToday('1990-05-17')}`,
    ]);
    expect(peopleList().getByRole('button', { name: 'Remove Dana' })).toBeInTheDocument();
  });

  it('links each person to the two of you side by side, closing the drawer on the way', async () => {
    const { events, router } = await openPeople();
    await drawer().findByRole('list', { name: 'Your people' });
    const link = await peopleList().findByRole('link', { name: 'You and Dana side by side' });
    expect(link).toHaveAttribute('href', `/pairs?a=me&b=${DANA.id}`);
    await events.click(link);
    await drawerClosed();
    expect(router.state.location.pathname).toBe('/pairs');
  });

  it('says so when the user has no people yet, and offers to add one', async () => {
    const { events } = await openPeople({ 'GET /api/connections': { status: 200, body: [] } });
    expect(
      await drawer().findByText('No one added yet — add the people you care about.'),
    ).toBeInTheDocument();
    await events.click(drawer().getByRole('button', { name: 'Add a person' }));
    expect(drawer().getByRole('form', { name: 'Add a person' })).toBeInTheDocument();
    expect(drawer().getByLabelText('Name')).toHaveFocus();
  });

  it('reports a failed load with a toast and an inline Retry that reloads', async () => {
    const routes: Record<string, MockReply> = { 'GET /api/connections': { status: 500, body: {} } };
    const { events } = await openPeople(routes);
    const alert = await drawer().findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Failed to load your connections');
    expect(
      await screen.findByText('Failed to load your connections', { selector: '[data-title]' }),
    ).toBeInTheDocument();
    routes['GET /api/connections'] = { status: 200, body: [DANA] };
    await events.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await drawer().findByRole('button', { name: /^Dana/ })).toBeInTheDocument();
    expect(drawer().queryByRole('alert')).not.toBeInTheDocument();
  });

  it('points a user without a birthdate to the profile', async () => {
    const { events, router } = await openPeople({}, aUser({ birthdate: null, age: null }));
    const you = within(drawer().getByRole('region', { name: 'You' }));
    expect(you.getByText(/No birthdate yet/)).toBeInTheDocument();
    await events.click(you.getByRole('link', { name: 'Add it in your profile' }));
    await drawerClosed();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('selects a person, closes the drawer, and marks them next time', async () => {
    const { events } = await openPeople();
    await events.click(await drawer().findByRole('button', { name: /^Clara/ }));
    await drawerClosed();
    expect(JSON.parse(localStorage.getItem('cardology.readingProfile.user-1') ?? '{}')).toEqual({
      id: CLARA.id,
      name: 'Clara',
      birthdate: '2000-02-29',
    });

    await openDrawer(events);
    expect(await peopleList().findByRole('button', { name: /^Clara/, pressed: true })).toBeInTheDocument();
    expect(within(drawer().getByRole('region', { name: 'You' })).getByRole('button')).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    // And back to the user.
    await events.click(within(drawer().getByRole('region', { name: 'You' })).getByRole('button'));
    await drawerClosed();
    expect(localStorage.getItem('cardology.readingProfile.user-1')).toBeNull();
  });

  describe('adding a person', () => {
    it('toggles the form, with the birthdate field typed in the reader’s order (issue 32)', async () => {
      const { events } = await openPeople();
      const toggle = drawer().getByRole('button', { name: 'Add a person' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await events.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const date = drawer().getByLabelText('Birthdate');
      expect(date).toHaveAttribute('placeholder', 'MM/DD/YYYY');
      await events.type(date, '03/05/1990');
      expect(drawer().getByText('We read this as March 5, 1990.')).toBeInTheDocument();
      await events.click(toggle);
      expect(drawer().queryByRole('form', { name: 'Add a person' })).not.toBeInTheDocument();
    });

    it('asks for both name and birthdate before sending anything', async () => {
      const { api, events } = await openPeople();
      await events.click(drawer().getByRole('button', { name: 'Add a person' }));
      await events.click(drawer().getByRole('button', { name: 'Save' }));
      expect(drawer().getByRole('alert')).toHaveTextContent('Please provide both name and birthdate');
      await fill(events, '   ', '1990-01-01');
      await events.click(drawer().getByRole('button', { name: 'Save' }));
      expect(drawer().getByRole('alert')).toHaveTextContent('Please provide both name and birthdate');
      await events.clear(drawer().getByLabelText('Name'));
      await fill(events, 'Eve', '2999-01-01');
      await events.click(drawer().getByRole('button', { name: 'Save' }));
      expect(drawer().getByRole('alert')).toHaveTextContent('Birthdate cannot be in the future.');
      expect(calls(api, 'POST', '/api/connections')).toHaveLength(0);
    });

    it('adds a person, confirms, closes the form and keeps the list in name order', async () => {
      const eve: Connection = {
        id: '44444444-4444-4444-8444-444444444444',
        name: 'Anna',
        birthdate: '1999-12-31',
        created_at: '2025-02-01T00:00:00.000Z',
      };
      const routes: Record<string, MockReply> = {
        'POST /api/connections': () => {
          routes['GET /api/connections'] = { status: 200, body: [DANA, bob, CLARA, eve] };
          return { status: 201, body: eve };
        },
      };
      const { api, events } = await openPeople(routes);
      await peopleList().findByRole('button', { name: /^Dana/ });
      await events.click(drawer().getByRole('button', { name: 'Add a person' }));
      await fill(events, '  Anna ', '1999-12-31');
      await events.click(drawer().getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Added Anna successfully')).toBeInTheDocument();
      expect(sentBody(api, 'POST', '/api/connections')).toEqual({ name: 'Anna', birthdate: '1999-12-31' });
      expect(drawer().queryByRole('form', { name: 'Add a person' })).not.toBeInTheDocument();
      await waitFor(() =>
        expect(rows().map((text) => text.replace(/[A-Z][a-z]{2} \d.*$/, ''))).toEqual([
          'Anna',
          'bob',
          'Clara',
          'Dana',
        ]),
      );
      // Adding does not choose the person.
      expect(within(drawer().getByRole('region', { name: 'You' })).getByRole('button')).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });

    it('sends one request for a double click on Save', async () => {
      let release: (reply: MockReply) => void = () => {};
      const { api, events } = await openPeople({
        'POST /api/connections': () => new Promise<MockReply>((resolve) => (release = resolve)),
      });
      await events.click(drawer().getByRole('button', { name: 'Add a person' }));
      await fill(events, 'Eve', '1990-01-01');
      await events.dblClick(drawer().getByRole('button', { name: 'Save' }));
      fireEvent.submit(drawer().getByRole('form', { name: 'Add a person' }));
      expect(drawer().getByRole('button', { name: 'Saving...' })).toBeDisabled();
      release({ status: 201, body: { ...DANA, id: 'x', name: 'Eve' } });
      expect(await screen.findByText('Added Eve successfully')).toBeInTheDocument();
      expect(calls(api, 'POST', '/api/connections')).toHaveLength(1);
    });

    it("shows the server's reason, e.g. a duplicate, in the form", async () => {
      const { events } = await openPeople({
        'POST /api/connections': { status: 409, body: { error: 'This person is already in your list.' } },
      });
      await events.click(drawer().getByRole('button', { name: 'Add a person' }));
      await fill(events, 'Dana', '1990-05-17');
      await events.click(drawer().getByRole('button', { name: 'Save' }));
      expect(await drawer().findByRole('alert')).toHaveTextContent('This person is already in your list.');
      expect(drawer().getByLabelText('Name')).toHaveValue('Dana');
    });

    it('shows the cap on saved people, with its number, when the list is full', async () => {
      const { events } = await openPeople({
        'POST /api/connections': { status: 409, body: { error: PEOPLE_LIMIT_REACHED } },
      });
      await events.click(drawer().getByRole('button', { name: 'Add a person' }));
      await fill(events, 'Eve', '1990-01-01');
      await events.click(drawer().getByRole('button', { name: 'Save' }));
      const alert = await drawer().findByRole('alert');
      expect(alert).toHaveTextContent(`You can save up to ${PEOPLE_MAX} people.`);
      expect(alert).toHaveTextContent(PEOPLE_LIMIT_REACHED);
      // What the user typed stays, and nothing says it failed for another reason.
      expect(drawer().getByLabelText('Name')).toHaveValue('Eve');
      expect(screen.queryByText('Failed to add connection')).not.toBeInTheDocument();
    });

    it("says 'Failed to add connection' when the server fails", async () => {
      const { events } = await openPeople({ 'POST /api/connections': { status: 500, body: {} } });
      await events.click(drawer().getByRole('button', { name: 'Add a person' }));
      await fill(events, 'Eve', '1990-01-01');
      await events.click(drawer().getByRole('button', { name: 'Save' }));
      expect(await drawer().findByRole('alert')).toHaveTextContent('Failed to add connection');
      expect(
        await screen.findByText('Failed to add connection', { selector: '[data-title]' }),
      ).toBeInTheDocument();
    });

    it('closes, gives focus to the page and says so when the session has ended', async () => {
      const { events } = await openPeople({ 'POST /api/connections': { status: 401, body: {} } });
      await events.click(drawer().getByRole('button', { name: 'Add a person' }));
      await fill(events, 'Eve', '1990-01-01');
      await events.click(drawer().getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(SESSION_ENDED, { selector: '[data-title]' })).toBeInTheDocument();
      await drawerClosed();
      // The header's Select Person button went with the session: focus lands on the page heading.
      expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Select Person' })).toBeNull();
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    });

    it('closes the form, not the drawer, on Escape, giving focus back to Add a person', async () => {
      const { events } = await openPeople();
      await events.click(drawer().getByRole('button', { name: 'Add a person' }));
      await fill(events, 'Half typed', '');
      await events.keyboard('{Escape}');
      expect(drawer().queryByRole('form', { name: 'Add a person' })).not.toBeInTheDocument();
      await waitFor(() => expect(drawer().getByRole('button', { name: 'Add a person' })).toHaveFocus());
    });

    it('clears the form when the drawer closes', async () => {
      const { events } = await openPeople();
      await events.click(drawer().getByRole('button', { name: 'Add a person' }));
      await fill(events, 'Half typed', '');
      await events.click(drawer().getByRole('button', { name: 'Close' }));
      await drawerClosed();
      await openDrawer(events);
      expect(drawer().queryByRole('form', { name: 'Add a person' })).not.toBeInTheDocument();
      await events.click(drawer().getByRole('button', { name: 'Add a person' }));
      expect(drawer().getByLabelText('Name')).toHaveValue('');
    });
  });

  describe('editing a person', () => {
    const ZOE: Connection = { ...DANA, name: 'Aaron', birthdate: '1991-06-18' };

    it('turns the row into the form, filled; Escape and Cancel give focus back to Edit', async () => {
      const { api, events } = await openPeople();
      const edit = await peopleList().findByRole('button', { name: 'Edit Dana' });
      await events.click(edit);
      const form = within(drawer().getByRole('form', { name: 'Edit Dana' }));
      expect(form.getByLabelText('Name')).toHaveValue('Dana');
      expect(form.getByLabelText('Name')).toHaveFocus();
      expect(form.getByLabelText('Birthdate')).toHaveValue('05/17/1990');
      expect(peopleList().queryByRole('button', { name: /^Dana/ })).not.toBeInTheDocument();

      await events.keyboard('{Escape}');
      // Only the form closes: the drawer stays, with focus back on the row's Edit button.
      expect(drawer().queryByRole('form', { name: 'Edit Dana' })).not.toBeInTheDocument();
      await waitFor(() => expect(peopleList().getByRole('button', { name: 'Edit Dana' })).toHaveFocus());

      await events.keyboard('{Enter}');
      await events.click(drawer().getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(peopleList().getByRole('button', { name: 'Edit Dana' })).toHaveFocus());
      expect(calls(api, 'PUT', `/api/connections/${DANA.id}`)).toHaveLength(0);
    });

    it('saves, confirms, re-sorts the list, and the chosen person follows the new name and birthdate', async () => {
      localStorage.setItem(
        'cardology.readingProfile.user-1',
        JSON.stringify({ id: DANA.id, name: 'Dana', birthdate: DANA.birthdate }),
      );
      const routes: Record<string, MockReply> = {
        [`PUT /api/connections/${DANA.id}`]: () => {
          routes['GET /api/connections'] = { status: 200, body: [ZOE, bob, CLARA] };
          return { status: 200, body: ZOE };
        },
      };
      const { api, events } = await openPeople(routes);
      await events.click(await peopleList().findByRole('button', { name: 'Edit Dana' }));
      await events.clear(drawer().getByLabelText('Name'));
      await fill(events, ' Aaron ', '1991-06-18');
      await events.click(drawer().getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Updated Aaron successfully')).toBeInTheDocument();
      expect(sentBody(api, 'PUT', `/api/connections/${DANA.id}`)).toEqual({
        name: 'Aaron',
        birthdate: '1991-06-18',
      });
      await waitFor(() =>
        expect(rows().map((text) => text.replace(/[A-Z][a-z]{2} \d.*$/, ''))).toEqual([
          'Aaron',
          'bob',
          'Clara',
        ]),
      );
      expect(peopleList().getByRole('button', { name: /^Aaron/, pressed: true })).toBeInTheDocument();
      expect(JSON.parse(localStorage.getItem('cardology.readingProfile.user-1') ?? 'null')).toEqual({
        id: DANA.id,
        name: 'Aaron',
        birthdate: '1991-06-18',
      });
      await waitFor(() => expect(peopleList().getByRole('button', { name: 'Edit Aaron' })).toHaveFocus());
    });

    it('keeps one form open at a time', async () => {
      const { events } = await openPeople();
      await events.click(drawer().getByRole('button', { name: 'Add a person' }));
      await events.click(await peopleList().findByRole('button', { name: 'Edit Dana' }));
      expect(drawer().queryByRole('form', { name: 'Add a person' })).not.toBeInTheDocument();
      expect(drawer().getByRole('form', { name: 'Edit Dana' })).toBeInTheDocument();
      await events.click(drawer().getByRole('button', { name: 'Add a person' }));
      expect(drawer().queryByRole('form', { name: 'Edit Dana' })).not.toBeInTheDocument();
      expect(drawer().getByRole('form', { name: 'Add a person' })).toBeInTheDocument();
    });

    it('checks before sending, and shows the server’s reason in the form', async () => {
      const { api, events } = await openPeople({
        [`PUT /api/connections/${bob.id}`]: {
          status: 409,
          body: { error: 'This person is already in your list.' },
        },
      });
      await events.click(await peopleList().findByRole('button', { name: 'Edit bob' }));
      await events.clear(drawer().getByLabelText('Name'));
      await events.click(drawer().getByRole('button', { name: 'Save' }));
      expect(drawer().getByRole('alert')).toHaveTextContent('Please provide both name and birthdate');
      expect(calls(api, 'PUT', `/api/connections/${bob.id}`)).toHaveLength(0);

      await fill(events, 'Dana', '1990-05-17');
      await events.click(drawer().getByRole('button', { name: 'Save' }));
      expect(await drawer().findByRole('alert')).toHaveTextContent('This person is already in your list.');
      expect(drawer().getByRole('form', { name: 'Edit bob' })).toBeInTheDocument();
    });
  });

  describe('removing a person', () => {
    it('asks first; Cancel keeps them', async () => {
      const { api, events } = await openPeople();
      await events.click(await peopleList().findByRole('button', { name: 'Remove Dana' }));
      const confirm = within(await screen.findByRole('alertdialog', { name: 'Remove Dana?' }));
      await events.click(confirm.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(peopleList().getByRole('button', { name: /^Dana/, pressed: false })).toBeInTheDocument();
      expect(calls(api, 'DELETE', `/api/connections/${DANA.id}`)).toHaveLength(0);
    });

    it('removes the chosen person on confirm and falls back to the user', async () => {
      localStorage.setItem(
        'cardology.readingProfile.user-1',
        JSON.stringify({ id: DANA.id, name: 'Dana', birthdate: DANA.birthdate }),
      );
      const routes: Record<string, MockReply> = {
        [`DELETE /api/connections/${DANA.id}`]: () => {
          routes['GET /api/connections'] = { status: 200, body: [bob, CLARA] };
          return { status: 204 };
        },
      };
      const { api, events } = await openPeople(routes);
      expect(await peopleList().findByRole('button', { name: /^Dana/, pressed: true })).toBeInTheDocument();
      await events.click(peopleList().getByRole('button', { name: 'Remove Dana' }));
      const confirm = within(await screen.findByRole('alertdialog', { name: 'Remove Dana?' }));
      await events.click(confirm.getByRole('button', { name: 'Remove' }));

      expect(await screen.findByText('Removed Dana')).toBeInTheDocument();
      expect(screen.getByText('Readings now show your own cards.')).toBeInTheDocument();
      expect(calls(api, 'DELETE', `/api/connections/${DANA.id}`)).toHaveLength(1);
      await waitFor(() =>
        expect(peopleList().queryByRole('button', { name: /^Dana/ })).not.toBeInTheDocument(),
      );
      expect(within(drawer().getByRole('region', { name: 'You' })).getByRole('button')).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(localStorage.getItem('cardology.readingProfile.user-1')).toBeNull();
    });

    it('says when the removal fails and keeps the person', async () => {
      const { events } = await openPeople({
        [`DELETE /api/connections/${DANA.id}`]: { status: 500, body: {} },
      });
      await events.click(await peopleList().findByRole('button', { name: 'Remove Dana' }));
      await events.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
      );
      expect(await screen.findByText('Failed to remove Dana')).toBeInTheDocument();
      expect(peopleList().getByRole('button', { name: /^Dana/ })).toBeInTheDocument();
    });
  });
});
