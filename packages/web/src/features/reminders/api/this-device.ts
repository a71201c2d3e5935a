import type { ReminderSettings } from '@cardology/contract/reminders';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { subscribeThisBrowser, unsubscribeThisBrowser } from '../push-subscription';
import { remindersQueryKey } from './get-reminders';

/** Asks for permission, subscribes this browser to push with the server's key, and stores the subscription. */
async function addThisDevice(vapidPublicKey: string): Promise<ReminderSettings> {
  const subscription = await subscribeThisBrowser(vapidPublicKey);
  const { endpoint, keys } = subscription;
  return api.post<ReminderSettings>('/api/reminders/devices', {
    endpoint: endpoint ?? '',
    keys: { ...keys },
  });
}

/** Unsubscribes this browser and forgets its subscription on the server. */
async function removeThisDevice(): Promise<ReminderSettings | undefined> {
  const endpoint = await unsubscribeThisBrowser();
  return endpoint ? api.delete<ReminderSettings>('/api/reminders/devices', { endpoint }) : undefined;
}

const thisDeviceMutation = (queryClient: QueryClient, userId: string) =>
  mutationOptions({
    mutationFn: ({ on, vapidPublicKey }: { on: boolean; vapidPublicKey: string }) =>
      on ? addThisDevice(vapidPublicKey) : removeThisDevice(),
    onSuccess: (settings) => {
      if (settings) queryClient.setQueryData(remindersQueryKey(userId), settings);
      return queryClient.invalidateQueries({ queryKey: ['reminders', 'this-device'] });
    },
  });

export const useThisDevice = (userId: string) => useMutation(thisDeviceMutation(useQueryClient(), userId));
