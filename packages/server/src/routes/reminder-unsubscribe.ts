import type { Language } from '@cardology/contract/languages';
import type { MessageKey } from '@cardology/contract/messages/en';
import { messageText } from '@cardology/contract/messages/translate';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unsubscribeByToken } from '../services/reminders/unsubscribe-links.js';

const params = z.object({ token: z.string().max(200) });

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A small page of its own: the link is opened from a mail, signed in or not. In the request's language (the
 * stored choice when signed in, else the cookie or the browser's): the contract's `title` and `text` keys.
 */
function page(language: Language, titleKey: MessageKey, textKey: MessageKey, form = ''): string {
  const title = messageText(language, titleKey);
  const text = messageText(language, textKey);
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${form}<p><a href="/">Cardology</a></p></main></body></html>`;
}

function sendPage(reply: FastifyReply, html: string): string {
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
  return html;
}

/**
 * The mail's unsubscribe link (RFC 8058), public: the token is the only key. GET shows a button (mail
 * scanners open links, so a GET changes nothing); POST, from that button or from the mail client's
 * one-click, turns the e-mail off. A forged or used link gets a kind page, never an error.
 */
export const reminderUnsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // The one-click POST is a form (List-Unsubscribe=One-Click); its body says nothing the URL does not.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );

  app.get(
    '/api/reminders/unsubscribe/:token',
    { config: { access: 'public' }, schema: { params, response: { 200: z.string() } } },
    async (request, reply) => {
      const action = `/api/reminders/unsubscribe/${encodeURIComponent(request.params.token)}`;
      const form = `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(messageText(request.language, 'UNSUBSCRIBE_CONFIRM_BUTTON'))}</button></form>`;
      return sendPage(
        reply,
        page(request.language, 'UNSUBSCRIBE_CONFIRM_TITLE', 'UNSUBSCRIBE_CONFIRM_TEXT', form),
      );
    },
  );

  app.post(
    '/api/reminders/unsubscribe/:token',
    { config: { access: 'public' }, schema: { params, response: { 200: z.string() } } },
    async (request, reply) => {
      const done = await unsubscribeByToken(app.db, request.params.token, app.clock());
      return sendPage(
        reply,
        done
          ? page(request.language, 'REMINDER_UNSUBSCRIBED_TITLE', 'REMINDER_UNSUBSCRIBED_TEXT')
          : page(request.language, 'REMINDER_LINK_UNKNOWN_TITLE', 'REMINDER_LINK_UNKNOWN_TEXT'),
      );
    },
  );
};
