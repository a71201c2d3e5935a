// Issue 32 item 4: a browser's push and permission errors reach the reader as the catalog's words, never as the
// browser's own text ("Registration failed - push service not available" is Chrome's English in every language).

/** Why this browser could not turn notifications on or off; each is a sentence of settings.dailyCard.push. */
export type PushProblem =
  | 'unsupported'
  | 'addToHomeScreen'
  | 'denied'
  | 'dismissed'
  | 'serviceUnavailable'
  | 'staleSubscription'
  | 'notHere'
  | 'blockedBySettings'
  | 'noWorker'
  | 'turnOffFailed'
  | 'unknown';

/** A push step that failed, named by its problem; the browser's error is kept as the cause for the console. */
export class PushFailure extends Error {
  readonly problem: PushProblem;

  constructor(problem: PushProblem, cause?: unknown) {
    super(`push: ${problem}`, { cause });
    this.name = 'PushFailure';
    this.problem = problem;
  }
}

/**
 * The problem behind a DOMException of the Push API or the service worker (names from the Push API and
 * Service Workers specs, and what Chrome, Firefox and Safari throw); anything else is `otherwise`.
 */
const PROBLEM_BY_NAME: Readonly<Record<string, PushProblem>> = {
  // Permission refused (also Chrome's incognito window: "Registration failed - permission denied").
  NotAllowedError: 'denied',
  // The browser's push service is unreachable: "Registration failed - push service not available".
  AbortError: 'serviceUnavailable',
  NetworkError: 'serviceUnavailable',
  // An earlier subscription made with another server key, or a worker not yet active.
  InvalidStateError: 'staleSubscription',
  // Push refused in this context (a private window, a browser build without a push service).
  NotSupportedError: 'notHere',
  // Site data blocked, or a context the browser does not trust ("The operation is insecure").
  SecurityError: 'blockedBySettings',
};

/**
 * Why this browser has no push at all. Safari on iPhone and iPad has it only in an app opened from the Home
 * Screen; in a tab it has no PushManager, and `navigator.standalone` (Apple's own) is false there, so the
 * reader can be told the one step that brings it.
 */
export function whyNoPushHere(): PushProblem {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone;
  return standalone === false ? 'addToHomeScreen' : 'unsupported';
}

/** The problem a thrown error stands for; `otherwise` when it names none (a TypeError, a bad key…). */
export function pushProblemOf(error: unknown, otherwise: PushProblem): PushProblem {
  if (error instanceof PushFailure) return error.problem;
  // By name, not by class: a DOMException is not an Error in every runtime.
  const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : undefined;
  return (
    (typeof name === 'string' && Object.hasOwn(PROBLEM_BY_NAME, name) && PROBLEM_BY_NAME[name]) || otherwise
  );
}

/** Each problem's sentence in the catalogs (written out, so the keys are checked and found by catalogs.test). */
export const PUSH_PROBLEM_TEXT = {
  unsupported: 'settings.dailyCard.push.unsupported',
  addToHomeScreen: 'settings.dailyCard.push.addToHomeScreen',
  denied: 'settings.dailyCard.push.denied',
  dismissed: 'settings.dailyCard.push.dismissed',
  serviceUnavailable: 'settings.dailyCard.push.serviceUnavailable',
  staleSubscription: 'settings.dailyCard.push.staleSubscription',
  notHere: 'settings.dailyCard.push.notHere',
  blockedBySettings: 'settings.dailyCard.push.blockedBySettings',
  noWorker: 'settings.dailyCard.push.noWorker',
  turnOffFailed: 'settings.dailyCard.push.turnOffFailed',
  unknown: 'settings.dailyCard.push.unknown',
} as const satisfies Record<PushProblem, `settings.dailyCard.push.${PushProblem}`>;
