import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseTargetFromEnv } from '../src/db/client.js';
import { EnvError, parseEnv } from '../src/env.js';
import { trustedOrigins } from '../src/http/trusted-origins.js';

describe('environment', () => {
  it('has defaults that let the server start with nothing set', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      PUBLIC_URL: 'http://localhost:3000',
      TRUSTED_ORIGINS: [],
      TRUST_PROXY: false,
      AUTH_RATE_LIMIT_MAX: 20,
      AUTH_RATE_LIMIT_WINDOW_S: 60,
      SIGN_IN_ACCOUNT_MAX_FAILURES: 10,
      SIGN_IN_ACCOUNT_WINDOW_S: 900,
      API_RATE_LIMIT_MAX: 300,
      API_RATE_LIMIT_WINDOW_S: 60,
      LOG_LEVEL: 'info',
      DATA_DIR: resolve(process.cwd(), './data'),
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.BETTER_AUTH_SECRET).toBeUndefined();
    expect(env.WEB_DIST_DIR).toMatch(/packages\/web\/dist$/);
  });

  it('gives PostgreSQL a pool of 20 connections per process unless DATABASE_POOL_MAX says otherwise', () => {
    const url = 'postgres://u:p@127.0.0.1:5432/db';
    expect(databaseTargetFromEnv(parseEnv({ DATABASE_URL: url }))).toEqual({
      kind: 'postgres',
      url,
      poolMax: 20,
    });
    expect(databaseTargetFromEnv(parseEnv({ DATABASE_URL: url, DATABASE_POOL_MAX: '4' }))).toMatchObject({
      poolMax: 4,
    });
    expect(() => parseEnv({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/);
  });

  it('derives PUBLIC_URL from PORT and treats empty values as unset', () => {
    expect(parseEnv({ PORT: '4000', PUBLIC_URL: '' }).PUBLIC_URL).toBe('http://localhost:4000');
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('normalizes origins', () => {
    const env = parseEnv({
      PUBLIC_URL: 'https://cards.example.com/',
      TRUSTED_ORIGINS: 'https://a.example.com/app, http://b.example.com:8080 ,',
    });
    expect(env.PUBLIC_URL).toBe('https://cards.example.com');
    expect(env.TRUSTED_ORIGINS).toEqual(['https://a.example.com', 'http://b.example.com:8080']);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['10.0.0.1, 10.1.0.0/16', ['10.0.0.1', '10.1.0.0/16']],
  ])('reads TRUST_PROXY=%s', (raw, expected) => {
    expect(parseEnv({ TRUST_PROXY: raw }).TRUST_PROXY).toEqual(expected);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['NODE_ENV', 'staging'],
    ['PUBLIC_URL', 'not a url'],
    ['PUBLIC_URL', 'ftp://files.example.com'],
    ['PUBLIC_URL', 'localhost:3000'],
    ['PUBLIC_URL', 'cards.example.com'],
    ['TRUSTED_ORIGINS', 'https://ok.example.com,nope'],
    ['TRUST_PROXY', 'sometimes'],
    ['DATABASE_URL', 'mysql://db/x'],
    ['BETTER_AUTH_SECRET', 'short'],
    ['AUTH_RATE_LIMIT_MAX', '0'],
    ['SIGN_IN_ACCOUNT_MAX_FAILURES', 'ten'],
    ['API_RATE_LIMIT_MAX', '0'],
    ['API_RATE_LIMIT_WINDOW_S', '1.5'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(name);
  });

  it('reads the assistant’s settings into env.ai and its hourly limits', () => {
    expect(parseEnv({}).ai).toEqual({ provider: 'offline', timeoutMs: 60_000 });
    expect(parseEnv({}).AI_READINGS_PER_HOUR).toBe(20);
    expect(parseEnv({}).AI_CHAT_PER_HOUR).toBe(100);
    const env = parseEnv({ GEMINI_API_KEY: 'g-key', AI_READINGS_PER_HOUR: '3', AI_CHAT_PER_HOUR: '7' });
    expect(env.ai).toMatchObject({ provider: 'gemini', model: 'gemini-2.5-flash' });
    expect([env.AI_READINGS_PER_HOUR, env.AI_CHAT_PER_HOUR]).toEqual([3, 7]);
  });

  it('stops on a bad assistant setting like any other variable, naming it and never echoing a key', () => {
    expect(() => parseEnv({ AI_PROVIDER: 'gemini' })).toThrow(EnvError);
    expect(() => parseEnv({ AI_PROVIDER: 'gemini' })).toThrow(/GEMINI_API_KEY: is required/);
    expect(() => parseEnv({ AI_PROVIDER: 'claude', OPENAI_API_KEY: 'sk-env-SECRET' })).toThrow(EnvError);
    try {
      parseEnv({ AI_PROVIDER: 'claude', OPENAI_API_KEY: 'sk-env-SECRET' });
    } catch (error) {
      expect(String(error)).toContain('AI_PROVIDER');
      expect(String(error)).not.toContain('sk-env-SECRET');
    }
    expect(() => parseEnv({ AI_READINGS_PER_HOUR: '0' })).toThrow(/AI_READINGS_PER_HOUR/);
  });

  it('says why a bad PUBLIC_URL is refused', () => {
    expect(() => parseEnv({ PUBLIC_URL: 'localhost:3000' })).toThrow(
      'Invalid environment:\n  PUBLIC_URL: must be an http(s) URL',
    );
  });

  it('trusts the Vite dev origin in development only', () => {
    expect(trustedOrigins(parseEnv({ NODE_ENV: 'development' }))).toContain('http://localhost:5173');
    expect(trustedOrigins(parseEnv({ NODE_ENV: 'production' }))).not.toContain('http://localhost:5173');
  });

  it('trusts every loopback address of the port while PUBLIC_URL is unset', () => {
    const env = parseEnv({ NODE_ENV: 'production', PORT: '4000', TRUSTED_ORIGINS: 'https://x.example.com' });
    expect(env.PUBLIC_URL_SET).toBe(false);
    expect(trustedOrigins(env)).toEqual([
      'http://localhost:4000',
      'http://127.0.0.1:4000',
      'http://[::1]:4000',
      'https://x.example.com',
    ]);
  });

  it('trusts only PUBLIC_URL and TRUSTED_ORIGINS once PUBLIC_URL is set', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://localhost:3000',
      TRUSTED_ORIGINS: 'https://x.example.com',
    });
    expect(env.PUBLIC_URL_SET).toBe(true);
    expect(trustedOrigins(env)).toEqual(['http://localhost:3000', 'https://x.example.com']);
  });
});
