import { SAVED_DELETE_FAILED, SAVED_DELETED, SAVED_LOAD_FAILED } from '@cardology/contract/assistant';
import {
  JOURNAL_REFLECTION_TITLE,
  JOURNAL_REFLECTION_TYPE,
} from '@cardology/contract/journal-reflection-words';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, mockApi, pending, signedInAs } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const me = signedInAs(aUser());
const ITEMS = [
  {
    id: '0a8e8c2b-5f3e-4a7e-8d8a-2f1d6a6b9c01',
    session_id: '6f1c2a52-2d0b-4c55-9a55-1d3f0b5f8c11',
    spread_type: 'weekly',
    reading_text: 'A week of **rest**.',
    created_at: '2025-01-05T15:04:00.000Z',
  },
  {
    id: '0a8e8c2b-5f3e-4a7e-8d8a-2f1d6a6b9c02',
    session_id: null,
    spread_type: null,
    reading_text: 'An older reading.',
    created_at: '2024-12-01T09:00:00.000Z',
  },
];

/** A last page (no cursor), or one with a cursor for the next. */
const pageOf = (items: readonly unknown[], next_cursor: string | null = null) => ({ items, next_cursor });

afterEach(() => vi.unstubAllGlobals());

describe('SavedReadingsPage', () => {
  it('shows skeleton rows, then the empty message', async () => {
    mockApi({ 'GET /api/me': me, 'GET /api/saved-readings': pending });
    const first = renderApp('/saved-readings');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Saved Interpretations' }),
    ).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    first.unmount();
    mockApi({ 'GET /api/me': me, 'GET /api/saved-readings': { status: 200, body: pageOf([]) } });
    renderApp('/saved-readings');
    expect(await screen.findByText("You haven't saved any interpretations yet.")).toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    mockApi({ 'GET /api/me': me, 'GET /api/saved-readings': { status: 500, body: { error: 'boom' } } });
    renderApp('/saved-readings');
    expect(await screen.findByText(SAVED_LOAD_FAILED)).toBeInTheDocument();
  });

  it('opens one item at a time, reopens its reading, and deletes after confirmation', async () => {
    let list = ITEMS;
    let failDelete = true;
    mockApi({
      'GET /api/me': me,
      'GET /api/saved-readings': () => ({ status: 200, body: pageOf(list) }),
      [`DELETE /api/saved-readings/${ITEMS[0]?.id}`]: () => {
        if (failDelete) return { status: 500, body: {} };
        list = ITEMS.slice(1);
        return { status: 204 };
      },
    });
    renderApp('/saved-readings');
    const user = userEvent.setup();
    const date = format(new Date(ITEMS[0]?.created_at ?? ''), 'MMM d, yyyy - h:mm a');
    const weekly = await screen.findByRole('button', {
      name: new RegExp(`weekly Interpretation\\s*${date}`),
    });
    const older = screen.getByRole('button', { name: /^Saved Interpretation/ });
    await user.click(weekly);
    expect(await screen.findByText('rest')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open reading' })).toHaveAttribute(
      'href',
      `/ai-reading?session=${ITEMS[0]?.session_id}`,
    );
    await user.click(older);
    expect(weekly).toHaveAttribute('aria-expanded', 'false');
    expect(older).toHaveAttribute('aria-expanded', 'true');

    const deleteWeekly = screen.getByRole('button', {
      name: new RegExp(`^Delete weekly Interpretation from ${date}`),
    });
    await user.click(deleteWeekly);
    let dialog = await screen.findByRole('alertdialog', { name: 'Are you absolutely sure?' });
    expect(dialog).toHaveTextContent(
      'This action cannot be undone. This will permanently delete this saved interpretation.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(SAVED_DELETE_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^weekly Interpretation/ })).toBeInTheDocument();

    failDelete = false;
    await user.click(deleteWeekly);
    dialog = await screen.findByRole('alertdialog', { name: 'Are you absolutely sure?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(SAVED_DELETED)).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: /^weekly Interpretation/ })).toBeNull(),
    );
  });

  it('titles a saved journal reflection as one, with no reading to reopen', async () => {
    const reflection = {
      id: '0a8e8c2b-5f3e-4a7e-8d8a-2f1d6a6b9c03',
      session_id: '6f1c2a52-2d0b-4c55-9a55-1d3f0b5f8c13',
      spread_type: JOURNAL_REFLECTION_TYPE,
      reading_text: 'Your notes of the **Venus** period.',
      created_at: '2025-01-06T15:04:00.000Z',
    };
    mockApi({ 'GET /api/me': me, 'GET /api/saved-readings': { status: 200, body: pageOf([reflection]) } });
    renderApp('/saved-readings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: new RegExp(`^${JOURNAL_REFLECTION_TITLE}`) }));
    expect(await screen.findByText('Venus')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open reading' })).toBeNull();
  });

  it('shows older ones under the first page with Show more, and moves focus to the first of them', async () => {
    const older = {
      id: '0a8e8c2b-5f3e-4a7e-8d8a-2f1d6a6b9c03',
      session_id: null,
      spread_type: 'yearly',
      reading_text: 'The oldest reading.',
      created_at: '2024-06-01T09:00:00.000Z',
    };
    let failNextPage = true;
    mockApi({
      'GET /api/me': me,
      'GET /api/saved-readings': (_, url) => {
        if (url.searchParams.get('cursor') !== 'page-2')
          return { status: 200, body: pageOf(ITEMS, 'page-2') };
        if (failNextPage) return { status: 500, body: { error: 'boom' } };
        return { status: 200, body: pageOf([older]) };
      },
    });
    renderApp('/saved-readings');
    const user = userEvent.setup();
    const more = await screen.findByRole('button', { name: 'Show more' });
    expect(screen.queryByRole('button', { name: /^yearly Interpretation/ })).toBeNull();

    await user.click(more);
    expect(await screen.findByText(SAVED_LOAD_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^weekly Interpretation/ })).toBeInTheDocument();

    failNextPage = false;
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    const oldest = await screen.findByRole('button', { name: /^yearly Interpretation/ });
    await vi.waitFor(() => expect(oldest).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(
      screen
        .getAllByRole('button', { name: /Interpretation/ })
        .filter((b) => b.hasAttribute('aria-expanded')),
    ).toHaveLength(3);
  });
});
