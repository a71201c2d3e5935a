import { chooseLanguage, LANGUAGE_COOKIE, type Language } from '@cardology/contract/languages';
import type { MessageKey } from '@cardology/contract/messages/en';
import { translateMessage } from '@cardology/contract/messages/translate';
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
export function onceLogger(log: FastifyBaseLogger) {
  const told = new Set<string>();
  return {
    missing(language: Language, key: MessageKey): void {
      if (told.has(`${language}:${key}`)) return;
      told.add(`${language}:${key}`);
      log.warn({ language, key }, 'a message has no translation: answered in English');
    },
  };
}

function languageOf(request: FastifyRequest): Language {
  const cookieHeader = request.headers.cookie;
  return chooseLanguage({
    profile: request.viewerOrNull?.language,
    cookie: cookieHeader ? parseCookies(cookieHeader).get(LANGUAGE_COOKIE) : undefined,
    acceptLanguage: request.headers['accept-language'],
  });
}

/**
 * `request.language`, and every `{ error }` answer written in it. Errors are translated here, where they are
 * serialised, so routes keep throwing the contract's English messages (decision 044 § Server and contract).
 */
export function registerRequestLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', {
    getter(this: FastifyRequest): Language {
      return languageOf(this);
    },
  });
  const once = onceLogger(app.log);
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode < 400 || !isErrorBody(payload)) return payload;
    const language = request.language;
    if (language === 'en') return payload;
    return { ...payload, error: translateMessage(language, payload.error, undefined, once.missing) };
  });
}

function isErrorBody(payload: unknown): payload is { error: string } {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    typeof (payload as { error?: unknown }).error === 'string'
  );
}
