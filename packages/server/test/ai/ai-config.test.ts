import { describe, expect, it } from 'vitest';
import {
  AiConfigError,
  DEFAULT_AI_TIMEOUT_MS,
  DEFAULT_GEMINI_MODEL,
  DEFAULT_OPENAI_BASE_URL,
  DEFAULT_OPENAI_MODEL,
  parseAiConfig,
} from '../../src/providers/ai/ai-config.js';
import { createAiProvider } from '../../src/providers/ai/create-ai-provider.js';

describe('the assistant configuration', () => {
  it('is offline with nothing set, and empty values count as unset', () => {
    expect(parseAiConfig({})).toEqual({ provider: 'offline', timeoutMs: DEFAULT_AI_TIMEOUT_MS });
    expect(parseAiConfig({ AI_PROVIDER: '', GEMINI_API_KEY: '' }).provider).toBe('offline');
  });

  it('picks the provider whose key is set when AI_PROVIDER is unset', () => {
    expect(parseAiConfig({ GEMINI_API_KEY: 'g-key' })).toMatchObject({
      provider: 'gemini',
      apiKey: 'g-key',
      model: DEFAULT_GEMINI_MODEL,
    });
    expect(parseAiConfig({ OPENAI_API_KEY: 'o-key' })).toMatchObject({
      provider: 'openai',
      apiKey: 'o-key',
      model: DEFAULT_OPENAI_MODEL,
      baseUrl: DEFAULT_OPENAI_BASE_URL,
    });
    expect(parseAiConfig({ AI_PROVIDER: 'offline', GEMINI_API_KEY: 'g-key' }).provider).toBe('offline');
  });

  it('names the missing key variable without echoing any value', () => {
    expect(() => parseAiConfig({ AI_PROVIDER: 'gemini', OPENAI_API_KEY: 'o-secret' })).toThrow(AiConfigError);
    expect(() => parseAiConfig({ AI_PROVIDER: 'gemini' })).toThrow(/GEMINI_API_KEY: is required/);
    expect(() => parseAiConfig({ AI_PROVIDER: 'openai' })).toThrow(/OPENAI_API_KEY: is required/);
    try {
      parseAiConfig({ AI_PROVIDER: 'gemini', OPENAI_API_KEY: 'o-secret', AI_TIMEOUT_MS: '5' });
    } catch (error) {
      expect(String(error)).not.toContain('o-secret');
      expect(String(error)).toMatch(/AI_TIMEOUT_MS/);
    }
  });

  it('lets an OpenAI-compatible local server go without a key', () => {
    const config = parseAiConfig({
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: 'http://localhost:11434/v1/',
      OPENAI_MODEL: 'llama3.2',
      AI_TIMEOUT_MS: '120000',
    });
    expect(config).toMatchObject({
      provider: 'openai',
      baseUrl: 'http://localhost:11434/v1',
      model: 'llama3.2',
      timeoutMs: 120_000,
    });
    expect(() => parseAiConfig({ AI_PROVIDER: 'openai', OPENAI_BASE_URL: 'ftp://x' })).toThrow(
      /OPENAI_BASE_URL/,
    );
    expect(() => parseAiConfig({ AI_PROVIDER: 'claude' })).toThrow(/AI_PROVIDER/);
  });

  it('creates the provider it names', () => {
    expect(createAiProvider(parseAiConfig({})).describe().provider).toBe('offline');
    expect(
      createAiProvider(parseAiConfig({ GEMINI_API_KEY: 'k', GEMINI_MODEL: 'gemini-x' })).describe(),
    ).toEqual({
      provider: 'gemini',
      model: 'gemini-x',
    });
    expect(createAiProvider(parseAiConfig({ OPENAI_API_KEY: 'k' })).describe()).toEqual({
      provider: 'openai',
      model: DEFAULT_OPENAI_MODEL,
      baseUrl: DEFAULT_OPENAI_BASE_URL,
    });
  });
});
