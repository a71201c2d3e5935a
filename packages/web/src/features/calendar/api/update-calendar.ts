import type { CalendarStatus, UpdateCalendarRequest } from '@cardology/contract/calendar';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { calendarQueryKey } from './get-calendar';

/** Whether the feed carries the user's saved people too. */
const updateCalendar = (input: UpdateCalendarRequest) =>
  api.patch<CalendarStatus>('/api/calendar', { ...input });

const updateCalendarMutation = (queryClient: QueryClient, userId: string) =>
  mutationOptions({
    mutationFn: updateCalendar,
    onSuccess: (status) => queryClient.setQueryData(calendarQueryKey(userId), status),
  });

export const useUpdateCalendar = (userId: string) =>
  useMutation(updateCalendarMutation(useQueryClient(), userId));
