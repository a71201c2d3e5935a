import {
  AI_CHAT_FAILED,
  AI_NO_CONTEXT,
  AI_READING_FAILED,
  AI_SAVED,
  REFLECTIVE_FOOTER,
  REFLECTIVE_NOTE,
} from '@cardology/contract/assistant';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AiHandOff } from '../../features/readings/ai-hand-off';
import { aUser, type MockReply, mockApi, sentBody, signedInAs } from '../../test/mock-api';
import { ndjsonStream } from '../../test/ndjson-stream';
import { renderApp } from '../../test/render-app';

const SESSION = '6f1c2a52-2d0b-4c55-9a55-1d3f0b5f8c11';
const premium = signedInAs(aUser({ isPremium: true }));

const handOff = {
  spreadType: 'weekly',
  currentReadingProfile: { name: 'Grace Hopper', birthdate: '12/09/1906' },
  spreadData: {
    spreadCards: [],
    displacingCard: { card: 'AH', description: '', keywords: '', label: 'Displacement' },
  },
  readingRequest: { birthdate: '12/09/1906', age: 40, date_offset: 1 },
} as unknown as AiHandOff;

const openWithHandOff = () => renderApp({ pathname: '/ai-reading', state: handOff });
const interpretation = () => screen.getByRole('region', { name: "Assistant's Interpretation" });

// The reveal is instant under reduced motion, so these tests read the page's states, not its timing.
beforeEach(() => {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
  localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function streamRoute(routes: Record<string, MockReply>) {
  const reading = ndjsonStream();
  const spy = mockApi({
    'GET /api/me': premium,
    'POST /api/ai/reading': { status: 200, stream: reading.stream },
    ...routes,
  });
  return { reading, spy };
}

describe('AiReadingPage', () => {
  it('says there is no reading context when opened with nothing', async () => {
    mockApi({ 'GET /api/me': premium });
    renderApp('/ai-reading');
    expect(await screen.findByText(AI_NO_CONTEXT)).toBeInTheDocument();
  });

  it('offers the readings instead of a dead end (issue 24)', async () => {
    mockApi({ 'GET /api/me': premium });
    renderApp('/ai-reading');
    const way = await screen.findByRole('navigation', { name: 'Start from a reading' });
    const links = within(way).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Yearly Reading', '/yearly'],
      ['Weekly Reading', '/weekly'],
      ['7-Week Reading', '/seven-week'],
      ['7-Year Reading', '/seven-year'],
    ]);
  });

  it('streams an interpretation, names the session in the URL, saves it and answers a follow-up', async () => {
    // With audio off the text streams into view; the audio flow has its own tests (features/assistant/audio).
    localStorage.setItem('ttsEnabled', 'false');
    const chat = ndjsonStream();
    const { reading, spy } = streamRoute({
      'POST /api/saved-readings': {
        status: 201,
        body: {
          id: '0a8e8c2b-5f3e-4a7e-8d8a-2f1d6a6b9c01',
          session_id: SESSION,
          spread_type: 'weekly',
          reading_text: 'x',
          created_at: '2025-01-05T15:04:00.000Z',
        },
      },
      'POST /api/ai/chat': { status: 200, stream: chat.stream },
    });
    const { router } = openWithHandOff();
    expect(await screen.findByText('Generating interpretation...')).toBeInTheDocument();
    expect(screen.getByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Enable Audio Reading & Captions' })).not.toBeChecked();
    expect(sentBody(spy, 'POST', '/api/ai/reading')).toEqual({
      spreadType: 'weekly',
      person: { name: 'Grace Hopper', birthdate: '1906-12-09' },
      age: 40,
      date_offset: 1,
    });

    reading.send(
      { type: 'session', sessionId: SESSION, spreadType: 'weekly', personName: 'Grace Hopper' },
      { type: 'text', text: 'Your **week** begins' },
    );
    const panel = await screen.findByRole('region', { name: "Assistant's Interpretation" });
    expect(await within(panel).findByText('week')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(`?session=${SESSION}`));
    // Still streaming: nothing to save yet, and no chat before the reveal ends.
    expect(within(interpretation()).getByRole('button', { name: 'Save Interpretation' })).toBeDisabled();
    expect(screen.queryByRole('region', { name: 'Chat with the Assistant' })).toBeNull();

    reading.send({ type: 'text', text: ` with the Sun.${REFLECTIVE_FOOTER}` }, { type: 'done' });
    reading.end();
    const user = userEvent.setup();
    const save = within(interpretation()).getByRole('button', { name: 'Save Interpretation' });
    await waitFor(() => expect(save).toBeEnabled());
    // The note is shown once, under the text, not twice.
    expect(screen.getAllByText(REFLECTIVE_NOTE)).toHaveLength(1);
    await user.click(save);
    expect(await screen.findByText(AI_SAVED)).toBeInTheDocument();
    expect(within(interpretation()).getByRole('button', { name: 'Saved' })).toBeDisabled();
    expect(sentBody(spy, 'POST', '/api/saved-readings')).toEqual({ sessionId: SESSION });

    const chatPanel = await screen.findByRole('region', { name: 'Chat with the Assistant' });
    const box = within(chatPanel).getByPlaceholderText('Ask a follow-up question...');
    const send = within(chatPanel).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(box, '   ');
    expect(send).toBeDisabled();
    await user.clear(box);
    await user.type(box, 'And the Moon?{Shift>}{Enter}{/Shift}Please.');
    expect(box).toHaveValue('And the Moon?\nPlease.');
    await user.keyboard('{Enter}');
    expect(await within(chatPanel).findByText(/And the Moon\?/)).toBeInTheDocument();
    expect(within(chatPanel).getByText('Assistant is typing...')).toBeInTheDocument();
    expect(within(chatPanel).getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(sentBody(spy, 'POST', '/api/ai/chat')).toEqual({
      sessionId: SESSION,
      message: 'And the Moon?\nPlease.',
    });
    chat.send({ type: 'text', text: 'The Moon asks for rest.' }, { type: 'done' });
    chat.end();
    expect(await within(chatPanel).findByText('The Moon asks for rest.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Assistant is typing...')).toBeNull());
  });

  it('keeps the text that arrived when the stream fails, and shows the error', async () => {
    localStorage.setItem('ttsEnabled', 'false');
    const { reading } = streamRoute({});
    openWithHandOff();
    reading.send(
      { type: 'session', sessionId: SESSION, spreadType: 'weekly', personName: 'Grace Hopper' },
      { type: 'text', text: 'The first half' },
    );
    expect(
      await within(await screen.findByRole('region', { name: "Assistant's Interpretation" })).findByText(
        'The first half',
      ),
    ).toBeInTheDocument();
    reading.drop();
    expect(await screen.findByRole('alert')).toHaveTextContent(AI_READING_FAILED);
    expect(within(interpretation()).getByText('The first half')).toBeInTheDocument();
    // What arrived can still be saved (the server saves the session's text as it stands).
    expect(within(interpretation()).getByRole('button', { name: 'Save Interpretation' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Go Back' })).toBeNull();
  });

  it("shows the server's refusal and 'Go Back' when no text arrived", async () => {
    mockApi({
      'GET /api/me': premium,
      'POST /api/ai/reading': { status: 429, body: { error: 'Slow down.' } },
    });
    openWithHandOff();
    expect(await screen.findByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(screen.getAllByText('Slow down.').length).toBeGreaterThan(0);
  });

  it('restores the session named in the URL, with its chat, and removes a failed question', async () => {
    const chat = ndjsonStream();
    mockApi({
      'GET /api/me': premium,
      [`GET /api/ai/sessions/${SESSION}`]: {
        status: 200,
        body: {
          sessionId: SESSION,
          spreadType: 'seven-yearly',
          personName: 'Ada',
          request: { spreadType: 'seven-yearly', person: { name: 'Ada', birthdate: '1990-05-17' } },
          text: 'Seven years of [growth](https://example.com).',
          history: [
            { role: 'user', text: 'Earlier question' },
            { role: 'model', text: 'Earlier answer' },
          ],
          savedReadingId: '0a8e8c2b-5f3e-4a7e-8d8a-2f1d6a6b9c01',
        },
      },
      'POST /api/ai/chat': { status: 200, stream: chat.stream },
    });
    renderApp(`/ai-reading?session=${SESSION}`);
    expect(await screen.findByRole('link', { name: 'growth' })).toHaveAttribute('target', '_blank');
    expect(screen.getByText('seven-yearly')).toBeInTheDocument();
    expect(within(interpretation()).getByRole('button', { name: 'Saved' })).toBeDisabled();
    const chatPanel = await screen.findByRole('region', { name: 'Chat with the Assistant' });
    expect(within(chatPanel).getByText('Earlier answer')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(
      within(chatPanel).getByPlaceholderText('Ask a follow-up question...'),
      'Will it last?{Enter}',
    );
    expect(await within(chatPanel).findByText('Will it last?')).toBeInTheDocument();
    chat.end(); // Ends without `done`: the answer failed.
    expect(await screen.findByText(AI_CHAT_FAILED)).toBeInTheDocument();
    await waitFor(() => expect(within(chatPanel).getAllByRole('listitem')).toHaveLength(2));
    // The question is removed from the conversation and handed back to the box, so it is not lost.
    expect(within(chatPanel).getByRole('list')).not.toHaveTextContent('Will it last?');
    expect(within(chatPanel).getByPlaceholderText('Ask a follow-up question...')).toHaveValue(
      'Will it last?',
    );
  });

  it('remembers the audio toggle in local storage', async () => {
    mockApi({ 'GET /api/me': premium, 'POST /api/ai/reading': () => new Promise<never>(() => {}) });
    openWithHandOff();
    const toggle = await screen.findByRole('switch', { name: 'Enable Audio Reading & Captions' });
    await userEvent.setup().click(toggle);
    expect(toggle).not.toBeChecked();
    expect(localStorage.getItem('ttsEnabled')).toBe('false');
  });
});
