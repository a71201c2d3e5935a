import {
  adminStatus,
  approveCreditRequestRequest,
  approveCreditRequestResponse,
  creditsGranted,
  denyCreditRequestRequest,
  denyCreditRequestResponse,
  pendingCreditRequestList,
  requestDecided,
} from '@cardology/contract/admin';
import { textOf } from '@cardology/contract/messages/translate';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTES_BODY_LIMIT } from '../http/body-limits.js';
import { type HttpError, httpError } from '../http/errors.js';
import type { ZodApp } from '../http/zod-app.js';
import { isUuid } from '../lib/uuid.js';
import {
  approveCreditRequest,
  type DecisionRefusal,
  denyCreditRequest,
  listPendingCreditRequests,
} from '../services/admin-credit-requests.js';

const requestParams = z.object({ id: z.string() });

/**
 * The admin check and the credit-request queue (docs/product.md §2 "Admin credit management", §5
 * "Approve"). Every decision is made by the session's admin, whose id the request records.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // 'visitor': anyone gets an answer, `false` for everyone but an admin, never 401 or 403.
  app.get(
    '/api/admin/status',
    { config: { access: 'visitor' }, schema: { response: { 200: adminStatus } } },
    async (request) => ({ isAdmin: request.viewerOrNull?.isAdmin ?? false }),
  );

  app.get(
    '/api/admin/credit-requests',
    { config: { access: 'admin' }, schema: { response: { 200: pendingCreditRequestList } } },
    async () => listPendingCreditRequests(app.db),
  );

  registerDecisions(app);
};

/** POST /api/admin/credit-requests/:id/approve and …/deny: the session's admin decides a pending request. */
function registerDecisions(app: ZodApp): void {
  app.post(
    '/api/admin/credit-requests/:id/approve',
    {
      config: { access: 'admin' },
      bodyLimit: NOTES_BODY_LIMIT,
      schema: {
        params: requestParams,
        body: approveCreditRequestRequest,
        response: { 200: approveCreditRequestResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw httpError(404, 'REQUEST_NOT_PENDING');
      const outcome = await approveCreditRequest(app.db, {
        requestId: id,
        adminId: request.viewer.id,
        adminNotes: request.body.admin_notes,
        amount: request.body.grant_amount,
        now: app.clock(),
      });
      if (!outcome.ok) throw refusalError(outcome.refusal);
      return {
        message: textOf(request.language, creditsGranted(outcome.granted, outcome.userId, outcome.newTotal)),
        status_message: textOf(request.language, requestDecided(id, 'approved')),
        new_total: outcome.newTotal,
      };
    },
  );

  app.post(
    '/api/admin/credit-requests/:id/deny',
    {
      config: { access: 'admin' },
      bodyLimit: NOTES_BODY_LIMIT,
      schema: {
        params: requestParams,
        body: denyCreditRequestRequest,
        response: { 200: denyCreditRequestResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw httpError(404, 'REQUEST_NOT_PENDING');
      const outcome = await denyCreditRequest(app.db, {
        requestId: id,
        adminId: request.viewer.id,
        adminNotes: request.body.admin_notes,
        now: app.clock(),
      });
      if (!outcome.ok) throw refusalError(outcome.refusal);
      return { message: textOf(request.language, requestDecided(id, 'denied')) };
    },
  );
}

/** No such request: 404; decided already: 409; a grant the ledger refused: 400 or 404. */
function refusalError(refusal: DecisionRefusal): HttpError {
  switch (refusal) {
    case 'not-found':
      return httpError(404, 'REQUEST_NOT_PENDING');
    case 'not-pending':
      return httpError(409, 'REQUEST_NOT_PENDING');
    case 'total-too-large':
      return httpError(400, 'CREDIT_TOTAL_TOO_LARGE');
    case 'user-not-found':
      return httpError(404, 'USER_NOT_FOUND');
    case 'insufficient-credits':
      throw new Error('a grant cannot lack credits');
  }
}
