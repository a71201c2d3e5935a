import type { CalendarStatus } from '@cardology/contract/calendar';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { calendarQueryKey } from './get-calendar';

/** Turns the link off: calendars subscribed to it get 404 from now on. */
const deleteCalendar = () => api.delete<CalendarStatus>('/api/calendar');

const deleteCalendarMutation = (queryClient: QueryClient, userId: string) =>
  mutationOptions({
    mutationFn: deleteCalendar,
    onSuccess: (status) => queryClient.setQueryData(calendarQueryKey(userId), status),
  });

export const useDeleteCalendar = (userId: string) =>
  useMutation(deleteCalendarMutation(useQueryClient(), userId));
