import { type Message, message } from './message.js';

// What a client is told when it has asked too often or sent too much: the server answers with these, and the
// web app shows them as they come (the login form's toast, the API client's error). Each is a keyed message the
// server writes in the reader's language.

/** 'a minute', '2 minutes', … for a wait of `seconds`, rounded up to whole minutes so it is never too short. */
export function waitPhrase(seconds: number): Message {
  return message('WAIT_MINUTES', { count: Math.max(1, Math.ceil(seconds / 60)) });
}

/** Too many failed sign-ins on one account, from wherever they came; the right password waits too. */
export function signInCooldownMessage(retryAfterSeconds: number): Message {
  return message('SIGN_IN_COOLDOWN', { wait: waitPhrase(retryAfterSeconds) });
}

/** Too many sign-in or sign-up attempts from one address. */
export function authAttemptsMessage(retryAfterSeconds: number): Message {
  return message('AUTH_ATTEMPTS', { wait: waitPhrase(retryAfterSeconds) });
}

/** Too many requests to the app from one address. */
export function apiRateLimitMessage(retryAfterSeconds: number): Message {
  return message('API_RATE_LIMIT', { wait: waitPhrase(retryAfterSeconds) });
}

/** A request body larger than its route takes (413). */
export const BODY_TOO_LARGE = 'Request body is too large.';
