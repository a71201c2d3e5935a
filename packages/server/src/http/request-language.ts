import { chooseLanguage, LANGUAGE_COOKIE, type Language } from '@cardology/contract/languages';
import type { FastifyRequest } from 'fastify';

/**
 * The language the assistant answers a request in: the cookie, then Accept-Language, then English
 * (contract/languages.ts). A stand-in until the server's request.language (which also reads the
 * profile) is merged; then this helper goes and its callers read request.language.
 */
export function assistantLanguage(request: FastifyRequest): Language {
  const header = request.headers.cookie ?? '';
  const cookie = header
    .slice(0, 4096)
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
  return chooseLanguage({
    cookie: cookie ?? null,
    acceptLanguage: request.headers['accept-language'] ?? null,
  });
}
