import { GLOSSARY_FETCH_FAILED, GLOSSARY_LOAD_FAILED } from '@cardology/contract/glossary';
import type { Glossary } from '@cardology/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { ApiError, api, httpFailureText } from '../../../lib/api';

export const glossaryQueryKey = ['glossary'] as const;

/**
 * The 52 cards with their texts and relations (GET /api/card-relationships). Errors carry the product's
 * wording: the HTTP failure with its status text, or the network failure.
 */
export async function getGlossary(): Promise<Glossary> {
  try {
    return await api.get<Glossary>('/api/card-relationships');
  } catch (error) {
    if (error instanceof ApiError) {
      throw new ApiError(error.status, `Failed to load card glossary: ${httpFailureText(error)}`);
    }
    throw new Error(GLOSSARY_FETCH_FAILED);
  }
}

/**
 * The glossary never changes while the app runs: loaded once per session and kept. It loads
 * only when there is no data, no load under way and no error: after a failure a component mounting
 * again (the drawer reopened, another page) does not ask again; the Retry button does.
 */
export const glossaryQuery = () =>
  queryOptions({
    queryKey: glossaryQueryKey,
    queryFn: getGlossary,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retryOnMount: false,
  });

/**
 * The glossary query, for the drawer, the detail page and the combination dropdowns. A failure shows the
 * product's toast; the fixed toast id keeps it to one toast however many components are watching.
 */
export function useGlossary() {
  const query = useQuery(glossaryQuery());
  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError && errorUpdatedAt > 0) toast.error(GLOSSARY_LOAD_FAILED, { id: 'glossary-load-failed' });
  }, [isError, errorUpdatedAt]);
  return query;
}
