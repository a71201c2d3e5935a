import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface CreditRequestInput {
  /** Trimmed; null when the user wrote nothing. */
  user_notes: string | null;
}

/** Asks an admin for more TTS credits. The user comes from the session, never from the body. */
export const createCreditRequest = (input: CreditRequestInput) =>
  api.post<unknown>('/api/credit-requests', { ...input });

export const createCreditRequestMutation = () => mutationOptions({ mutationFn: createCreditRequest });

export const useCreateCreditRequest = () => useMutation(createCreditRequestMutation());
