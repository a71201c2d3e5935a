// Issue 32, item 4: no English sentence reaches a reader who chose another language. Every route the app
// registers (walked from the app itself, better-auth's endpoints included) is provoked into refusing — no
// session, the wrong role, a body that is not JSON, not an object, empty, too large, a query of nonsense,
// another reader's rows, the same write twice, sign-in guesses until the cooldown, a suspended account's
// sign-in — with the language cookie set to es and to pt-BR, and every `{ error }` is read: it fails when it is
// the English catalog's text, holds a tell-tale English word, or is a bare key.
import { LANGUAGES as ALL_LANGUAGES, LANGUAGE_COOKIE, type Language } from '@cardology/contract/languages';
import { EN_MESSAGES } from '@cardology/contract/messages/en';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Roles } from './helpers/accounts.js';
import { ORIGIN, PASSWORD, signUp, type TestUser } from './helpers/app.js';
import { testDatabaseKind } from './helpers/database.js';
import { type OwnedRows, signUpRolesWithRows } from './helpers/owned-rows.js';
import {
  type CatalogRoute,
  fillPath,
  pathParams,
  routeCatalog,
  routeKey,
  splitUrl,
} from './helpers/route-catalog.js';
import { RECIPES } from './helpers/route-recipes.js';
import { useTestApp } from './helpers/test-app.js';

const suite = useTestApp({ env: { AUTH_RATE_LIMIT_MAX: undefined, TRUST_PROXY: 'true' } });
/** Every language but English, from the contract's list: a language added there is read here without a line. */
const LANGUAGES: readonly Language[] = ALL_LANGUAGES.filter((language) => language !== 'en');

/** Words a Spanish, Portuguese or Russian sentence never holds; any of them means English got through. */
const ENGLISH_WORDS =
  /\b(the|please|your|you|not|and|with|must|request|failed|found|invalid|unknown|only|cannot|could|should|too|many|already|sign in|try again)\b/i;
const ENGLISH_TEXTS = new Set<string>(Object.values(EN_MESSAGES));
/** Where this file's own readers sign up from: the walk above throttles sign-ups from the default address. */
const FRESH_NETWORK = '203.0.113.7';
/** The routes whose refusal is for operators and their monitors, not readers (decision 044). */
const OPERATORS_ONLY = new Set(['GET /api/health/ready']);

type Caller = 'anonymous' | keyof Roles;
type Answer = { route: string; status: number; error: unknown; language: Language };

let catalog: CatalogRoute[];
let roles: Roles;
let own: OwnedRows;
let other: OwnedRows;
const answers: Answer[] = [];

function cookieOf(caller: Caller, language: Language): string {
  const chosen = `${LANGUAGE_COOKIE}=${language}`;
  return caller === 'anonymous' ? chosen : `${roles[caller].cookie}; ${chosen}`;
}

function send(
  route: CatalogRoute,
  language: Language,
  caller: Caller,
  url: string,
  payload?: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return suite.app.inject({
    method: route.method,
    url,
    headers: {
      origin: ORIGIN,
      cookie: cookieOf(caller, language),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(payload === undefined ? {} : { payload }),
  });
}

function record(route: string, language: Language, response: LightMyRequestResponse): void {
  const type = String(response.headers['content-type'] ?? '');
  // A page (the unsubscribe link's) refuses in its words, with a 200 as a kind page does: read as a reader reads it.
  if (type.includes('text/html')) {
    answers.push({ route, status: response.statusCode, error: pageWords(response.body), language });
    return;
  }
  if (response.statusCode < 400 || !type.includes('application/json')) return;
  const { error } = response.json<{ error?: unknown }>();
  answers.push({ route, status: response.statusCode, error, language });
}

/** A page's visible words: its body without tags, styles or scripts. */
function pageWords(html: string): string {
  return html
    .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Who may call the route, and who may not (none for a public one). */
function callers(route: CatalogRoute): { allowed: Caller; refused?: Caller } {
  switch (route.access) {
    case 'public':
    case 'visitor':
      return { allowed: 'anonymous' };
    case 'user':
      return { allowed: 'plain', refused: 'anonymous' };
    case 'premium':
      return { allowed: 'premium', refused: 'plain' };
    case 'admin':
      return { allowed: 'admin', refused: 'premium' };
  }
}

/** The route's path with nonsense in every parameter, and with the recipe's own values. */
function paths(route: CatalogRoute): string[] {
  const params = pathParams(route.url);
  const nonsense = fillPath(route.url, Object.fromEntries(params.map((name) => [name, 'not-a-row'])));
  const recipe = RECIPES[routeKey(route)];
  const own = recipe ? splitUrl(recipe.call(ownRows(), otherRows()).url).path : nonsense;
  return params.length === 0 ? [route.url] : [nonsense, own];
}
const ownRows = () => own;
const otherRows = () => other;

/** Bodies that are no request: not JSON, not an object, empty, far too large. */
const BAD_BODIES = ['{"unfinished": ', '[1, 2]', '{}', JSON.stringify({ text: 'x'.repeat(3_000_000) })];
const BAD_QUERY =
  '?date=nope&age=abc&date_offset=1.5&birthdate=13/45/2000&card1=x&card2=99&name=&a=&b=&type=none&cursor=%00&on=x&q=' +
  'q'.repeat(500);

/** Everything a reader can be refused by one route, in one language. */
async function provoke(route: CatalogRoute, language: Language): Promise<void> {
  const key = routeKey(route);
  const recipe = RECIPES[key];
  const risky = recipe?.endsSession || recipe?.deletesAccount || recipe?.suspendsAccount;
  const { allowed, refused } = callers(route);
  for (const path of paths(route)) {
    if (refused) record(key, language, await send(route, language, refused, path));
    // A route that ends a session or an account is only sent what it cannot act on: a body that is no JSON.
    if (risky && route.method !== 'GET') {
      record(key, language, await send(route, language, allowed, path, BAD_BODIES[0]));
      continue;
    }
    record(key, language, await send(route, language, allowed, `${path}${BAD_QUERY}`));
    if (route.method === 'GET') continue;
    for (const body of BAD_BODIES) record(key, language, await send(route, language, allowed, path, body));
  }
  // The same write twice (a duplicate person, a second pending request…), another reader's rows.
  if (recipe && !risky && !recipe.fresh && route.method !== 'GET') {
    const call = recipe.call(own, other);
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    for (let twice = 0; twice < 2; twice += 1)
      record(key, language, await send(route, language, allowed, call.url, body));
  }
  if (recipe?.owned && allowed !== 'anonymous') {
    const call = recipe.call(other, own);
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    record(
      key,
      language,
      await send(route, language, allowed === 'admin' ? 'plain' : allowed, call.url, body),
    );
  }
}

/** Wrong guesses at one account from many addresses, until its sign-in cooldown (429). */
async function guessUntilCooldown(target: TestUser, language: Language): Promise<void> {
  for (let guess = 1; guess <= 12; guess += 1) {
    const response = await suite.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: {
        origin: ORIGIN,
        cookie: `${LANGUAGE_COOKIE}=${language}`,
        'x-forwarded-for': `198.51.100.${guess}`,
      },
      payload: { email: target.email, password: `wrong guess ${guess}` },
    });
    record('POST /api/auth/sign-in/email (guesses)', language, response);
  }
}

/** A suspended account signing in with the right password: the notice, with its end. */
async function suspendedSignIn(language: Language): Promise<void> {
  const reader = await signUp(suite.app, { name: `Suspended ${language}` }, FRESH_NETWORK);
  const until = new Date(Date.now() + 86_400_000).toISOString();
  const suspended = await suite.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${reader.id}/suspension`,
    headers: { origin: ORIGIN, cookie: roles.admin.cookie, 'content-type': 'application/json' },
    payload: JSON.stringify({ reason: 'Testing the notice', until }),
  });
  expect(suspended.statusCode).toBeLessThan(300);
  const response = await suite.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: ORIGIN, cookie: `${LANGUAGE_COOKIE}=${language}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ email: reader.email, password: PASSWORD }),
    remoteAddress: FRESH_NETWORK,
  });
  expect(response.statusCode).toBe(403);
  record('POST /api/auth/sign-in/email (suspended)', language, response);
}

/** What is wrong with an answer's `error` for a reader of `language`, or null. */
function englishIn(error: unknown): string | null {
  if (typeof error !== 'string' || error.trim() === '') return 'no error text';
  if (/^[A-Z][A-Z0-9_]+$/.test(error)) return 'a bare key';
  if (ENGLISH_TEXTS.has(error)) return 'the English catalog’s text';
  const word = ENGLISH_WORDS.exec(error.replace(/Cardology( Assistant)?/g, ''));
  return word ? `the English word “${word[0]}”` : null;
}

beforeAll(async () => {
  ({ roles, own, other } = await signUpRolesWithRows(suite.app, suite.db));
  catalog = (await routeCatalog(suite.app)).filter((route) => !OPERATORS_ONLY.has(routeKey(route)));
  for (const language of LANGUAGES) {
    for (const route of catalog) await provoke(route, language);
    await guessUntilCooldown(
      await signUp(suite.app, { name: `Guessed ${language}` }, FRESH_NETWORK),
      language,
    );
    await suspendedSignIn(language);
  }
}, 600_000);

describe(`every refusal through the API in the reader's language (${testDatabaseKind})`, () => {
  it('provoked refusals of every kind on every route', () => {
    const statuses = new Set(answers.map((answer) => answer.status));
    for (const status of [400, 401, 403, 404, 409, 413, 429])
      expect(statuses, `a ${status}`).toContain(status);
    const refusedRoutes = new Set(answers.map((answer) => answer.route));
    expect(catalog.filter((route) => !refusedRoutes.has(routeKey(route))).map(routeKey)).toEqual([]);
  });

  it.each(LANGUAGES)(
    '%s: no English sentence, English catalog text or bare key in any `error`',
    (language) => {
      const faults = answers
        .filter((answer) => answer.language === language)
        .flatMap((answer) => {
          const fault = englishIn(answer.error);
          return fault
            ? [`${answer.route} ${answer.status}: ${fault}: ${String(answer.error).slice(0, 160)}`]
            : [];
        });
      expect([...new Set(faults)]).toEqual([]);
    },
  );

  it('tells a suspended Spanish reader in Spanish, with the end', () => {
    const notice = answers.find(
      (answer) => answer.route === 'POST /api/auth/sign-in/email (suspended)' && answer.language === 'es',
    );
    expect(String(notice?.error)).toMatch(
      /^Esta cuenta está suspendida hasta el \d{4}-\d\d-\d\d \d\d:\d\d UTC\./,
    );
  });
});
