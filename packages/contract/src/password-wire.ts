// The zod schemas of the password calls (docs/api.md "Passwords and sessions"): the server validates with
// them, the web app uses their types. Words and limits are in password.ts.
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password.js';

/** A new password as every form and the server's schemas check it. */
export const newPassword = z
  .string({ error: 'PASSWORD_TOO_SHORT' })
  .min(MIN_PASSWORD_LENGTH, 'PASSWORD_TOO_SHORT')
  .max(MAX_PASSWORD_LENGTH, 'PASSWORD_TOO_LONG');

/** POST /api/auth/change-password (better-auth's; the server always signs the other sessions out). */
export const changePasswordRequest = z.object({ currentPassword: z.string().min(1), newPassword });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** POST /api/auth/request-password-reset (better-auth's). */
export const requestPasswordResetRequest = z.object({ email: z.email() });
export type RequestPasswordResetRequest = z.infer<typeof requestPasswordResetRequest>;

/** POST /api/auth/reset-password (better-auth's). */
export const resetPasswordRequest = z.object({ token: z.string().min(1), newPassword });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

/** GET /api/password-reset: whether this server can send a reset link by e-mail. */
export const passwordResetOptions = z.object({ by_email: z.boolean() });
export type PasswordResetOptions = z.infer<typeof passwordResetOptions>;

/** POST /api/admin/users/:id/reset-link: a one-time link for the admin to hand over. */
export const adminResetLink = z.object({ url: z.string(), expires_at: z.iso.datetime() });
export type AdminResetLink = z.infer<typeof adminResetLink>;
