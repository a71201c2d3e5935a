// Issue 32 item 4: each way a browser refuses push is a named problem (a catalog sentence), never its own text.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PushFailure, type PushProblem, pushProblemOf } from './push-failure';
import { subscribeThisBrowser, unsubscribeThisBrowser, WORKER_WAIT_MS } from './push-subscription';
import { ENDPOINT, type PushBrowser, removePushBrowser, stubPushBrowser } from './test-push-browser';

const KEY = 'B'.repeat(87);

/** What subscribing in `browser` fails with: its problem, and the text a reader could see. */
async function subscribeFailure(browser: PushBrowser): Promise<PushFailure> {
  stubPushBrowser(browser);
  const failure = await subscribeThisBrowser(KEY).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(PushFailure);
  return failure as PushFailure;
}

afterEach(removePushBrowser);

describe('subscribing this browser', () => {
  it('gives the server the subscription when all is well', async () => {
    stubPushBrowser();
    expect(await subscribeThisBrowser(KEY)).toMatchObject({ endpoint: ENDPOINT });
  });

  it('is unsupported without the Push API', async () => {
    expect((await subscribeFailure({ withoutPushManager: true })).problem).toBe('unsupported');
  });

  it('tells a refused permission from a dismissed question', async () => {
    expect((await subscribeFailure({ permission: 'denied' })).problem).toBe('denied');
    removePushBrowser();
    expect((await subscribeFailure({ permission: 'default' })).problem).toBe('dismissed');
  });

  const BROWSER_ERRORS: readonly [string, string, PushProblem][] = [
    ['AbortError', 'Registration failed - push service not available', 'serviceUnavailable'],
    ['NetworkError', 'Push service unreachable', 'serviceUnavailable'],
    ['NotAllowedError', 'Registration failed - permission denied', 'denied'],
    [
      'InvalidStateError',
      'A subscription with a different applicationServerKey already exists',
      'staleSubscription',
    ],
    ['NotSupportedError', 'Push is not supported in private browsing', 'notHere'],
    ['SecurityError', 'The operation is insecure.', 'blockedBySettings'],
    ['UnknownError', 'Something odd', 'unknown'],
  ];
  for (const [name, message, problem] of BROWSER_ERRORS) {
    it(`names the browser's ${name} as ${problem}, keeping its text out of the message`, async () => {
      const thrown = new DOMException(message, name);
      const failure = await subscribeFailure({ subscribeError: thrown });
      expect(failure.problem).toBe(problem);
      expect(failure.message).not.toContain(message);
      expect(failure.cause).toBe(thrown);
    });
  }

  it('names a TypeError (a key the browser cannot read) as unknown', async () => {
    const failure = await subscribeFailure({ subscribeError: new TypeError('Failed to execute subscribe') });
    expect(failure.problem).toBe('unknown');
  });

  it('gives up on a service worker that never becomes ready', async () => {
    vi.useFakeTimers();
    stubPushBrowser({ workerNeverReady: true });
    const failure = subscribeThisBrowser(KEY).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(WORKER_WAIT_MS);
    expect(await failure).toMatchObject({ problem: 'noWorker' });
  });
});

describe('unsubscribing this browser', () => {
  it('gives the endpoint it had', async () => {
    stubPushBrowser({ subscribed: true });
    expect(await unsubscribeThisBrowser()).toBe(ENDPOINT);
  });

  it('fails as turnOffFailed, whatever the browser threw', async () => {
    stubPushBrowser({
      subscribed: true,
      unsubscribeError: new DOMException('Unsubscription failed', 'AbortError'),
    });
    await expect(unsubscribeThisBrowser()).rejects.toMatchObject({ problem: 'turnOffFailed' });
  });
});

describe('pushProblemOf', () => {
  it('reads a plain object named like a DOMException, and nothing from an inherited name', () => {
    expect(pushProblemOf({ name: 'AbortError' }, 'unknown')).toBe('serviceUnavailable');
    expect(pushProblemOf({ name: 'toString' }, 'unknown')).toBe('unknown');
    expect(pushProblemOf('AbortError', 'unknown')).toBe('unknown');
  });
});
