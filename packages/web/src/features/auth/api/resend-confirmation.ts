import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * Mails the link to confirm an address again (better-auth's /send-verification-email). It answers alike
 * whether or not the address waits for confirmation, and the server sends within its budget per recipient
 * (docs/decisions/032-throttling-and-mail.md), so asking often sends no more.
 */
const resendConfirmation = (email: string) =>
  api.post<unknown>('/api/auth/send-verification-email', { email, callbackURL: '/' });

export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation });
