import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { type Me, meQueryKey } from './get-me';

export interface ProfileInput {
  name: string;
  /** 'MM/DD/YYYY'. */
  birthdate: string;
  /** Null lets the server derive the age from the birthdate. */
  age: number | null;
}

const updateProfile = (input: ProfileInput) => api.patch<Me>('/api/me', { ...input });

/**
 * `afterSave` runs once the new profile is cached: what other features read from it (the people answers,
 * read from the user's birthdate) is refreshed by the page that composes them, so auth imports no feature back.
 */
const updateProfileMutation = (queryClient: QueryClient, afterSave: (me: Me) => void) =>
  mutationOptions({
    mutationFn: updateProfile,
    onSuccess: (me) => {
      queryClient.setQueryData(meQueryKey, me);
      afterSave(me);
    },
  });

export const useUpdateProfile = (afterSave: (me: Me) => void) =>
  useMutation(updateProfileMutation(useQueryClient(), afterSave));
