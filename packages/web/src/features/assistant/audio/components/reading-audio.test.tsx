import { REFLECTIVE_FOOTER } from '@cardology/contract/assistant';
import {
  AUDIO_LOAD_FAILED,
  AUDIO_NOT_READY,
  COMBINED_AUDIO_READY,
  insufficientTtsCredits,
  missingChunk,
  type NarrationChunk,
  type NarrationEvent,
  TTS_COST,
  ttsCreditsUpdated,
} from '@cardology/contract/narration';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { contractText } from '../../../../i18n/i18n';
import { aUser, type MockReply, mockApi, sentBody, signedInAs } from '../../../../test/mock-api';
import { ndjsonStream } from '../../../../test/ndjson-stream';
import { renderApp } from '../../../../test/render-app';
import type { AiHandOff } from '../../../readings/ai-hand-off';

const SESSION = '6f1c2a52-2d0b-4c55-9a55-1d3f0b5f8c11';
const TEXT = 'Your **week** begins with the Sun. The Moon asks for rest.';
const handOff = {
  spreadType: 'weekly',
  currentReadingProfile: { name: 'Grace Hopper', birthdate: '12/09/1906' },
  spreadData: {
    spreadCards: [],
    displacingCard: { card: 'AH', description: '', keywords: '', label: 'Displacement' },
  },
  readingRequest: { birthdate: '12/09/1906', age: 40, date_offset: 1 },
} as unknown as AiHandOff;

const chunk = (index: number, text: string): NarrationChunk => ({
  index,
  signedUrl: `/api/audio/c${index}.mp3?sig=x`,
  filePath: `c${index}`,
  captionsUrl: `/api/audio/c${index}.vtt?sig=x`,
  cues: [{ start: 0, end: 2, text }],
  duration: 2,
});
const CHUNKS = [chunk(0, 'Your week begins with the Sun.'), chunk(1, 'The Moon asks for rest.')];

let play: Mock<() => Promise<void>>;
let pause: Mock<() => void>;
beforeEach(() => {
  // Instant reveal: these tests read the audio's states, not the typewriter's timing.
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
  // jsdom plays no media: record what the player asks of each element.
  play = vi.fn(() => Promise.resolve());
  pause = vi.fn();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
});

/** Opens the page with audio on (the default) and streams a finished interpretation into it. */
async function openWithReading(routes: Record<string, MockReply>, credits = 20) {
  const reading = ndjsonStream();
  const spy = mockApi({
    'GET /api/me': signedInAs(aUser({ isPremium: true, tts_credits: credits })),
    'POST /api/ai/reading': { status: 200, stream: reading.stream },
    ...routes,
  });
  const view = renderApp({ pathname: '/ai-reading', state: handOff });
  await screen.findByText('Generating interpretation...');
  reading.send(
    { type: 'session', sessionId: SESSION, spreadType: 'weekly', personName: 'Grace Hopper' },
    { type: 'text', text: TEXT },
  );
  // The text is held back while audio is wanted: still only the generating line.
  await waitFor(() => expect(screen.getByText('Generating interpretation...')).toBeInTheDocument());
  reading.send({ type: 'text', text: REFLECTIVE_FOOTER }, { type: 'done' });
  reading.end();
  return { ...view, spy };
}

const interpretation = () => screen.queryByRole('region', { name: "Assistant's Interpretation" });
const audios = (container: HTMLElement) => [...container.querySelectorAll('audio')];
const header = () => screen.getByRole('banner');

describe('the AI reading page’s audio', () => {
  it('prepares with progress, loads, reveals and plays in order; pause, captions, and off resets', async () => {
    const tts = ndjsonStream<NarrationEvent>();
    const { container, spy } = await openWithReading({
      'POST /api/tts': { status: 200, stream: tts.stream },
    });
    expect(await screen.findByText('Preparing audio reading...')).toBeInTheDocument();
    expect(interpretation()).toBeNull();
    expect(sentBody(spy, 'POST', '/api/tts')).toEqual({ sessionId: SESSION });

    tts.send({ type: 'start', total: 2, new_balance: 10, charged: true });
    const bar = await screen.findByRole('progressbar', { name: 'Preparing audio reading...' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '0'));
    expect(bar).toHaveAttribute('aria-valuemax', '2');
    expect(await screen.findByText(contractText(ttsCreditsUpdated(10)))).toBeInTheDocument();
    await waitFor(() => expect(within(header()).getByText('10')).toBeInTheDocument());

    // Out of order: the bar counts them, the player orders them.
    tts.send({ type: 'chunk', ...CHUNKS[1] } as NarrationEvent);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '1'));
    tts.send({ type: 'chunk', ...CHUNKS[0] } as NarrationEvent, { type: 'done' });
    tts.end();
    expect(await screen.findByText('Loading audio...')).toBeInTheDocument();
    expect(interpretation()).toBeNull();
    const [first, second] = audios(container);
    if (!first || !second) throw new Error('two audio elements expected');
    expect(first.getAttribute('src')).toBe(CHUNKS[0]?.signedUrl);
    // The next chunk is already loading, so it can start the moment the first ends.
    expect(second.getAttribute('src')).toBe(CHUNKS[1]?.signedUrl);
    expect(second.getAttribute('preload')).toBe('auto');
    expect(first.querySelector('track[kind="captions"]')?.getAttribute('src')).toBe(CHUNKS[0]?.captionsUrl);

    fireEvent.canPlay(first);
    expect(await screen.findByRole('region', { name: "Assistant's Interpretation" })).toHaveTextContent(
      'Your week begins with the Sun.',
    );
    expect(play.mock.contexts.at(-1)).toBe(first);
    const controls = screen.getByRole('group', { name: 'Audio reading' });
    const user = userEvent.setup();
    await user.click(await within(controls).findByRole('button', { name: 'Pause' }));
    expect(pause.mock.contexts).toContain(first);
    expect(within(controls).getByRole('button', { name: 'Play' })).toBeInTheDocument();
    await user.click(within(controls).getByRole('button', { name: 'Play' }));

    Object.defineProperty(first, 'currentTime', { configurable: true, value: 1 });
    fireEvent.timeUpdate(first);
    expect(await screen.findByText('Your week begins with the Sun.')).toBeInTheDocument();

    play.mockClear();
    fireEvent.ended(first);
    expect(play.mock.contexts).toEqual([second]);
    Object.defineProperty(second, 'currentTime', { configurable: true, value: 0.5 });
    fireEvent.timeUpdate(second);
    expect(await screen.findByText('The Moon asks for rest.')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Enable Audio Reading & Captions' }));
    expect(screen.queryByRole('group', { name: 'Audio reading' })).toBeNull();
    expect(container.querySelector('audio')).toBeNull();
    // The text stays.
    expect(interpretation()).not.toBeNull();
  });

  it('skips audio with the 8-second toast when credits are short, shows the text and the balance', async () => {
    await openWithReading(
      {
        'POST /api/tts': {
          status: 402,
          body: { error: contractText(insufficientTtsCredits(4)), balance: 4 },
        },
      },
      4,
    );
    expect(await screen.findByText(contractText(insufficientTtsCredits(4)))).toBeInTheDocument();
    expect(interpretation()).not.toBeNull();
    expect(screen.queryByText('Preparing audio reading...')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Audio reading' })).toBeNull();
    // Credits may come later: Listen tries again.
    expect(screen.getByRole('button', { name: 'Listen' })).toBeInTheDocument();
  });

  it('names a chunk that came without its links, and still shows the text', async () => {
    const tts = ndjsonStream<object>();
    await openWithReading({ 'POST /api/tts': { status: 200, stream: tts.stream } });
    tts.send(
      { type: 'start', total: 2, new_balance: 10, charged: false },
      { ...CHUNKS[0], type: 'chunk' },
      { ...CHUNKS[1], type: 'chunk', signedUrl: '' },
    );
    expect(await screen.findByText(missingChunk(2))).toBeInTheDocument();
    expect(interpretation()).not.toBeNull();
    // Not charged this time: no credits toast.
    expect(screen.queryByText(contractText(ttsCreditsUpdated(10)))).toBeNull();
  });

  it('shows the text with the product’s message when a chunk’s audio cannot load', async () => {
    const tts = ndjsonStream<NarrationEvent>();
    const { container } = await openWithReading({ 'POST /api/tts': { status: 200, stream: tts.stream } });
    tts.send(
      { type: 'start', total: 1, new_balance: 10, charged: false },
      { type: 'chunk', ...CHUNKS[0] } as NarrationEvent,
      { type: 'done' },
    );
    await screen.findByText('Loading audio...');
    const first = audios(container)[0];
    if (!first) throw new Error('audio expected');
    fireEvent.error(first);
    expect(await screen.findByText(AUDIO_LOAD_FAILED)).toBeInTheDocument();
    expect(interpretation()).not.toBeNull();
  });

  it('downloads the combined MP3 once, and says audio is not ready while a download is under way', async () => {
    const tts = ndjsonStream<NarrationEvent>();
    let answer: (reply: MockReply) => void = () => {};
    const { container, spy } = await openWithReading({
      'POST /api/tts': { status: 200, stream: tts.stream },
      'POST /api/tts/combine': () => new Promise<MockReply>((resolve) => (answer = resolve)),
    });
    tts.send(
      { type: 'start', total: 2, new_balance: 10, charged: true },
      { type: 'chunk', ...CHUNKS[0] } as NarrationEvent,
      { type: 'chunk', ...CHUNKS[1] } as NarrationEvent,
      { type: 'done' },
    );
    await screen.findByText('Loading audio...');
    const first = audios(container)[0];
    if (!first) throw new Error('audio expected');
    fireEvent.canPlay(first);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const controls = await screen.findByRole('group', { name: 'Audio reading' });
    const user = userEvent.setup();
    await user.click(within(controls).getByRole('button', { name: 'Download audio' }));
    await user.click(within(controls).getByRole('button', { name: 'Preparing download...' }));
    expect(await screen.findByText(AUDIO_NOT_READY)).toBeInTheDocument();
    expect(spy.mock.calls.filter(([url]) => String(url) === '/api/tts/combine')).toHaveLength(1);
    const sent = sentBody(spy, 'POST', '/api/tts/combine') as { filePaths: string[]; outputFilename: string };
    expect(sent.filePaths).toEqual(['c0', 'c1']);
    expect(sent.outputFilename).toMatch(/^AI_Reading_\d+\.mp3$/);
    act(() => answer({ status: 200, body: { combinedAudioUrl: '/api/audio/combined.mp3?sig=y' } }));
    expect(await screen.findByText(COMBINED_AUDIO_READY)).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/api/audio/combined.mp3?sig=y');
    expect(link.download).toBe(sent.outputFilename);
  });

  it('reads a reopened reading or one chat reply only when asked with Listen', async () => {
    const tts = ndjsonStream<NarrationEvent>();
    const replyTts = ndjsonStream<NarrationEvent>();
    const spy = mockApi({
      'GET /api/me': signedInAs(aUser({ isPremium: true })),
      [`GET /api/ai/sessions/${SESSION}`]: {
        status: 200,
        body: {
          sessionId: SESSION,
          spreadType: 'weekly',
          personName: 'Ada',
          request: { spreadType: 'weekly', person: { name: 'Ada', birthdate: '1990-05-17' } },
          text: TEXT,
          history: [
            { role: 'user', text: 'Earlier question' },
            { role: 'model', text: 'Earlier answer' },
          ],
          savedReadingId: null,
        },
      },
      'POST /api/tts': (body) =>
        (body as { turn?: number }).turn === undefined
          ? { status: 200, stream: tts.stream }
          : { status: 200, stream: replyTts.stream },
    });
    renderApp(`/ai-reading?session=${SESSION}`);
    // Seen before: the text at once, and no narration (nor charge) until asked.
    expect(await screen.findByRole('region', { name: "Assistant's Interpretation" })).toHaveTextContent(
      'The Moon asks for rest.',
    );
    const chatPanel = await screen.findByRole('region', { name: 'Chat with the Assistant' });
    expect(spy.mock.calls.some(([url]) => String(url) === '/api/tts')).toBe(false);

    const user = userEvent.setup();
    const listens = screen.getAllByRole('button', { name: /^Listen/ });
    // The reading's own, and one under the reply (not under the question).
    expect(listens).toHaveLength(2);
    await user.click(within(chatPanel).getByRole('button', { name: 'Listen to this reply' }));
    expect(within(chatPanel).getByText('Preparing audio reading...')).toBeInTheDocument();
    const replyBody = spy.mock.calls.find(([url]) => String(url) === '/api/tts')?.[1]?.body;
    expect(JSON.parse(String(replyBody))).toEqual({ sessionId: SESSION, turn: 1 });
    replyTts.send(
      { type: 'start', total: 1, new_balance: 10, charged: true },
      { type: 'chunk', ...CHUNKS[1] } as NarrationEvent,
      { type: 'done' },
    );
    await within(chatPanel).findByText('Loading audio...');
    const replyAudio = chatPanel.querySelector('audio');
    if (!replyAudio) throw new Error('audio expected');
    fireEvent.canPlay(replyAudio);
    expect(await within(chatPanel).findByRole('group', { name: 'Reply audio' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Listen' }));
    expect(await screen.findByText('Preparing audio reading...')).toBeInTheDocument();
    // Asked for: the text stays while the audio is prepared.
    expect(interpretation()).not.toBeNull();
  });

  it('names the cost beside the switch, and turning audio on after the text is shown waits for Listen', async () => {
    localStorage.setItem('ttsEnabled', 'false');
    const reading = ndjsonStream();
    const tts = ndjsonStream<NarrationEvent>();
    const spy = mockApi({
      'GET /api/me': signedInAs(aUser({ isPremium: true, tts_credits: 70 })),
      'POST /api/ai/reading': { status: 200, stream: reading.stream },
      'POST /api/tts': { status: 200, stream: tts.stream },
    });
    renderApp({ pathname: '/ai-reading', state: handOff });
    const toggle = await screen.findByRole('switch', { name: 'Enable Audio Reading & Captions' });
    expect(toggle).toHaveAccessibleDescription(`${TTS_COST} credits per narration`);
    reading.send(
      { type: 'session', sessionId: SESSION, spreadType: 'weekly', personName: 'Grace Hopper' },
      { type: 'text', text: TEXT },
      { type: 'done' },
    );
    reading.end();
    expect(await screen.findByRole('region', { name: "Assistant's Interpretation" })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(toggle);
    const listen = await screen.findByRole('button', { name: 'Listen' });
    expect(spy.mock.calls.some(([url]) => String(url) === '/api/tts')).toBe(false);
    expect(within(header()).getByText('70')).toBeInTheDocument();
    await user.click(listen);
    expect(await screen.findByText('Preparing audio reading...')).toBeInTheDocument();
    expect(sentBody(spy, 'POST', '/api/tts')).toEqual({ sessionId: SESSION });
    expect(interpretation()).not.toBeNull();
  });

  it('moves focus from Listen, pressed from the keyboard, to Pause once the audio plays', async () => {
    const tts = ndjsonStream<NarrationEvent>();
    mockApi({
      'GET /api/me': signedInAs(aUser({ isPremium: true })),
      [`GET /api/ai/sessions/${SESSION}`]: {
        status: 200,
        body: {
          sessionId: SESSION,
          spreadType: 'weekly',
          personName: 'Ada',
          request: { spreadType: 'weekly', person: { name: 'Ada', birthdate: '1990-05-17' } },
          text: TEXT,
          history: [],
          savedReadingId: null,
        },
      },
      'POST /api/tts': { status: 200, stream: tts.stream },
    });
    const { container } = renderApp(`/ai-reading?session=${SESSION}`);
    const listen = await screen.findByRole('button', { name: 'Listen' });
    listen.focus();
    const user = userEvent.setup();
    await user.keyboard('{Enter}');
    tts.send(
      { type: 'start', total: 1, new_balance: 10, charged: true },
      { type: 'chunk', ...CHUNKS[0] } as NarrationEvent,
      { type: 'done' },
    );
    await screen.findByText('Loading audio...');
    const first = audios(container)[0];
    if (!first) throw new Error('audio expected');
    fireEvent.canPlay(first);
    const controls = await screen.findByRole('group', { name: 'Audio reading' });
    await waitFor(() => expect(within(controls).getByRole('button', { name: 'Pause' })).toHaveFocus());
  });
});
