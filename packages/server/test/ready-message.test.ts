import { describe, expect, it } from 'vitest';
import { parseEnv } from '../src/env.js';
import { maskDatabaseUrl, readyMessage, readyParts, readyUrl } from '../src/ready-message.js';

describe('the ready line', () => {
  it('names the address, the data folder and PGlite on a fresh start', () => {
    const env = parseEnv({ DATA_DIR: '/srv/cardology/data' });
    expect(readyMessage(readyUrl(env, 3000), readyParts(env))).toBe(
      'Cardology is ready at http://localhost:3000 — data in /srv/cardology/data (PGlite), assistant offline (built-in interpreter), voice espeak-ng en-us (offline)',
    );
  });

  it('names the port actually listened on when PORT is 0', () => {
    expect(readyUrl(parseEnv({ PORT: '0' }), 41234)).toBe('http://localhost:41234');
  });

  it('names PUBLIC_URL when it is set', () => {
    expect(readyUrl(parseEnv({ PUBLIC_URL: 'https://cards.example.com/' }), 3000)).toBe(
      'https://cards.example.com',
    );
  });

  it('names PostgreSQL without its password', () => {
    const env = parseEnv({
      DATA_DIR: '/srv/data',
      DATABASE_URL: 'postgres://cardology:hunter2-secret@db.internal:5432/cards',
    });
    const line = readyMessage(readyUrl(env, 3000), readyParts(env));
    expect(line).toBe(
      'Cardology is ready at http://localhost:3000 — data in /srv/data, database postgres://cardology:***@db.internal:5432/cards (PostgreSQL), assistant offline (built-in interpreter), voice espeak-ng en-us (offline)',
    );
    expect(line).not.toContain('hunter2');
  });

  it('takes further parts as they come (AI and voice providers)', () => {
    expect(
      readyMessage('http://localhost:3000', [
        { label: 'data in', value: '/d (PGlite)' },
        { label: 'AI:', value: 'offline' },
      ]),
    ).toBe('Cardology is ready at http://localhost:3000 — data in /d (PGlite), AI: offline');
    expect(readyMessage('http://localhost:3000', [])).toBe('Cardology is ready at http://localhost:3000');
  });
});

describe('the assistant in the ready line', () => {
  const KEY = 'sk-ready-line-SECRET-91b2';
  const assistantOf = (raw: Record<string, string>) =>
    readyParts(parseEnv({ DATA_DIR: '/d', ...raw })).find((part) => part.label === 'assistant')?.value;

  it.each([
    [{}, 'offline (built-in interpreter)'],
    [{ GEMINI_API_KEY: KEY }, 'gemini gemini-2.5-flash'],
    [{ GEMINI_API_KEY: KEY, GEMINI_MODEL: 'gemini-2.5-pro' }, 'gemini gemini-2.5-pro'],
    [{ OPENAI_API_KEY: KEY }, 'openai gpt-4.1-mini'],
    [
      { AI_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://localhost:11434/v1', OPENAI_MODEL: 'llama3.1' },
      'openai llama3.1 at http://localhost:11434',
    ],
    [
      { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: 'https://user:hunter2@llm.example.com/v1?key=abc' },
      'openai gpt-4.1-mini at https://llm.example.com',
    ],
  ])('names the provider and model for %j, never a key', (raw, shown) => {
    expect(assistantOf(raw)).toBe(shown);
    const line = readyMessage('http://localhost:3000', readyParts(parseEnv({ DATA_DIR: '/d', ...raw })));
    expect(line).not.toContain(KEY);
    expect(line).not.toContain('hunter2');
    expect(line).not.toContain('abc');
  });
});

describe('a database URL in a log', () => {
  it.each([
    ['postgres://u:p%40ss@h:5432/db', 'postgres://u:***@h:5432/db'],
    ['postgresql://u@h/db', 'postgresql://u@h/db'],
    ['postgres://u:pw@h/db?sslmode=require&password=other', 'postgres://u:***@h/db'],
  ])('shows %s as %s', (url, shown) => {
    expect(maskDatabaseUrl(url)).toBe(shown);
  });

  it('shows nothing of a URL it cannot read', () => {
    const shown = maskDatabaseUrl('postgres://u:pa#ss@h/db');
    expect(shown).not.toContain('pa');
    expect(shown).not.toContain('ss@h');
  });
});

describe('the voice in the ready line', () => {
  const KEY = 'sk-voice-line-SECRET-77c1';
  const voiceOf = (raw: Record<string, string>) =>
    readyParts(parseEnv({ DATA_DIR: '/d', ...raw })).find((part) => part.label === 'voice')?.value;

  it.each([
    [{}, 'espeak-ng en-us (offline)'],
    [{ TTS_VOICE: 'en-gb' }, 'espeak-ng en-gb (offline)'],
    [{ OPENAI_API_KEY: KEY }, 'openai gpt-4o-mini-tts alloy'],
    [{ OPENAI_API_KEY: KEY, TTS_PROVIDER: 'offline' }, 'espeak-ng en-us (offline)'],
    [
      {
        TTS_BASE_URL: 'http://user:hunter2@localhost:8880/v1?key=abc',
        TTS_MODEL: 'kokoro',
        TTS_VOICE: 'af_bella',
      },
      'openai kokoro af_bella at http://localhost:8880',
    ],
  ])('names the engine and voice for %j, never a key', (raw, shown) => {
    expect(voiceOf(raw)).toBe(shown);
    const line = readyMessage('http://localhost:3000', readyParts(parseEnv({ DATA_DIR: '/d', ...raw })));
    expect(line).not.toContain(KEY);
    expect(line).not.toContain('hunter2');
    expect(line).not.toContain('abc');
  });

  it('refuses OpenAI speech without a key for OpenAI itself, naming the variable', () => {
    expect(() => parseEnv({ TTS_PROVIDER: 'openai' })).toThrow(
      /OPENAI_API_KEY: is required when TTS_PROVIDER is openai/,
    );
  });
});
