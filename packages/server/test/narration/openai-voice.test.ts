import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/env.js';
import { createVoice } from '../../src/providers/tts/create-voice.js';
import { readMp3 } from '../../src/providers/tts/mp3.js';
import { createOpenAiVoice } from '../../src/providers/tts/openai-voice.js';
import { VoiceError } from '../../src/providers/tts/voice.js';
import { type FakeSpeechServer, startFakeSpeechServer } from './fake-speech-server.js';

const KEY = 'sk-speech-test-key';
let openai: FakeSpeechServer;
let kokoro: FakeSpeechServer;

beforeAll(async () => {
  openai = await startFakeSpeechServer(KEY);
  kokoro = await startFakeSpeechServer(null);
});

afterAll(async () => {
  await openai?.close();
  await kokoro?.close();
});

const voiceAt = (server: FakeSpeechServer, apiKey = KEY) =>
  createOpenAiVoice({
    apiKey,
    model: 'gpt-4o-mini-tts',
    voice: 'alloy',
    baseUrl: `${server.origin}/v1`,
    timeoutMs: 5_000,
  });

describe('OpenAI speech (the openai SDK against the /v1/audio/speech wire format)', () => {
  it('sends the model, voice and text as OpenAI expects and reads the MP3 it answers', async () => {
    openai.behave({ kind: 'speak' });
    const short = 'Short one.';
    const long = 'This second sentence is three times as long as the first.';
    const sentences = [short, long];
    const spoken = await voiceAt(openai).speak(sentences);
    expect(openai.requests.at(-1)).toMatchObject({
      url: '/v1/audio/speech',
      headers: { authorization: `Bearer ${KEY}` },
      body: { model: 'gpt-4o-mini-tts', voice: 'alloy', input: sentences.join(' '), response_format: 'mp3' },
    });
    expect(spoken.duration).toBeCloseTo(readMp3(spoken.audio)?.duration ?? 0, 5);
    // No timing from the API: captions share the length by characters.
    const [first, second] = spoken.cues;
    expect(first).toMatchObject({ start: 0, text: 'Short one.' });
    expect(second?.start).toBe(first?.end);
    expect(second?.end).toBeCloseTo(spoken.duration, 2);
    const ratio = ((second?.end ?? 0) - (second?.start ?? 0)) / (first?.end ?? 1);
    expect(ratio).toBeCloseTo(long.length / short.length, 1);
  });

  it('fails with a VoiceError on an HTTP error, a wrong key or an answer that is not audio', async () => {
    openai.behave({ kind: 'status', status: 500 });
    await expect(voiceAt(openai).speak(['Hello.'])).rejects.toBeInstanceOf(VoiceError);
    openai.behave({ kind: 'speak' });
    await expect(voiceAt(openai, 'sk-wrong').speak(['Hello.'])).rejects.toThrow(/speech request failed/);
    openai.behave({ kind: 'garbage' });
    await expect(voiceAt(openai).speak(['Hello.'])).rejects.toThrow(/not an MP3/);
  });

  it('speaks through a speech server the user runs (TTS_BASE_URL, no key), chosen by environment', async () => {
    const env = parseEnv({
      TTS_BASE_URL: `${kokoro.origin}/v1`,
      TTS_MODEL: 'kokoro',
      TTS_VOICE: 'af_bella',
    });
    expect(env.tts).toMatchObject({ provider: 'openai', model: 'kokoro', voice: 'af_bella' });
    const spoken = await createVoice(env.tts).speak(['Hello from Kokoro.']);
    expect(spoken.duration).toBeGreaterThan(0);
    expect(kokoro.requests.at(-1)?.body).toMatchObject({ model: 'kokoro', voice: 'af_bella' });
  });

  it('picks the offline voice without a key or a speech server', () => {
    expect(parseEnv({}).tts).toMatchObject({ provider: 'offline', voice: 'en-us' });
    expect(parseEnv({ OPENAI_API_KEY: KEY }).tts).toMatchObject({ provider: 'openai', voice: 'alloy' });
  });
});
