import type { Language } from '@cardology/contract/languages';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readerLanguageOfToken, unsubscribeByToken } from '../services/reminders/unsubscribe-links.js';
import { unsubscribePage } from './unsubscribe-page.js';

const params = z.object({ token: z.string().max(200) });

/** The link's path: its token is the only key, so it is a log secret and a token form (lib/url-secrets.ts). */
const PATH = '/api/reminders/unsubscribe/:token';

function sendPage(reply: FastifyReply, html: string): string {
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
  return html;
}

/**
 * The page speaks the language saved on the token's account, whatever the browser that opened the mail
 * asks for (a shared computer, a mail app in another language); the request's own for a token it does not know.
 */
async function pageLanguage(request: FastifyRequest, token: string): Promise<Language> {
  return (await readerLanguageOfToken(request.server.db, token)) ?? request.language;
}

/**
 * Any refusal (another site's page, too many requests, a malformed link) or failure on these routes: the
 * same kind page with its status, never the API's JSON. A person reads it, not a program.
 */
async function kindErrorPage(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) request.log.error({ err: error }, 'unhandled error');
  const token = (request.params as { token?: unknown } | undefined)?.token;
  const language =
    typeof token === 'string'
      ? await pageLanguage(request, token).catch(() => request.language)
      : request.language;
  reply.code(status);
  return sendPage(
    reply,
    unsubscribePage(language, 'REMINDER_LINK_FAILED_TITLE', 'REMINDER_LINK_FAILED_TEXT'),
  );
}

/**
 * The mail's unsubscribe link (RFC 8058), public: the token is the only key. GET shows a button (mail
 * scanners open links, so a GET changes nothing); POST, from that button (`Origin: null`: the page's
 * no-referrer policy makes its form's origin opaque) or from the mail client's one-click (no Origin), turns
 * the e-mail off. A forged or used link gets a kind page, never an error.
 */
export const reminderUnsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // The one-click POST is a form (List-Unsubscribe=One-Click); its body says nothing the URL does not.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );
  const config = { access: 'public', urlSecrets: { params: ['token'] } } as const;

  app.get(
    PATH,
    { config, errorHandler: kindErrorPage, schema: { params, response: { 200: z.string() } } },
    async (request, reply) => {
      const { token } = request.params;
      const language = await pageLanguage(request, token);
      const action = `/api/reminders/unsubscribe/${encodeURIComponent(token)}`;
      return sendPage(
        reply,
        unsubscribePage(language, 'UNSUBSCRIBE_CONFIRM_TITLE', 'UNSUBSCRIBE_CONFIRM_TEXT', {
          action,
          buttonKey: 'UNSUBSCRIBE_CONFIRM_BUTTON',
        }),
      );
    },
  );

  app.post(
    PATH,
    {
      config: { ...config, tokenForm: true },
      errorHandler: kindErrorPage,
      schema: { params, response: { 200: z.string() } },
    },
    async (request, reply) => {
      const { token } = request.params;
      // Read before the token is spent: the answer speaks the reader's language too.
      const language = await pageLanguage(request, token);
      const done = await unsubscribeByToken(app.db, token, app.clock());
      return sendPage(
        reply,
        done
          ? unsubscribePage(language, 'REMINDER_UNSUBSCRIBED_TITLE', 'REMINDER_UNSUBSCRIBED_TEXT')
          : unsubscribePage(language, 'REMINDER_LINK_UNKNOWN_TITLE', 'REMINDER_LINK_UNKNOWN_TEXT'),
      );
    },
  );
};
