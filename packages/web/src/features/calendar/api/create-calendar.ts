import type { CalendarCreated, CalendarStatus } from '@cardology/contract/calendar';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { calendarQueryKey } from './get-calendar';

/** Makes the link, or a new one in place of the old (which stops working at once). */
const createCalendar = () => api.post<CalendarCreated>('/api/calendar');

const createCalendarMutation = (queryClient: QueryClient, userId: string) =>
  mutationOptions({
    mutationFn: createCalendar,
    onSuccess: (created) => {
      // The cached status never holds the URL: it lives only in this mutation's result, shown once.
      queryClient.setQueryData<CalendarStatus>(calendarQueryKey(userId), { ...created, url: null });
    },
  });

export const useCreateCalendar = (userId: string) =>
  useMutation(createCalendarMutation(useQueryClient(), userId));
