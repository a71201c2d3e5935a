import type { ReminderSettings } from '@cardology/contract/reminders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Per user, so one account's settings never show for the next one in this tab. */
export const remindersQueryKey = (userId: string) => ['reminders', userId] as const;

const getReminders = () => api.get<ReminderSettings>('/api/reminders');

const remindersQuery = (userId: string) =>
  queryOptions({ queryKey: remindersQueryKey(userId), queryFn: getReminders });

/** The daily card reminder's settings, the push key and the number of subscribed devices. */
export const useReminders = (userId: string) => useQuery(remindersQuery(userId));
