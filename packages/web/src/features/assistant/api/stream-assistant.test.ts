import { AI_CHAT_FAILED, AI_READING_FAILED, type AiStreamEvent } from '@cardology/contract/assistant';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayIso } from '../../../lib/dates';
import { mockApi } from '../../../test/mock-api';
import { ndjsonStream } from '../../../test/ndjson-stream';
import { streamAiChat, streamAiReading } from './stream-assistant';

const SESSION = '6f1c2a52-2d0b-4c55-9a55-1d3f0b5f8c11';
const request = { spreadType: 'yearly', person: { name: 'Ada', birthdate: '1990-05-17' }, age: 35 } as const;

afterEach(() => vi.unstubAllGlobals());

function collect() {
  const events: AiStreamEvent[] = [];
  return { events, onEvent: (event: AiStreamEvent) => events.push(event) };
}

describe('the assistant stream', () => {
  it("sends the reader's today, the day the assistant reads", async () => {
    const body = ndjsonStream();
    const spy = mockApi({ 'POST /api/ai/reading': { status: 200, stream: body.stream } });
    const outcome = streamAiReading(request, { ...collect(), fallback: AI_READING_FAILED });
    body.raw('{"type":"done"}\n');
    body.end();
    await outcome;
    expect(spy.mock.calls[0]?.[1]?.headers).toMatchObject({ 'Reader-Date': todayIso() });
  });

  it('joins a line split across chunks and ends ok on done', async () => {
    const body = ndjsonStream();
    mockApi({ 'POST /api/ai/reading': { status: 200, stream: body.stream } });
    const { events, onEvent } = collect();
    const outcome = streamAiReading(request, { onEvent, fallback: AI_READING_FAILED });
    body.raw(
      `{"type":"session","sessionId":"${SESSION}","spreadType":"yearly","personName":"Ada"}\n{"type":"te`,
    );
    body.raw('xt","text":"Hello"}\n\n{"type":"done"}');
    body.end();
    expect(await outcome).toEqual({ ok: true });
    expect(events.map((event) => event.type)).toEqual(['session', 'text', 'done']);
  });

  it('keeps the text that arrived when the stream ends without done', async () => {
    const body = ndjsonStream();
    mockApi({ 'POST /api/ai/chat': { status: 200, stream: body.stream } });
    const { events, onEvent } = collect();
    const outcome = streamAiChat(
      { sessionId: SESSION, message: 'Why?' },
      { onEvent, fallback: AI_CHAT_FAILED },
    );
    body.send({ type: 'text', text: 'Half an' });
    body.end();
    expect(await outcome).toEqual({ ok: false, error: AI_CHAT_FAILED });
    expect(events).toEqual([{ type: 'text', text: 'Half an' }]);
  });

  it('reports a dropped connection with the fallback', async () => {
    const body = ndjsonStream();
    mockApi({ 'POST /api/ai/reading': { status: 200, stream: body.stream } });
    const { events, onEvent } = collect();
    const outcome = streamAiReading(request, { onEvent, fallback: AI_READING_FAILED });
    body.send({ type: 'text', text: 'Some' });
    await vi.waitFor(() => expect(events).toHaveLength(1));
    body.drop();
    expect(await outcome).toEqual({ ok: false, error: AI_READING_FAILED });
  });

  it("shows the server's error event and its 4xx text", async () => {
    const body = ndjsonStream();
    mockApi({ 'POST /api/ai/reading': { status: 200, stream: body.stream } });
    const outcome = streamAiReading(request, { onEvent: () => {}, fallback: AI_READING_FAILED });
    body.send({ type: 'error', error: 'The model timed out.' });
    body.end();
    expect(await outcome).toEqual({ ok: false, error: 'The model timed out.' });

    mockApi({ 'POST /api/ai/reading': { status: 429, body: { error: 'Too many.' } } });
    expect(await streamAiReading(request, { onEvent: () => {}, fallback: AI_READING_FAILED })).toEqual({
      ok: false,
      error: 'Too many.',
      status: 429,
    });
  });
});
