import { JOURNAL_REFLECT_BUTTON } from '@cardology/contract/journal-reflection-words';
import {
  JOURNAL_BIRTHDATE_REQUIRED,
  JOURNAL_DATE_BEFORE_BIRTH,
  JOURNAL_DELETE_CONFIRM,
  JOURNAL_DELETED,
  JOURNAL_FILTER_INVALID,
  JOURNAL_PRIVACY_NOTE,
  JOURNAL_SAVED,
  JOURNAL_TEXT_MAX,
  JOURNAL_TEXT_REQUIRED,
  JOURNAL_TEXT_TOO_LONG,
} from '@cardology/contract/journal-words';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { anEntry, aPage } from '../../features/journal/test-journal';
import { applyLanguage } from '../../i18n/i18n';
import { todayIso } from '../../lib/dates';
import { aUser, type MockReply, mockApi, sentBody, signedInAs } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
// Imported here so the lazy route finds the module compiled.
import './journal-page';

const ENTRY = anEntry({ text: '**Rain** all day.\nA walk at dusk.' });

function openJournal(list: MockReply, more: Record<string, MockReply> = {}, entry = '/journal') {
  const api = mockApi({ 'GET /api/me': signedInAs(aUser()), 'GET /api/journal': list, ...more });
  const view = renderApp(entry);
  return { ...view, api, events: userEvent.setup() };
}

/** The query strings the list was asked with, in order. */
const listQueries = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === 'GET')
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/journal')
    .map((url) => url.search);

const entries = () => within(screen.getByRole('region', { name: 'Your entries' }));

describe('journal page', () => {
  it('asks a reader without a birthdate to add it on the profile, and shows no form', async () => {
    mockApi({ 'GET /api/me': signedInAs(aUser({ birthdate: null, age: null })) });
    renderApp('/journal');
    expect(await screen.findByText(JOURNAL_BIRTHDATE_REQUIRED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByLabelText('Note')).toBeNull();
    expect(screen.getByText(JOURNAL_PRIVACY_NOTE)).toBeInTheDocument();
  });

  it('says plainly when there are no entries yet, with the privacy note and the Markdown download', async () => {
    openJournal({ status: 200, body: aPage([]) });
    expect(await screen.findByText('No entries yet. Your first note will appear here.')).toBeInTheDocument();
    expect(screen.getByText(JOURNAL_PRIVACY_NOTE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download as Markdown' })).toHaveAttribute(
      'href',
      '/api/journal/export.md',
    );
  });

  it("shows an entry's day, its cards as filters, and its words as safe markdown", async () => {
    const unsafe = anEntry({ id: 'e2', date: '2026-03-01', text: '<b>raw</b> [x](javascript:alert(1))' });
    openJournal({ status: 200, body: aPage([ENTRY, unsafe]) });
    const entry = await screen.findByRole('article', { name: 'Thursday, March 12, 2026' });
    expect(within(entry).getByText('Rain').tagName).toBe('STRONG');
    // The reader's line break is kept, as the chat keeps a typed question's.
    expect(
      within(entry)
        .getByText(/all day\./)
        .closest('p')
        ?.querySelector('br'),
    ).not.toBeNull();
    const cards = within(within(entry).getByRole('list', { name: 'The cards of this day' }));
    expect(cards.getByRole('link', { name: /^7♥\s*Seven of Hearts/ })).toHaveAttribute(
      'href',
      `/journal?card=${encodeURIComponent('7♥')}`,
    );
    expect(cards.getByRole('link', { name: /^Venus: every entry in a Venus period/ })).toHaveAttribute(
      'href',
      '/journal?planet=Venus',
    );
    expect(cards.getByRole('link', { name: /the entries of this Venus period$/ })).toHaveAttribute(
      'href',
      '/journal?period=planetary&on=2026-03-12',
    );
    expect(cards.getByRole('link', { name: /the entries of this week$/ })).toHaveAttribute(
      'href',
      '/journal?period=weekly&on=2026-03-12',
    );
    const other = screen.getByRole('article', { name: 'Sunday, March 1, 2026' });
    expect(within(other).getByText(/<b>raw<\/b>/)).toBeInTheDocument();
    expect(within(other).queryByRole('link', { name: 'x' })).toBeNull();
  });

  it("writes a note for the reader's today with Ctrl+Enter and puts it in the list", async () => {
    let list = aPage([]);
    const today = todayIso();
    const saved = anEntry({ id: 'new', date: today, text: 'First words.' });
    const { api, events } = openJournal(() => ({ status: 200, body: list }), {
      'POST /api/journal': () => {
        list = aPage([saved]);
        return { status: 201, body: { entry: saved } };
      },
    });
    const date = await screen.findByLabelText('Date');
    expect(date).toHaveValue(today);
    expect(date).toHaveAttribute('max', today);
    await events.click(screen.getByLabelText('Note'));
    await events.keyboard('First words.{Control>}{Enter}{/Control}');
    expect(await screen.findByText(JOURNAL_SAVED)).toBeInTheDocument();
    expect(sentBody(api, 'POST', '/api/journal')).toEqual({ date: today, text: 'First words.' });
    expect(await entries().findByText('First words.')).toBeInTheDocument();
    expect(screen.getByLabelText('Note')).toHaveValue('');
  });

  it('refuses an empty or over-long note before sending, and shows the server’s own refusal', async () => {
    const { api, events } = openJournal(
      { status: 200, body: aPage([]) },
      {
        'POST /api/journal': { status: 400, body: { error: JOURNAL_DATE_BEFORE_BIRTH } },
      },
    );
    await events.click(await screen.findByRole('button', { name: 'Save note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(JOURNAL_TEXT_REQUIRED);

    const note = screen.getByLabelText('Note');
    fireEvent.change(note, { target: { value: 'x'.repeat(JOURNAL_TEXT_MAX + 1) } });
    expect(screen.getByText(`10,001 / 10,000 characters`)).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(JOURNAL_TEXT_TOO_LONG);
    expect(sentBody(api, 'POST', '/api/journal')).toBeUndefined();

    fireEvent.change(note, { target: { value: 'Long ago.' } });
    await events.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(JOURNAL_DATE_BEFORE_BIRTH);
    expect(note).toHaveValue('Long ago.');
  });

  it('edits a note in place, and Escape leaves it as it was', async () => {
    let list = aPage([ENTRY]);
    const { api, events } = openJournal(() => ({ status: 200, body: list }), {
      'PUT /api/journal/entry-1': (body) => {
        const entry = { ...ENTRY, ...(body as object) };
        list = aPage([entry]);
        return { status: 200, body: { entry } };
      },
    });
    const edit = await screen.findByRole('button', { name: 'Edit the note of Thursday, March 12, 2026' });
    await events.click(edit);
    const editor = within(screen.getByRole('article'));
    expect(editor.getByLabelText('Note')).toHaveFocus();
    await events.keyboard('{Escape}');
    expect(await entries().findByText('Rain')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /^Edit the note/ })).toHaveFocus());

    await events.click(screen.getByRole('button', { name: /^Edit the note/ }));
    const note = within(screen.getByRole('article')).getByLabelText('Note');
    await events.clear(note);
    await events.type(note, 'Sun after all.');
    await events.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await entries().findByText('Sun after all.')).toBeInTheDocument();
    expect(sentBody(api, 'PUT', '/api/journal/entry-1')).toEqual({
      date: '2026-03-12',
      text: 'Sun after all.',
    });
  });

  it('deletes a note only after the confirmation', async () => {
    let list = aPage([ENTRY]);
    const { events } = openJournal(() => ({ status: 200, body: list }), {
      'DELETE /api/journal/entry-1': () => {
        list = aPage([]);
        return { status: 204 };
      },
    });
    await events.click(await screen.findByRole('button', { name: /^Delete the note of/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'The note of Thursday, March 12, 2026' });
    expect(dialog).toHaveTextContent(JOURNAL_DELETE_CONFIRM);
    await events.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(JOURNAL_DELETED)).toBeInTheDocument();
    expect(await screen.findByText('No entries yet. Your first note will appear here.')).toBeInTheDocument();
  });
});

describe('journal page, after a refusal and a delete (issue 34)', () => {
  it('takes the date’s refusal away once the date is changed, and keeps one about the words', async () => {
    const { events } = openJournal(
      { status: 200, body: aPage([]) },
      { 'POST /api/journal': { status: 400, body: { error: JOURNAL_DATE_BEFORE_BIRTH } } },
    );
    const date = await screen.findByLabelText('Date');
    await events.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(JOURNAL_TEXT_REQUIRED);
    fireEvent.change(date, { target: { value: '2026-01-02' } });
    expect(screen.getByRole('alert')).toHaveTextContent(JOURNAL_TEXT_REQUIRED);

    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Long ago.' } });
    await events.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(JOURNAL_DATE_BEFORE_BIRTH);
    fireEvent.change(date, { target: { value: '2026-01-03' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('after a delete, gives focus to the next note, the one before the last, and the list’s heading', async () => {
    const notes = [
      anEntry({ id: 'a', date: '2026-03-12', text: 'First.' }),
      anEntry({ id: 'b', date: '2026-03-05', text: 'Second.' }),
      anEntry({ id: 'c', date: '2026-03-01', text: 'Third.' }),
    ];
    let list = notes;
    const gone = (id: string) => () => {
      list = list.filter((note) => note.id !== id);
      return { status: 204 };
    };
    const { events } = openJournal(() => ({ status: 200, body: aPage(list) }), {
      'DELETE /api/journal/a': gone('a'),
      'DELETE /api/journal/b': gone('b'),
      'DELETE /api/journal/c': gone('c'),
    });
    const remove = async (day: string) => {
      await events.click(await screen.findByRole('button', { name: `Delete the note of ${day}` }));
      const dialog = await screen.findByRole('alertdialog');
      await events.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    };
    await remove('Thursday, March 5, 2026');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Sunday, March 1, 2026' })).toHaveFocus());
    await remove('Sunday, March 1, 2026');
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Thursday, March 12, 2026' })).toHaveFocus(),
    );
    await remove('Thursday, March 12, 2026');
    expect(await screen.findByText('No entries yet. Your first note will appear here.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your entries' })).toHaveFocus());
  });

  it('says a search found nothing in its own words, apart from a filter that holds nothing', async () => {
    openJournal({ status: 200, body: aPage([]) }, {}, '/journal?q=zebra');
    expect(await screen.findByText('No notes contain “zebra”.')).toBeInTheDocument();
    expect(screen.queryByText(/matches this filter/)).toBeNull();
  });

  it('says a search found nothing under the filters it narrows', async () => {
    openJournal({ status: 200, body: aPage([]) }, {}, '/journal?planet=Venus&q=zebra');
    expect(await screen.findByText('No notes under these filters contain “zebra”.')).toBeInTheDocument();
  });
});

describe('journal look back', () => {
  it('filters from a chip, shows the filter as a removable chip, and takes it off again', async () => {
    const { api, events, router } = openJournal((_body, url) => ({
      status: 200,
      body: aPage(url.searchParams.has('card') ? [] : [ENTRY]),
    }));
    await events.click(await screen.findByRole('link', { name: /^7♥\s*Seven of Hearts/ }));
    expect(await screen.findByText('Nothing in your journal matches this filter.')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?card=${encodeURIComponent('7♥')}`);
    expect(screen.getByRole('heading', { name: 'Your entries' })).toHaveFocus();
    await events.click(screen.getByRole('button', { name: 'Remove the filter: Card: Seven of Hearts' }));
    expect(await entries().findByText('Rain')).toBeInTheDocument();
    expect(listQueries(api)).toEqual(['', `?card=${encodeURIComponent('7♥')}`, '']);
  });

  it('reads a linked filter from the URL and narrows it with the planet, the period of now and the search', async () => {
    const today = todayIso();
    const { api, events, router } = openJournal(
      { status: 200, body: aPage([]) },
      {},
      '/journal?planet=Venus',
    );
    const planet = await screen.findByLabelText('Planetary period');
    expect(planet).toHaveValue('Venus');
    await events.selectOptions(planet, 'Jupiter');
    await events.click(screen.getByRole('button', { name: 'This planetary period' }));
    expect(screen.getByRole('button', { name: 'This planetary period' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await events.type(screen.getByLabelText('Search your notes'), 'rain walk');
    // One request for the whole search, once typing pauses, not one a key.
    await waitFor(() =>
      expect(listQueries(api)).toEqual([
        '?planet=Venus',
        '?planet=Jupiter',
        `?planet=Jupiter&period=planetary&on=${today}`,
        `?planet=Jupiter&period=planetary&on=${today}&q=rain+walk`,
      ]),
    );
    expect(router.state.location.search).toContain('q=rain+walk');
    // The bar's own Clear filters (the empty list offers one too).
    await events.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('Search your notes')).toHaveValue('');
  });

  it('offers a reflection on a period in view, its privacy note beside the button and said once', async () => {
    const { events } = openJournal({ status: 200, body: aPage([ENTRY]) });
    expect(await screen.findByText('Rain')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: JOURNAL_REFLECT_BUTTON })).toBeNull();
    expect(screen.getAllByText(JOURNAL_PRIVACY_NOTE)).toHaveLength(1);

    await events.click(screen.getByRole('button', { name: 'This planetary period' }));
    // A reader without premium is shown the way to it; the note describes the control either way.
    const reflect = await screen.findByRole('link', { name: JOURNAL_REFLECT_BUTTON });
    expect(reflect).toHaveAccessibleDescription(JOURNAL_PRIVACY_NOTE);
    expect(screen.getAllByText(JOURNAL_PRIVACY_NOTE)).toHaveLength(1);
  });

  it('says when a linked filter is refused, and clearing it shows the whole journal', async () => {
    const { events, router } = openJournal(
      (_body, url) =>
        url.searchParams.has('card')
          ? { status: 400, body: { error: JOURNAL_FILTER_INVALID } }
          : { status: 200, body: aPage([ENTRY]) },
      {},
      '/journal?card=ZZ',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Your journal could not be loaded: ${JOURNAL_FILTER_INVALID}`,
    );
    await events.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Clear filters' }));
    expect(await entries().findByText('Rain')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('loads twenty more by the next cursor and moves focus to the first one added', async () => {
    const older = anEntry({ id: 'old', date: '2025-12-01', text: 'Winter.' });
    const { events } = openJournal((_body, url) => ({
      status: 200,
      body: url.searchParams.get('cursor') === 'c1' ? aPage([older]) : aPage([ENTRY], 'c1'),
    }));
    await events.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Winter.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Monday, December 1, 2025' })).toHaveFocus(),
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});

describe('the filters in force, each a chip naming it (issue 34)', () => {
  afterEach(async () => {
    await act(() => applyLanguage('en'));
  });

  const VENUS = { kind: 'planetary', start: '2026-02-20', end: '2026-04-12', planet: 'Venus' } as const;
  const chips = () => within(screen.getByRole('list', { name: 'Filters in use' }));

  it('names the period with its dates and planet, the card, the planet and the words; each comes off', async () => {
    const { router, events } = openJournal(
      { status: 200, body: { ...aPage([]), shown: { period: VENUS, card: '7♥' } } },
      {},
      '/journal?planet=Venus&card=7H&period=planetary&on=2026-03-12&q=rain',
    );
    // Intl puts thin spaces around the range's dash.
    const period = await screen.findByRole('button', {
      name: /^Remove the filter: Venus period, Feb 20\s–\sApr 12, 2026$/,
    });
    expect(chips().getByRole('button', { name: 'Remove the filter: Card: Seven of Hearts' })).toBeVisible();
    expect(chips().getByRole('button', { name: 'Remove the filter: Venus periods' })).toBeVisible();
    expect(chips().getByRole('button', { name: 'Remove the filter: Notes containing “rain”' })).toBeVisible();
    await events.click(period);
    await waitFor(() => expect(router.state.location.search).toBe('?planet=Venus&card=7H&q=rain'));
    await events.click(screen.getByRole('button', { name: /^Remove the filter: Card/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?planet=Venus&q=rain'));
  });

  it('names the day of a look-back link, and this period’s dates beside its toggle', async () => {
    const { events } = openJournal(
      (_body, url) => ({
        status: 200,
        body: url.searchParams.has('period') ? { ...aPage([]), shown: { period: VENUS } } : aPage([]),
      }),
      {},
      '/journal?on=2026-03-12',
    );
    expect(
      await screen.findByRole('button', { name: 'Remove the filter: Notes of Thursday, March 12, 2026' }),
    ).toBeVisible();
    await events.click(screen.getByRole('button', { name: 'Clear filters' }));
    await events.click(screen.getByRole('button', { name: 'This planetary period' }));
    expect(
      await chips().findByRole('button', {
        name: /^Remove the filter: Venus period, Feb 20\s–\sApr 12, 2026$/,
      }),
    ).toBeVisible();
  });

  it('says them in the reader’s language and date order', async () => {
    await act(() => applyLanguage('es'));
    openJournal(
      { status: 200, body: { ...aPage([]), shown: { period: VENUS, card: '7♥' } } },
      {},
      '/journal?card=7H&period=planetary&on=2026-03-12',
    );
    const list = await screen.findByRole('list', { name: 'Filtros en uso' });
    await waitFor(() => expect(list).toHaveTextContent(/Período de Venus, 20 feb\.?\s–\s12 abr\.? 2026/));
    expect(list).toHaveTextContent('Carta: Siete de Corazones');
  });
});
