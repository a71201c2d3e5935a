import type { ReminderSettings, UpdateReminderRequest } from '@cardology/contract/reminders';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { remindersQueryKey } from './get-reminders';

/** Saves on/off, the time of day and the e-mail choice. */
const updateReminders = (input: UpdateReminderRequest) =>
  api.put<ReminderSettings>('/api/reminders', { ...input });

const updateRemindersMutation = (queryClient: QueryClient, userId: string) =>
  mutationOptions({
    mutationFn: updateReminders,
    onSuccess: (settings) => queryClient.setQueryData(remindersQueryKey(userId), settings),
  });

export const useUpdateReminders = (userId: string) =>
  useMutation(updateRemindersMutation(useQueryClient(), userId));
