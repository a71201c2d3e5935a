import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentSubscription, pushSupported } from '../push-subscription';

/** Whether this browser is subscribed to push right now (the Push API knows, not the server). */
export const thisBrowserQuery = () =>
  queryOptions({
    queryKey: ['reminders', 'this-device'] as const,
    queryFn: async () => ({ supported: pushSupported(), subscribed: (await currentSubscription()) !== null }),
  });

export const useThisBrowser = () => useQuery(thisBrowserQuery());
