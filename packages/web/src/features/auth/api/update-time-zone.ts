import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { type Me, meQueryKey } from './get-me';

/** PATCH /api/me with the time zone alone: the rest of the profile stays as it is. */
export const updateTimeZone = (timeZone: string | null) => api.patch<Me>('/api/me', { timeZone });

const updateTimeZoneMutation = (queryClient: QueryClient) => ({
  mutationFn: updateTimeZone,
  onSuccess: (me: Me) => queryClient.setQueryData(meQueryKey, me),
});

export const useUpdateTimeZone = () => useMutation(updateTimeZoneMutation(useQueryClient()));
