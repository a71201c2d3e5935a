import { JSON_MAX_DEPTH } from '@cardology/contract/limits';
import type { FastifyInstance } from 'fastify';
import { httpError } from './errors.js';

export const JSON_TOO_DEEP = 'Request body is nested too deeply.';

/**
 * Replaces Fastify's JSON body parser with the same parser behind a nesting check. A body nested
 * thousands deep parses, but whatever walks it next (zod, JSON.stringify when the auth bridge hands
 * the body on to better-auth) recurses once per level and overflows the stack: a 500 and a logged
 * stack trace. Refusing it here answers 400 on every route, better-auth's included, before anything
 * reads the parsed value.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  // Fastify's own parser: prototype-poisoning keys refused, an empty body an error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs 'string' always hands over a string; the type also allows a Buffer.
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepthExceeds(text, JSON_MAX_DEPTH)) {
      done(httpError(400, JSON_TOO_DEEP), undefined);
      return;
    }
    parseJson(request, text, done);
  });
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
