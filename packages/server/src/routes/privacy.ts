import { Readable } from 'node:stream';
import { errorBody } from '@cardology/contract/error-body';
import { deleteAccountRequest, exportFileName } from '@cardology/contract/privacy';
import { signInCooldownMessage } from '@cardology/contract/rate-limits';
import { toIsoDate } from '@cardology/engine/dates';
import { isAPIError } from 'better-auth/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth } from '../auth/auth.js';
import type { PasswordChecks } from '../auth/password-checks.js';
import { httpError } from '../http/errors.js';
import { fetchHeaders } from '../http/fetch-bridge.js';
import type { ZodApp } from '../http/zod-app.js';
import type { AudioStorage } from '../providers/storage/audio-storage.js';
import { deleteAccount } from '../services/account-deletion.js';
import { exportHead, exportJson } from '../services/account-export.js';
import { readerToday } from '../services/reader-day.js';

export type PrivacyRouteOptions = { storage: AudioStorage; passwordChecks: PasswordChecks };

const exportStream = z.custom<Readable>((value) => value instanceof Readable);

/**
 * "Your data" (docs/api.md "Your data", docs/decisions/027-privacy.md): GET /api/me/export downloads
 * everything of the caller's, DELETE /api/me deletes the account after their password confirms it.
 */
export const privacyRoutes: FastifyPluginAsyncZod<PrivacyRouteOptions> = async (app, options) => {
  registerExport(app);
  registerDeleteAccount(app, options);
};

/** GET /api/me/export: everything of the caller's, streamed, one download at a time. */
function registerExport(app: ZodApp): void {
  app.get(
    '/api/me/export',
    // 200 is a stream of the AccountExport shape, written page by page (never serialized as one value);
    // the tests parse it with accountExport.
    {
      config: { access: 'user' },
      schema: { response: { 200: exportStream, 401: errorBody, 409: errorBody } },
    },
    async (request, reply) => {
      const userId = request.viewer.id;
      // Streamed page by page (services/account-export.ts), one at a time per account: its size is
      // whatever the account piled up.
      const stream = await app.downloads.hold(userId, async () => {
        const head = await exportHead(app.db, userId, app.clock());
        // The session outlived the account (deleted on another process within the viewer cache's time).
        if (!head) throw httpError(401, 'SIGN_IN_REQUIRED');
        return Readable.from(exportJson(app.db, userId, head));
      });
      const fileName = exportFileName(toIsoDate(await readerToday(app, request)));
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(stream);
    },
  );
}

/** DELETE /api/me: the account and everything of it, once the password confirms it. */
function registerDeleteAccount(app: ZodApp, { storage, passwordChecks }: PrivacyRouteOptions): void {
  app.delete(
    '/api/me',
    {
      config: { access: 'user' },
      schema: {
        body: deleteAccountRequest,
        response: { 204: z.null(), 401: errorBody, 403: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { viewer } = request;
      const headers = fetchHeaders(request);
      // A password check like a sign-in: it counts in the same counters (password-checks.ts).
      const attempt = await passwordChecks.begin(viewer.email, request.headers.cookie);
      if (!attempt.allowed) {
        reply.header('retry-after', String(attempt.retryAfterS));
        throw httpError(429, signInCooldownMessage(attempt.retryAfterS));
      }
      const outcomeOfCheck = await checkPassword(app.auth, headers, request.body.password);
      await attempt.settle(outcomeOfCheck === 'wrong');
      if (outcomeOfCheck === 'signed-out') throw httpError(401, 'SIGN_IN_REQUIRED');
      if (outcomeOfCheck === 'wrong') throw httpError(403, 'DELETE_ACCOUNT_WRONG_PASSWORD');

      const outcome = await deleteAccount({ db: app.db, storage, log: request.log }, viewer.id);
      if (outcome === 'last-admin') throw httpError(409, 'DELETE_ACCOUNT_LAST_ADMIN');
      if (outcome === 'not-found') throw httpError(401, 'SIGN_IN_REQUIRED');

      // The sessions went with the account; signing out now only clears this browser's cookies.
      const signedOut = await app.auth.api.signOut({ headers, returnHeaders: true });
      const setCookies = signedOut.headers.getSetCookie();
      if (setCookies.length > 0) reply.header('set-cookie', setCookies);
      app.forgetViewer(viewer.id);
      return reply.code(204).send(null);
    },
  );
}

/** better-auth's check of the session user's password: right, wrong, or no session any more. */
async function checkPassword(
  auth: Auth,
  headers: Headers,
  password: string,
): Promise<'right' | 'wrong' | 'signed-out'> {
  try {
    await auth.api.verifyPassword({ headers, body: { password } });
    return 'right';
  } catch (error) {
    if (isAPIError(error)) return error.statusCode === 401 ? 'signed-out' : 'wrong';
    throw error;
  }
}
