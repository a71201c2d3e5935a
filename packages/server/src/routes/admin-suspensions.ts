import { adminUserSummary } from '@cardology/contract/admin';
import { suspendRequest } from '@cardology/contract/suspension';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTES_BODY_LIMIT } from '../http/body-limits.js';
import { httpError } from '../http/errors.js';
import { isUserId } from '../lib/user-id.js';
import { findUserSummary } from '../services/admin-users.js';
import { liftSuspension, suspendUser } from '../services/suspensions.js';

const userParams = z.object({ id: z.string() });

/**
 * Suspending an account from the Users section, and lifting it (docs/decisions/034-suspension.md).
 * A suspension deletes the account's sessions in the same transaction, then every process forgets what
 * it remembered of them before the answer is sent: the account's next request anywhere is a 401.
 */
export const adminSuspensionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/admin/users/:id/suspension',
    {
      config: { access: 'admin' },
      bodyLimit: NOTES_BODY_LIMIT,
      schema: { params: userParams, body: suspendRequest, response: { 200: adminUserSummary } },
    },
    async (request) => {
      const { id } = request.params;
      const { reason, until } = request.body;
      const now = app.clock();
      if (!isUserId(id)) throw httpError(404, 'USER_NOT_FOUND');
      if (until && until.getTime() <= now.getTime()) throw httpError(400, 'SUSPENSION_END_PAST');
      const outcome = await suspendUser(app.db, {
        targetId: id,
        actorId: request.viewer.id,
        reason,
        until,
        now,
      });
      if (!outcome.ok) throw refusal(outcome.refusal);
      await app.forgetViewer(id);
      request.log.info({ userId: id, adminId: request.viewer.id }, 'account suspended');
      return summaryOrNotFound(id);
    },
  );

  app.delete(
    '/api/admin/users/:id/suspension',
    { config: { access: 'admin' }, schema: { params: userParams, response: { 200: adminUserSummary } } },
    async (request) => {
      const { id } = request.params;
      if (!isUserId(id) || !(await liftSuspension(app.db, id))) throw httpError(404, 'USER_NOT_FOUND');
      request.log.info({ userId: id, adminId: request.viewer.id }, 'suspension lifted');
      return summaryOrNotFound(id);
    },
  );

  async function summaryOrNotFound(id: string) {
    const summary = await findUserSummary(app.db, id, app.clock());
    if (!summary) throw httpError(404, 'USER_NOT_FOUND');
    return summary;
  }
};

function refusal(reason: 'not-found' | 'self' | 'last-admin' | 'actor-not-admin') {
  switch (reason) {
    case 'not-found':
      return httpError(404, 'USER_NOT_FOUND');
    case 'self':
      return httpError(400, 'CANNOT_SUSPEND_YOURSELF');
    case 'last-admin':
      return httpError(409, 'CANNOT_SUSPEND_LAST_ADMIN');
    case 'actor-not-admin':
      return httpError(403, 'ACCESS_DENIED');
  }
}
