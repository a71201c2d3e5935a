import { RESET_TOKEN_TTL_S, resetPasswordUrl } from '@cardology/contract/password';
import { generateRandomString } from 'better-auth/crypto';
import type { Auth } from './auth.js';

/** better-auth's own token length and verification identifier for a password reset. */
const TOKEN_LENGTH = 24;
const identifierOf = (token: string) => `reset-password:${token}`;

/**
 * A one-time password reset link for a user, for an admin to hand over when the server sends no mail.
 * It is stored exactly as better-auth's /request-password-reset stores its token, so /reset-password
 * (better-auth's) takes it: once, within RESET_TOKEN_TTL_S, signing every session of the account out.
 */
export async function issueResetLink(
  auth: Auth,
  { userId, publicUrl }: { userId: string; publicUrl: string },
): Promise<{ url: string; expiresAt: Date }> {
  const token = generateRandomString(TOKEN_LENGTH, 'a-z', 'A-Z', '0-9');
  // The wall clock, not the app's: better-auth checks the expiry against it.
  const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_S * 1000);
  const { internalAdapter } = await auth.$context;
  await internalAdapter.createVerificationValue({
    value: userId,
    identifier: identifierOf(token),
    expiresAt,
  });
  return { url: resetPasswordUrl(publicUrl, token), expiresAt };
}
