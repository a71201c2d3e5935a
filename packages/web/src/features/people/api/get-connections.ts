import type { Connection } from '@cardology/contract/connection-request';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** A person the user reads for besides themselves: the contract's response schema, inferred. */
export type { Connection };

/** Per user, so one account's people can never show up for the next one in this tab. */
export const connectionsQueryKey = (userId: string) => ['connections', userId] as const;

/**
 * Marks the people list and every answer cached under its key (who's in your cards, each pair) stale, and
 * refetches those on screen: they change when a person is added, edited or removed, and when the user's
 * own birthdate does. Without it a page visited within their staleTime would show the old answer.
 */
export function refreshPeopleAnswers(queryClient: QueryClient, userId: string): void {
  void queryClient.invalidateQueries({ queryKey: connectionsQueryKey(userId) });
}

const getConnections = () => api.get<Connection[]>('/api/connections');

// The server sorts too, but by its database's collation; sorting here keeps one order (accents,
// numbers) whether the list came from the server or was just updated in the cache.
const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** By name without regard to case or accents, then the earlier added first. */
export function sortConnections(connections: readonly Connection[]): Connection[] {
  return [...connections].sort(
    (a, b) => byName.compare(a.name, b.name) || a.created_at.localeCompare(b.created_at),
  );
}

export const connectionsQuery = (userId: string) =>
  queryOptions({
    queryKey: connectionsQueryKey(userId),
    queryFn: getConnections,
    select: sortConnections,
    // No staleTime: each opening of the drawer shows the cached list at once and refreshes it, so
    // people added in another tab appear.
  });

/** The signed-in user's people, sorted by name; idle while nobody is signed in. */
export const useConnections = (userId: string | null) =>
  useQuery({ ...connectionsQuery(userId ?? ''), enabled: userId !== null });
