import { adminResetLink, passwordResetOptions } from '@cardology/contract/password-wire';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { issueResetLink } from '../auth/reset-link.js';
import { httpError } from '../http/errors.js';
import { isUserId } from '../lib/user-id.js';
import { findUserSummary } from '../services/admin-users.js';

export type PasswordResetRouteOptions = {
  /** Whether reset links go out by mail (SMTP_URL is set). */
  byEmail: boolean;
  publicUrl: string;
};

/**
 * The app's side of resetting a password; better-auth's /api/auth/request-password-reset and
 * /api/auth/reset-password do the rest (docs/decisions/024-accounts.md).
 */
export const passwordResetRoutes: FastifyPluginAsyncZod<PasswordResetRouteOptions> = async (
  app,
  { byEmail, publicUrl },
) => {
  // /forgot-password asks this first: a form to mail a link, or "ask an administrator".
  app.get(
    '/api/password-reset',
    { config: { access: 'public' }, schema: { response: { 200: passwordResetOptions } } },
    async () => ({ by_email: byEmail }),
  );

  // A one-time link for the admin to hand over (mailed or not, it is the same kind of token).
  app.post(
    '/api/admin/users/:id/reset-link',
    {
      config: { access: 'admin' },
      schema: { params: z.object({ id: z.string() }), response: { 200: adminResetLink } },
    },
    async (request) => {
      const { id } = request.params;
      if (!isUserId(id) || !(await findUserSummary(app.db, id, app.clock())))
        throw httpError(404, 'USER_NOT_FOUND');
      const link = await issueResetLink(app.auth, { userId: id, publicUrl });
      request.log.info({ userId: id, adminId: request.viewer.id }, 'password reset link issued');
      return { url: link.url, expires_at: link.expiresAt.toISOString() };
    },
  );
};
