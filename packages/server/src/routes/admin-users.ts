import {
  adminUserDetail,
  adminUserPage,
  adminUserSearchQuery,
  adminUserSummary,
  creditsSet,
  setAdminRequest,
  setCreditsRequest,
  setCreditsResponse,
  setPremiumRequest,
} from '@cardology/contract/admin';
import { textOf } from '@cardology/contract/messages/translate';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTES_BODY_LIMIT, SMALL_BODY_LIMIT } from '../http/body-limits.js';
import { httpError } from '../http/errors.js';
import type { ZodApp } from '../http/zod-app.js';
import { isUserId } from '../lib/user-id.js';
import {
  findUserDetail,
  findUserSummary,
  searchUsers,
  setAdmin,
  setPremium,
} from '../services/admin-users.js';
import { setCredits } from '../services/credit-ledger.js';

const userParams = z.object({ id: z.string() });

/**
 * The admin's Users section: find an account, see its credits and history, set its credits (docs/product.md
 * §5 "Set credits"), switch premium and admin. Every process's viewer cache forgets a user whose flags
 * change before the answer is sent, so the change reaches their next request on any process.
 */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  registerUserLookups(app);
  registerSetCredits(app);
  registerUserFlags(app);
};

/** GET /api/admin/users (search, a page at a time) and /api/admin/users/:id (one account in full). */
function registerUserLookups(app: ZodApp): void {
  app.get(
    '/api/admin/users',
    {
      // A search by e-mail or name: private words, never in a log line.
      config: { access: 'admin', urlSecrets: { query: ['q'] } },
      schema: { querystring: adminUserSearchQuery, response: { 200: adminUserPage } },
    },
    async (request) => searchUsers(app.db, request.query.q, request.query.page, app.clock()),
  );

  app.get(
    '/api/admin/users/:id',
    { config: { access: 'admin' }, schema: { params: userParams, response: { 200: adminUserDetail } } },
    async (request) => {
      const { id } = request.params;
      const detail = isUserId(id) ? await findUserDetail(app.db, id, app.clock()) : undefined;
      if (!detail) throw httpError(404, 'USER_NOT_FOUND');
      return detail;
    },
  );
}

/** PUT /api/admin/users/:id/credits: a new total, written to the ledger with the admin's notes. */
function registerSetCredits(app: ZodApp): void {
  app.put(
    '/api/admin/users/:id/credits',
    {
      config: { access: 'admin' },
      bodyLimit: NOTES_BODY_LIMIT,
      schema: { params: userParams, body: setCreditsRequest, response: { 200: setCreditsResponse } },
    },
    async (request) => {
      const { id } = request.params;
      if (!isUserId(id)) throw httpError(400, 'SET_CREDITS_INVALID');
      const outcome = await setCredits(app.db, {
        userId: id,
        total: request.body.new_credit_total,
        actorId: request.viewer.id,
        notes: request.body.admin_notes,
      });
      if (!outcome.ok) {
        throw outcome.refusal === 'user-not-found'
          ? httpError(404, 'USER_NOT_FOUND')
          : httpError(400, 'CREDIT_TOTAL_TOO_LARGE');
      }
      return { message: textOf(request.language, creditsSet(id)), new_total: outcome.newTotal };
    },
  );
}

/** PUT /api/admin/users/:id/premium and …/admin; an admin cannot take away their own admin. */
function registerUserFlags(app: ZodApp): void {
  async function summaryOrNotFound(id: string) {
    const summary = await findUserSummary(app.db, id, app.clock());
    if (!summary) throw httpError(404, 'USER_NOT_FOUND');
    return summary;
  }

  app.put(
    '/api/admin/users/:id/premium',
    {
      config: { access: 'admin' },
      bodyLimit: SMALL_BODY_LIMIT,
      schema: { params: userParams, body: setPremiumRequest, response: { 200: adminUserSummary } },
    },
    async (request) => {
      const { id } = request.params;
      if (!isUserId(id) || !(await setPremium(app.db, id, request.body.is_premium))) {
        throw httpError(404, 'USER_NOT_FOUND');
      }
      await app.forgetViewer(id);
      return summaryOrNotFound(id);
    },
  );

  app.put(
    '/api/admin/users/:id/admin',
    {
      config: { access: 'admin' },
      bodyLimit: SMALL_BODY_LIMIT,
      schema: { params: userParams, body: setAdminRequest, response: { 200: adminUserSummary } },
    },
    async (request) => {
      const { id } = request.params;
      if (id === request.viewer.id && !request.body.is_admin) throw httpError(400, 'CANNOT_REMOVE_OWN_ADMIN');
      if (!isUserId(id) || !(await setAdmin(app.db, id, request.body.is_admin))) {
        throw httpError(404, 'USER_NOT_FOUND');
      }
      await app.forgetViewer(id);
      return summaryOrNotFound(id);
    },
  );
}
