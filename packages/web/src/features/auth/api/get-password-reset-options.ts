import type { PasswordResetOptions } from '@cardology/contract/password-wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Whether this server mails reset links, or an administrator hands them out. */
const getPasswordResetOptions = () => api.get<PasswordResetOptions>('/api/password-reset');

const passwordResetOptionsQuery = () =>
  queryOptions({
    queryKey: ['password-reset-options'],
    queryFn: getPasswordResetOptions,
    staleTime: Infinity,
  });

export const usePasswordResetOptions = () => useQuery(passwordResetOptionsQuery());
