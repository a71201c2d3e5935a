import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PASSWORD, testEnv, uniqueEmail } from './app.js';
import { journalCursorAt } from './edge-dates.js';
import { addConnection, addJournalEntry, BIRTHDATE, type OwnedRows } from './owned-rows.js';
import type { RouteCall } from './route-call.js';

// One valid request per route, which test/authorization-matrix.test.ts sends as every kind of caller and
// test/route-fuzz.test.ts takes apart.

export type Recipe = {
  /** A request on `own`'s rows that the route's allowed callers may make (admin routes act on `other`). */
  call(own: OwnedRows, other: OwnedRows): RouteCall;
  /** The request names one of `own`'s rows: sent by someone else, it must be a 404 that changes nothing. */
  owned?: true;
  /** It ends the session it is sent with, so it is sent with a session of its own. */
  endsSession?: true;
  /**
   * It may suspend the account it names, which ends that account's sessions and refuses its sign-in: the
   * fuzz lifts its callers' suspensions and signs them in again after it.
   */
  suspendsAccount?: true;
  /** It deletes the caller's account: the allowed caller's try is made by a new account of its own. */
  deletesAccount?: true;
  /** It uses up a row (a delete): the allowed caller's try gets a fresh one. */
  fresh?(app: FastifyInstance, own: OwnedRows): Promise<OwnedRows>;
};

/** A day the readings are read for: every route that takes a date is sent one (helpers/edge-dates.ts varies it). */
const DAY = '2025-06-15';
const PERSON = { birthdate: BIRTHDATE, age: 35, date: DAY };

/** A browser's push subscription as Chrome makes one (a real P-256 key and auth secret; no browser behind it). */
export const PUSH_SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/recipe-device-token',
  keys: {
    p256dh: 'BN6-F-PzuI44bVAdQwWwcQUi5oYMaH1ZDUK4iezbHVwjypEUsnELncHbvo95XLGhNWcuecCjIj4eQ8YdsoipW9A',
    auth: 'pV7EXxf2sbsYnF0Ijo4rNQ',
  },
};
/** An unsubscribe token of the right shape that no mail ever carried. */
const UNKNOWN_UNSUBSCRIBE_TOKEN = 'x'.repeat(43);

/**
 * The token of a confirmation link for `email`, as better-auth signs it: an HS256 JWT of the address with the
 * app's secret (the tests' own), good for an hour.
 */
function emailVerificationToken(email: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const signed = `${part({ alg: 'HS256' })}.${part({ email: email.toLowerCase(), iat: now, exp: now + 3600 })}`;
  const signature = createHmac('sha256', testEnv().BETTER_AUTH_SECRET ?? '')
    .update(signed)
    .digest('base64url');
  return `${signed}.${signature}`;
}

/**
 * How to call each route. A route the app registers without a recipe here fails the authorization
 * matrix's first test: add its recipe (and, if it names a row, `owned`) to keep the matrix complete.
 */
export const RECIPES: Record<string, Recipe> = {
  'POST /api/auth/sign-up/email': {
    call: () => ({
      url: '/api/auth/sign-up/email',
      body: { name: 'New', email: uniqueEmail(), password: PASSWORD },
    }),
  },
  'POST /api/auth/sign-in/email': {
    call: (own) => ({ url: '/api/auth/sign-in/email', body: { email: own.user.email, password: PASSWORD } }),
  },
  'POST /api/auth/sign-out': { call: () => ({ url: '/api/auth/sign-out', body: {} }), endsSession: true },
  'GET /api/auth/get-session': { call: () => ({ url: '/api/auth/get-session' }) },
  'GET /api/auth/list-sessions': { call: () => ({ url: '/api/auth/list-sessions' }) },
  'POST /api/auth/revoke-session': {
    call: (own) => ({ url: '/api/auth/revoke-session', body: { token: own.otherSessionToken } }),
  },
  'POST /api/auth/revoke-other-sessions': {
    call: () => ({ url: '/api/auth/revoke-other-sessions', body: {} }),
  },
  'POST /api/auth/revoke-sessions': {
    call: () => ({ url: '/api/auth/revoke-sessions', body: {} }),
    endsSession: true,
  },
  'POST /api/auth/update-user': {
    call: (own) => ({ url: '/api/auth/update-user', body: { name: own.user.name } }),
  },
  'POST /api/auth/change-password': {
    call: () => ({
      url: '/api/auth/change-password',
      body: { currentPassword: PASSWORD, newPassword: PASSWORD },
    }),
    endsSession: true,
  },
  'POST /api/auth/request-password-reset': {
    call: (own) => ({ url: '/api/auth/request-password-reset', body: { email: own.user.email } }),
  },
  'POST /api/auth/reset-password': {
    // No real token: the route must refuse it with a 4xx whoever asks (the password tests cover a real one).
    call: () => ({ url: '/api/auth/reset-password', body: { token: 'not-a-token', newPassword: PASSWORD } }),
  },
  'GET /api/auth/verify-email': {
    // The caller's own address: it confirms it (or answers that it already was), whoever holds the link.
    call: (own) => ({ url: `/api/auth/verify-email?token=${emailVerificationToken(own.user.email)}` }),
  },
  'GET /api/password-reset': { call: () => ({ url: '/api/password-reset' }) },
  'POST /api/admin/users/:id/reset-link': {
    call: (_own, other) => ({ url: `/api/admin/users/${other.user.id}/reset-link`, body: {} }),
  },
  'GET /api/me/export': { call: () => ({ url: '/api/me/export' }) },
  'DELETE /api/me': {
    call: () => ({ url: '/api/me', body: { password: PASSWORD } }),
    endsSession: true,
    deletesAccount: true,
  },
  'GET /api/health': { call: () => ({ url: '/api/health' }) },
  'GET /api/health/live': { call: () => ({ url: '/api/health/live' }) },
  'GET /api/health/ready': { call: () => ({ url: '/api/health/ready' }) },
  'GET /api/me': { call: () => ({ url: '/api/me' }) },
  'PATCH /api/me': {
    call: (own) => ({ url: '/api/me', body: { name: own.user.name, birthdate: '02/28/1990' } }),
  },
  'GET /api/connections': { call: () => ({ url: '/api/connections' }) },
  'POST /api/connections': {
    call: () => ({ url: '/api/connections', body: { name: 'Dee', birthdate: BIRTHDATE } }),
  },
  'PUT /api/connections/:id': {
    call: (own) => ({
      url: `/api/connections/${own.connectionId}`,
      body: { name: 'Dee Edited', birthdate: '1991-02-03' },
    }),
    owned: true,
  },
  'DELETE /api/connections/:id': {
    call: (own) => ({ url: `/api/connections/${own.connectionId}` }),
    owned: true,
    fresh: async (app, own) => ({ ...own, connectionId: (await addConnection(app, own.user)).id }),
  },
  'POST /api/card-reading': { call: () => ({ url: '/api/card-reading', body: PERSON }) },
  'POST /api/weekly-spread': { call: () => ({ url: '/api/weekly-spread', body: PERSON }) },
  'POST /api/seven-week-spread': { call: () => ({ url: '/api/seven-week-spread', body: PERSON }) },
  'POST /api/seven-year-spread': { call: () => ({ url: '/api/seven-year-spread', body: PERSON }) },
  'GET /api/card-relationships': { call: () => ({ url: '/api/card-relationships' }) },
  'POST /api/name-card': { call: () => ({ url: '/api/name-card', body: { name: 'Ada' } }) },
  'POST /api/combination-card': {
    call: () => ({ url: '/api/combination-card', body: { card1: 1, card2: 51 } }),
  },
  'GET /api/todays-card': { call: () => ({ url: `/api/todays-card?date=${DAY}` }) },
  'POST /api/saved-readings': {
    call: (own) => ({ url: '/api/saved-readings', body: { sessionId: own.aiSessionId } }),
    owned: true,
  },
  'GET /api/saved-readings': { call: () => ({ url: '/api/saved-readings' }) },
  'DELETE /api/saved-readings/:id': {
    call: (own) => ({ url: `/api/saved-readings/${own.savedReadingId}` }),
    owned: true,
  },
  'GET /api/in-your-cards': { call: () => ({ url: `/api/in-your-cards?date=${DAY}` }) },
  'GET /api/pairs': {
    call: (own) => ({ url: `/api/pairs?a=me&b=${own.connectionId}&date=${DAY}` }),
    owned: true,
  },
  'POST /api/credit-requests': { call: () => ({ url: '/api/credit-requests', body: {} }) },
  'GET /api/credit-requests': { call: () => ({ url: '/api/credit-requests' }) },
  'GET /api/admin/status': { call: () => ({ url: '/api/admin/status' }) },
  'GET /api/admin/credit-requests': { call: () => ({ url: '/api/admin/credit-requests' }) },
  'POST /api/admin/credit-requests/:id/approve': {
    call: (_own, other) => ({
      url: `/api/admin/credit-requests/${other.creditRequestId}/approve`,
      body: { grant_amount: 5 },
    }),
  },
  'POST /api/admin/credit-requests/:id/deny': {
    call: (own) => ({ url: `/api/admin/credit-requests/${own.creditRequestId}/deny`, body: {} }),
  },
  'GET /api/admin/users': { call: () => ({ url: '/api/admin/users?q=a&page=1' }) },
  'GET /api/admin/users/:id': { call: (_own, other) => ({ url: `/api/admin/users/${other.user.id}` }) },
  'PUT /api/admin/users/:id/credits': {
    call: (_own, other) => ({
      url: `/api/admin/users/${other.user.id}/credits`,
      body: { new_credit_total: 100 },
    }),
  },
  'PUT /api/admin/users/:id/premium': {
    call: (_own, other) => ({ url: `/api/admin/users/${other.user.id}/premium`, body: { is_premium: true } }),
  },
  'PUT /api/admin/users/:id/admin': {
    call: (_own, other) => ({ url: `/api/admin/users/${other.user.id}/admin`, body: { is_admin: false } }),
  },
  'PUT /api/admin/users/:id/suspension': {
    call: (_own, other) => ({
      url: `/api/admin/users/${other.user.id}/suspension`,
      body: { reason: 'Scraping', until: '2099-01-01T00:00:00Z' },
    }),
    suspendsAccount: true,
  },
  'DELETE /api/admin/users/:id/suspension': {
    call: (_own, other) => ({ url: `/api/admin/users/${other.user.id}/suspension` }),
  },
  'POST /api/ai/reading': {
    call: (own) => ({
      url: '/api/ai/reading',
      body: { spreadType: 'weekly', person: { name: own.user.name, birthdate: BIRTHDATE }, date: DAY },
    }),
  },
  'POST /api/ai/chat': {
    call: (own) => ({ url: '/api/ai/chat', body: { sessionId: own.aiSessionId, message: 'And love?' } }),
    owned: true,
  },
  'GET /api/ai/sessions/:id': {
    call: (own) => ({ url: `/api/ai/sessions/${own.aiSessionId}` }),
    owned: true,
  },
  // Names a period, not a row: the caller's own notes of it are read (their journal entry's week).
  'POST /api/journal/reflection': {
    call: () => ({ url: '/api/journal/reflection', body: { period: 'weekly', on: '2020-01-01' } }),
  },
  'POST /api/tts': {
    call: (own) => ({ url: '/api/tts', body: { sessionId: own.aiSessionId } }),
    owned: true,
  },
  'GET /api/audio/:file': { call: (own) => ({ url: own.audioUrl }), owned: true },
  'POST /api/tts/combine': {
    call: (own) => ({ url: '/api/tts/combine', body: { filePaths: [own.audioFile] } }),
    owned: true,
  },
  'GET /api/calendar': { call: () => ({ url: '/api/calendar' }) },
  'POST /api/calendar': { call: () => ({ url: '/api/calendar' }) },
  'PATCH /api/calendar': { call: () => ({ url: '/api/calendar', body: { include_people: true } }) },
  'DELETE /api/calendar': { call: () => ({ url: '/api/calendar' }) },
  'GET /api/calendar/download.ics': {
    call: () => ({ url: '/api/calendar/download.ics?include_people=true' }),
  },
  'GET /api/calendar/feed/:file': { call: (own) => ({ url: `/api/calendar/feed/${own.calendarFeedFile}` }) },
  'GET /api/reminders': { call: () => ({ url: '/api/reminders' }) },
  'PUT /api/reminders': {
    call: () => ({ url: '/api/reminders', body: { enabled: true, time_of_day: '08:00', by_email: false } }),
  },
  'POST /api/reminders/devices': { call: () => ({ url: '/api/reminders/devices', body: PUSH_SUBSCRIPTION }) },
  'DELETE /api/reminders/devices': {
    call: () => ({ url: '/api/reminders/devices', body: { endpoint: PUSH_SUBSCRIPTION.endpoint } }),
  },
  'GET /api/reminders/unsubscribe/:token': {
    call: () => ({ url: `/api/reminders/unsubscribe/${UNKNOWN_UNSUBSCRIBE_TOKEN}` }),
  },
  'POST /api/reminders/unsubscribe/:token': {
    call: () => ({ url: `/api/reminders/unsubscribe/${UNKNOWN_UNSUBSCRIBE_TOKEN}` }),
  },
  'GET /api/journal': {
    call: (own) => ({
      url: `/api/journal?planet=Venus&card=7H&period=planetary&on=2020-01-01&q=journal&cursor=${journalCursorAt('2030-01-01', own.journalEntryId)}`,
    }),
  },
  'POST /api/journal': {
    call: () => ({ url: '/api/journal', body: { date: '2021-01-01', text: 'A note.' } }),
  },
  'PUT /api/journal/:id': {
    call: (own) => ({
      url: `/api/journal/${own.journalEntryId}`,
      body: { date: '2020-01-02', text: `${own.journalText} edited` },
    }),
    owned: true,
  },
  'DELETE /api/journal/:id': {
    call: (own) => ({ url: `/api/journal/${own.journalEntryId}` }),
    owned: true,
    fresh: async (app, own) => ({ ...own, journalEntryId: (await addJournalEntry(app, own.user)).id }),
  },
  'GET /api/journal/look-back': { call: () => ({ url: '/api/journal/look-back' }) },
  'GET /api/journal/export.md': { call: () => ({ url: '/api/journal/export.md' }) },
  'GET /api/share/todays-card.png': {
    call: (own) => ({ url: `/api/share/todays-card.png?person=${own.connectionId}&date=${DAY}` }),
    owned: true,
  },
  'GET /api/share/reading.png': {
    call: (own) => ({ url: `/api/share/reading.png?type=weekly&person=${own.connectionId}&date=${DAY}` }),
    owned: true,
  },
};
