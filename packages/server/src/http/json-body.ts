import { cleanText, hasUnstorableCharacter } from '@cardology/contract/clean-text';
import { JSON_MAX_DEPTH } from '@cardology/contract/limits';
import type { FastifyInstance } from 'fastify';
import { httpError } from './errors.js';

/**
 * Replaces Fastify's JSON body parser with the same parser behind a nesting check, and refuses text that
 * cannot be stored. A body nested thousands deep parses, but whatever walks it next (zod, JSON.stringify
 * when the auth bridge hands the body on to better-auth) recurses once per level and overflows the stack:
 * a 500 and a logged stack trace. A NUL or a lone surrogate (`"\ud800"`) in any string breaks PostgreSQL
 * text or jsonb and a model's API (contract/clean-text.ts); JSON is the only way either reaches the app
 * (a query string or path keeps a lone surrogate's bytes percent-encoded). Refusing both here answers 400
 * on every route, better-auth's included, before anything reads the parsed value or takes an allowance.
 * Every other string is then cleaned (`cleanedBody`): what a route or better-auth reads, validates and
 * stores has LF line breaks and no control characters, whichever field it came in.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  // Fastify's own parser: prototype-poisoning keys refused, an empty body an error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs 'string' always hands over a string; the type also allows a Buffer.
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepthExceeds(text, JSON_MAX_DEPTH)) {
      done(httpError(400, 'JSON_TOO_DEEP'), undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      if (error) done(error, undefined);
      else if (holdsUnstorableText(value)) done(httpError(400, 'TEXT_NOT_STORABLE'), undefined);
      else done(null, cleanedBody(value));
    });
  });
}

/**
 * The same rule for the query string, for every route (better-auth's included): PostgreSQL text cannot hold a
 * NUL, so a value with one would fail whatever query it reaches (a 500), and no valid value has one. A query
 * string keeps a lone surrogate's bytes percent-encoded, so in practice only a NUL (`%00`) is found here.
 * Before the route and its allowances, like the body's check.
 */
export function refuseUnstorableQuery(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (holdsUnstorableText(request.query)) throw httpError(400, 'TEXT_NOT_STORABLE');
  });
}

/**
 * Whether any string in a parsed JSON value, a key included, holds a NUL or a lone surrogate. Recursive:
 * the depth check above has bounded the nesting; the walk is linear in the body (at most BODY_LIMIT).
 */
export function holdsUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return hasUnstorableCharacter(value);
  if (Array.isArray(value)) return value.some(holdsUnstorableText);
  if (typeof value !== 'object' || value === null) return false;
  for (const [key, field] of Object.entries(value)) {
    if (hasUnstorableCharacter(key) || holdsUnstorableText(field)) return true;
  }
  return false;
}

/**
 * Fields left as typed: a password is compared with its hash, never shown or stored as text, and one chosen
 * before the rule (a control character was allowed in it) must still match. better-auth's names for them.
 */
const PASSWORD_FIELDS: ReadonlySet<string> = new Set(['password', 'currentPassword', 'newPassword']);

/**
 * A parsed JSON body with every string, keys included, as the app stores text (contract `cleanText`: CRLF and
 * a lone CR made LF, C0 and C1 controls but tab and newline removed); passwords excepted. A new value, linear
 * in the body (at most BODY_LIMIT). Recursive: the depth check has bounded the nesting.
 */
export function cleanedBody(value: unknown): unknown {
  if (typeof value === 'string') return cleanText(value);
  if (Array.isArray(value)) return value.map(cleanedBody);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      cleanText(key),
      PASSWORD_FIELDS.has(key) && typeof field === 'string' ? field : cleanedBody(field),
    ]),
  );
}

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether arrays and objects in JSON text nest deeper than `maxDepth`, in one pass over the text
 * without parsing it (brackets inside strings do not count). Malformed text is left to the parser.
 */
export function jsonDepthExceeds(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (++depth > maxDepth) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}
