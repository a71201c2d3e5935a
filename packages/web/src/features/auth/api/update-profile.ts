import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { refreshPeopleAnswers } from '../../people/api/get-connections';
import { type Me, meQueryKey } from './get-me';

export interface ProfileInput {
  name: string;
  /** 'MM/DD/YYYY'. */
  birthdate: string;
  /** Null lets the server derive the age from the birthdate. */
  age: number | null;
}

export const updateProfile = (input: ProfileInput) => api.patch<Me>('/api/me', { ...input });

export const updateProfileMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: updateProfile,
    onSuccess: (me) => {
      queryClient.setQueryData(meQueryKey, me);
      // Who's in your cards and each pair are read from the user's birthdate, which this may have changed.
      refreshPeopleAnswers(queryClient, me.id);
    },
  });

export const useUpdateProfile = () => useMutation(updateProfileMutation(useQueryClient()));
