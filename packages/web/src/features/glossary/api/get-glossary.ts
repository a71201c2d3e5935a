import type { Language } from '@cardology/contract/languages';
import type { Glossary } from '@cardology/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { contractText, i18n } from '../../../i18n/i18n';
import { ApiError, api, httpFailureText } from '../../../lib/api';
import { useAnswerLanguage } from '../../language/use-answer-language';
import '../texts';

/** One answer per language: the server writes the cards' names and texts in the request's language. */
const glossaryQueryKey = (language: Language | null) => ['glossary', language] as const;

/**
 * The 52 cards with their texts and relations (GET /api/card-relationships). Errors carry the product's
 * wording: the HTTP failure with its status text, or the network failure.
 */
async function getGlossary(): Promise<Glossary> {
  try {
    return await api.get<Glossary>('/api/card-relationships');
  } catch (error) {
    if (error instanceof ApiError) {
      throw new ApiError(
        error.status,
        i18n.t('cards.glossary.loadFailedStatus', { status: httpFailureText(error) }),
      );
    }
    throw new Error(contractText('GLOSSARY_FETCH_FAILED'));
  }
}

/**
 * The glossary never changes while the app runs: loaded once per session and language, and kept. It loads
 * only when there is no data, no load under way and no error: after a failure a component mounting
 * again (the drawer reopened, another page) does not ask again; the Retry button does.
 */
export const glossaryQuery = (language: Language | null = 'en') =>
  queryOptions({
    queryKey: glossaryQueryKey(language),
    queryFn: getGlossary,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retryOnMount: false,
    // Waits while the server would still answer in another language (useAnswerLanguage).
    enabled: language !== null,
  });

/**
 * The glossary query, for the drawer, the detail page and the combination dropdowns, in the language shown
 * (switching refetches). A failure shows the product's toast; the fixed toast id keeps it to one toast
 * however many components are watching.
 */
export function useGlossary() {
  const query = useQuery(glossaryQuery(useAnswerLanguage()));
  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError && errorUpdatedAt > 0) {
      toast.error(contractText('GLOSSARY_LOAD_FAILED'), { id: 'glossary-load-failed' });
    }
  }, [isError, errorUpdatedAt]);
  return query;
}
