import { chooseLanguage, LANGUAGE_COOKIE, type Language } from '@cardology/contract/languages';
import { isMessage, type Message } from '@cardology/contract/message';
import type { MessageKey } from '@cardology/contract/messages/en';
import { textOf } from '@cardology/contract/messages/translate';
import { parseCookies } from 'better-auth/cookies';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language this request is answered in: the signed-in reader's stored choice, then the language
     * cookie, then Accept-Language, then English (contract/languages.ts). Any unknown code is skipped.
     */
    readonly language: Language;
  }
}

/** Says once per process that a language lacks a key or that a message sent is not in the contract. */
function onceLogger(log: FastifyBaseLogger) {
  const told = new Set<string>();
  return {
    missing(language: Language, key: MessageKey): void {
      if (told.has(`${language}:${key}`)) return;
      told.add(`${language}:${key}`);
      log.warn({ language, key }, 'a message has no translation: answered in English');
    },
  };
}

/** The request's language, also for a request no route decorated (a framework error before routing). */
export function languageOf(request: FastifyRequest): Language {
  const cookieHeader = request.headers.cookie;
  return chooseLanguage({
    profile: request.viewerOrNull?.language,
    cookie: cookieHeader ? parseCookies(cookieHeader).get(LANGUAGE_COOKIE) : undefined,
    acceptLanguage: request.headers['accept-language'],
  });
}

/**
 * `request.language`, and every `{ error }` answer written in it: routes raise a message by its key and values
 * (`httpError(404, 'CONNECTION_NOT_FOUND')`, `sendError`), and it is written here, where it is serialised, in
 * the language of the reader (decision 044 § Messages by key). English is one catalog among the others.
 */
export function registerRequestLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', {
    getter(this: FastifyRequest): Language {
      return languageOf(this);
    },
  });
  const once = onceLogger(app.log);
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (!isKeyedErrorBody(payload)) return payload;
    return { ...payload, error: textOf(request.language, payload.error, once.missing) };
  });
}

function isKeyedErrorBody(payload: unknown): payload is { error: Message } {
  return typeof payload === 'object' && payload !== null && isMessage((payload as { error?: unknown }).error);
}
