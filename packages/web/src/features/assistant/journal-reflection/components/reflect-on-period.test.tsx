import { AI_SAVED, REFLECTIVE_FOOTER } from '@cardology/contract/assistant';
import { JOURNAL_PRIVACY_NOTE } from '@cardology/contract/journal';
import {
  JOURNAL_REFLECT_BUTTON,
  JOURNAL_REFLECTION_GENERATING,
  JOURNAL_REFLECTION_HEADING,
  JOURNAL_REFLECTION_NO_ENTRIES,
  JOURNAL_REFLECTION_SAVE,
  type JournalReflectionEvent,
  journalReflectionBoundNote,
} from '@cardology/contract/journal-reflection';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../../app/providers';
import { contractText } from '../../../../i18n/i18n';
import { aUser, mockApi, sentBody, signedInAs } from '../../../../test/mock-api';
import { ndjsonStream } from '../../../../test/ndjson-stream';
import { LazyReflectOnPeriod } from '../lazy-reflect-on-period';

const SESSION = '6f1c2a52-2d0b-4c55-9a55-1d3f0b5f8c13';

function renderReflect(premium = true) {
  const router = createMemoryRouter(
    [
      { path: '/journal', element: <LazyReflectOnPeriod period="planetary" on="2025-06-13" /> },
      { path: '/premium-required', element: <p>Premium page</p> },
    ],
    { initialEntries: ['/journal'] },
  );
  return { router, me: signedInAs(aUser({ isPremium: premium })) };
}

function show(router: ReturnType<typeof createMemoryRouter>) {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

beforeEach(() => {
  // No reduced motion: the reveal runs as on a phone or a laptop.
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Reflect on this period', () => {
  it('says plainly when the notes are sent, sends nothing until asked, then streams and saves', async () => {
    const stream = ndjsonStream<JournalReflectionEvent>();
    const { router, me } = renderReflect();
    const spy = mockApi({
      'GET /api/me': me,
      'POST /api/journal/reflection': { status: 200, stream: stream.stream },
      'POST /api/saved-readings': {
        status: 201,
        body: {
          id: '0a8e8c2b-5f3e-4a7e-8d8a-2f1d6a6b9c03',
          session_id: SESSION,
          spread_type: 'journal-reflection',
          reading_text: 'x',
          created_at: '2025-06-15T15:04:00.000Z',
        },
      },
    });
    show(router);
    const button = await screen.findByRole('button', { name: JOURNAL_REFLECT_BUTTON });
    expect(button).toHaveAccessibleDescription(JOURNAL_PRIVACY_NOTE);
    expect(screen.getByText(JOURNAL_PRIVACY_NOTE)).toBeVisible();
    expect(spy.mock.calls.some(([url]) => String(url).includes('/api/journal/reflection'))).toBe(false);

    const user = userEvent.setup();
    await user.click(button);
    expect(await screen.findByText(JOURNAL_REFLECTION_GENERATING)).toBeInTheDocument();
    expect(sentBody(spy, 'POST', '/api/journal/reflection')).toEqual({
      period: 'planetary',
      on: '2025-06-13',
    });
    stream.send(
      {
        type: 'session',
        sessionId: SESSION,
        period: 'planetary',
        start: '2025-04-21',
        end: '2025-06-11',
        entries: 40,
        total: 52,
      },
      { type: 'text', text: 'Your **Venus** notes' },
    );
    const panel = await screen.findByRole('region', { name: JOURNAL_REFLECTION_HEADING });
    expect(await within(panel).findByText('Venus')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: JOURNAL_REFLECTION_SAVE })).toBeDisabled();
    expect(screen.getByText(contractText(journalReflectionBoundNote(40, 52)))).toBeInTheDocument();

    stream.send({ type: 'text', text: ` speak of love.${REFLECTIVE_FOOTER}` }, { type: 'done' });
    stream.end();
    const save = within(panel).getByRole('button', { name: JOURNAL_REFLECTION_SAVE });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText(AI_SAVED)).toBeInTheDocument();
    expect(sentBody(spy, 'POST', '/api/saved-readings')).toEqual({ sessionId: SESSION });
  });

  it('shows the server’s words when the period has no notes', async () => {
    const { router, me } = renderReflect();
    mockApi({
      'GET /api/me': me,
      'POST /api/journal/reflection': { status: 404, body: { error: JOURNAL_REFLECTION_NO_ENTRIES } },
    });
    show(router);
    await userEvent.setup().click(await screen.findByRole('button', { name: JOURNAL_REFLECT_BUTTON }));
    expect(await screen.findByRole('alert')).toHaveTextContent(JOURNAL_REFLECTION_NO_ENTRIES);
  });

  it('sends a reader without premium where every premium action sends them', async () => {
    const { router, me } = renderReflect(false);
    mockApi({ 'GET /api/me': me });
    show(router);
    const link = await screen.findByRole('link', { name: JOURNAL_REFLECT_BUTTON });
    expect(link).toHaveAttribute('href', '/premium-required');
    expect(screen.getByText(JOURNAL_PRIVACY_NOTE)).toBeInTheDocument();
  });
});
