import {
  type CreateCreditRequestRequest,
  type OwnCreditRequest,
  ownCreditRequest,
} from '@cardology/contract/credits';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ownCreditRequestsKey } from './get-own-credit-requests';

/**
 * Asks an admin for more TTS credits. The user comes from the session, never from the body; the
 * server answers 201 with the new pending request.
 */
const createCreditRequest = async (input: CreateCreditRequestRequest): Promise<OwnCreditRequest> =>
  ownCreditRequest.parse(await api.post<unknown>('/api/credit-requests', { ...input }));

const createCreditRequestMutation = (queryClient: QueryClient, userId: string) =>
  mutationOptions({
    mutationFn: createCreditRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownCreditRequestsKey(userId) }),
  });

export const useCreateCreditRequest = (userId: string | null) =>
  useMutation(createCreditRequestMutation(useQueryClient(), userId ?? ''));
