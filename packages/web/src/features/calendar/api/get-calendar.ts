import type { CalendarStatus } from '@cardology/contract/calendar';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Per user, so one account's feed can never show up for the next one in this tab. */
export const calendarQueryKey = (userId: string) => ['calendar', userId] as const;

const getCalendar = () => api.get<CalendarStatus>('/api/calendar');

const calendarQuery = (userId: string) =>
  queryOptions({ queryKey: calendarQueryKey(userId), queryFn: getCalendar });

/** Whether the signed-in user has a calendar link, and whether it carries their people (never the URL). */
export const useCalendar = (userId: string) => useQuery(calendarQuery(userId));

/** The one-off download: a plain link, so the browser saves the file with the session cookie. */
export const CALENDAR_DOWNLOAD_PATH = '/api/calendar/download.ics';
