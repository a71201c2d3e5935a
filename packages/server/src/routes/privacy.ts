import {
  accountExport,
  DELETE_ACCOUNT_LAST_ADMIN,
  DELETE_ACCOUNT_WRONG_PASSWORD,
  deleteAccountRequest,
  exportFileName,
} from '@cardology/contract/privacy';
import { toIsoDate } from '@cardology/engine/dates';
import { isAPIError } from 'better-auth/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGN_IN_REQUIRED } from '../auth/viewer.js';
import { httpError } from '../http/errors.js';
import { fetchHeaders } from '../http/fetch-bridge.js';
import type { AudioStorage } from '../providers/storage/audio-storage.js';
import { deleteAccount } from '../services/account-deletion.js';
import { exportAccount } from '../services/account-export.js';
import { readerToday } from '../services/reader-day.js';

export type PrivacyRouteOptions = { storage: AudioStorage };

const errorBody = z.object({ error: z.string() });

/**
 * "Your data" (docs/api.md "Your data", docs/decisions/027-privacy.md): GET /api/me/export downloads
 * everything of the caller's, DELETE /api/me deletes the account after their password confirms it.
 */
export const privacyRoutes: FastifyPluginAsyncZod<PrivacyRouteOptions> = async (app, { storage }) => {
  app.get(
    '/api/me/export',
    { config: { access: 'user' }, schema: { response: { 200: accountExport, 401: errorBody } } },
    async (request, reply) => {
      const data = await exportAccount(app.db, request.viewer.id, app.clock());
      // The session outlived the account (deleted on another process within the viewer cache's time).
      if (!data) throw httpError(401, SIGN_IN_REQUIRED);
      const fileName = exportFileName(toIsoDate(await readerToday(app, request)));
      reply.header('content-disposition', `attachment; filename="${fileName}"`);
      return data;
    },
  );

  app.delete(
    '/api/me',
    {
      config: { access: 'user' },
      schema: {
        body: deleteAccountRequest,
        response: { 204: z.null(), 401: errorBody, 403: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      const { viewer } = request;
      const headers = fetchHeaders(request);
      await app.auth.api
        .verifyPassword({ headers, body: { password: request.body.password } })
        .catch((error: unknown) => {
          if (isAPIError(error) && error.statusCode === 401) throw httpError(401, SIGN_IN_REQUIRED);
          if (isAPIError(error)) throw httpError(403, DELETE_ACCOUNT_WRONG_PASSWORD);
          throw error;
        });

      const outcome = await deleteAccount({ db: app.db, storage }, viewer.id);
      if (outcome === 'last-admin') throw httpError(409, DELETE_ACCOUNT_LAST_ADMIN);
      if (outcome === 'not-found') throw httpError(401, SIGN_IN_REQUIRED);

      // The sessions went with the account; signing out now only clears this browser's cookies.
      const signedOut = await app.auth.api.signOut({ headers, returnHeaders: true });
      const setCookies = signedOut.headers.getSetCookie();
      if (setCookies.length > 0) reply.header('set-cookie', setCookies);
      app.forgetViewer(viewer.id);
      return reply.code(204).send(null);
    },
  );
};
