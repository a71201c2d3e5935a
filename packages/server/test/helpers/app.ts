import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.js';
import type { ViewerRevocations } from '../../src/auth/viewer-revocations.js';
import type { Db } from '../../src/db/client.js';
import type { Env, RawEnv } from '../../src/env.js';
import { parseEnv } from '../../src/env.js';
import type { Mailer } from '../../src/lib/mailer.js';
import type { LogStream } from '../../src/log-output.js';
import type { AiProvider } from '../../src/providers/ai/ai-provider.js';
import type { AudioStorage } from '../../src/providers/storage/audio-storage.js';
import type { Voice } from '../../src/providers/tts/voice.js';
import type { ShareRenderer } from '../../src/services/share/renderer.js';

export const PUBLIC_URL = 'http://localhost:3000';
/** A trusted Origin, as a browser on the app's own page sends it. */
export const ORIGIN = new URL(PUBLIC_URL).origin;
export const SESSION_COOKIE = 'cardology.session_token';
export const PASSWORD = 'correct horse battery';

/**
 * The environment tests run with: quiet logs, a fixed secret, a build folder that does not exist,
 * and the sign-in and API rate limits too high to reach (the rate-limit tests lower them for their own apps).
 */
export function testEnv(overrides: RawEnv = {}): Env {
  return parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL,
    BETTER_AUTH_SECRET: 'test-secret-for-cardology-0123456789abcdef',
    AUTH_RATE_LIMIT_MAX: '100000',
    API_RATE_LIMIT_MAX: '100000000',
    WEB_DIST_DIR: '/nonexistent/cardology-web-dist',
    DATA_DIR: '/nonexistent/cardology-data',
    // A fixed Web Push identity, so no test writes keys into a data folder (a throwaway pair, tests only).
    VAPID_PUBLIC_KEY:
      'BDN4lVkCvUXCrpCk2U0QEGQKfKu7d71aP8DOw4TUZxW8xq2TADgE4eAmJcFKlJ8kzdF_q3p1K1dWYrzb0h79b7Q',
    VAPID_PRIVATE_KEY: 'ZqxI6xXHI6MAGBlTNWidqImXkD8zxTKgrjFJ7e4q56I',
    ...overrides,
  });
}

/** What a test may swap in the app: the environment's overrides and the injected providers. */
export type TestAppOptions = {
  env?: RawEnv;
  clock?: () => Date;
  logStream?: LogStream;
  ai?: AiProvider;
  voice?: Voice;
  audioStorage?: AudioStorage;
  viewerRevocations?: (log: FastifyBaseLogger) => ViewerRevocations;
  shareRender?: ShareRenderer;
  mailer?: Mailer;
};

export async function buildTestApp(db: Db, options: TestAppOptions = {}): Promise<FastifyInstance> {
  return buildApp({
    db,
    env: testEnv(options.env),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.ai ? { ai: options.ai } : {}),
    ...(options.voice ? { voice: options.voice } : {}),
    ...(options.audioStorage ? { audioStorage: options.audioStorage } : {}),
    ...(options.viewerRevocations ? { viewerRevocations: options.viewerRevocations } : {}),
    ...(options.shareRender ? { shareRender: options.shareRender } : {}),
    ...(options.mailer ? { mailer: options.mailer } : {}),
  });
}

/** An email no other test uses, so tests sharing a database stay independent. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.com`;
}

/** `name=value` of the session cookie a response set, for the next request's Cookie header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name.endsWith(SESSION_COOKIE));
  if (!cookie?.value)
    throw new Error(`No session cookie in response ${response.statusCode}: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

export type Credentials = { name?: string; email: string; password?: string };

export function signUpRequest(
  app: FastifyInstance,
  { name = 'Tester', email, password = PASSWORD }: Credentials,
  remoteAddress?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: ORIGIN },
    payload: { name, email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export function signInRequest(
  app: FastifyInstance,
  { email, password = PASSWORD }: Credentials,
  remoteAddress?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: ORIGIN },
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export type TestUser = { id: string; email: string; name: string; cookie: string };

/** Signs a new user up and returns its id and session cookie; `remoteAddress` keeps it off a throttled network. */
export async function signUp(
  app: FastifyInstance,
  credentials: Partial<Credentials> = {},
  remoteAddress?: string,
): Promise<TestUser> {
  const email = credentials.email ?? uniqueEmail();
  const name = credentials.name ?? 'Tester';
  const response = await signUpRequest(app, { ...credentials, name, email }, remoteAddress);
  if (response.statusCode !== 200) throw new Error(`sign-up failed ${response.statusCode}: ${response.body}`);
  const { user } = response.json<{ user: { id: string } }>();
  return { id: user.id, email, name, cookie: sessionCookieOf(response) };
}

/** Signs an existing user in and returns a fresh session cookie. */
export async function signIn(app: FastifyInstance, credentials: Credentials): Promise<string> {
  const response = await signInRequest(app, credentials);
  if (response.statusCode !== 200) throw new Error(`sign-in failed ${response.statusCode}: ${response.body}`);
  return sessionCookieOf(response);
}
