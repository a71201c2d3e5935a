import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentSubscription, pushSupported } from '../push-subscription';

/**
 * Whether this browser can have push, is subscribed right now (the Push API knows, not the server), and has
 * notifications blocked for this site already (so the switch can say so before the reader tries).
 */
const thisBrowserQuery = () =>
  queryOptions({
    queryKey: ['reminders', 'this-device'] as const,
    queryFn: async () => ({
      supported: pushSupported(),
      subscribed: (await currentSubscription()) !== null,
      blocked: pushSupported() && Notification.permission === 'denied',
    }),
  });

export const useThisBrowser = () => useQuery(thisBrowserQuery());
