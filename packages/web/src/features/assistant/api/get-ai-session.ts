import { type AiSession, aiSession } from '@cardology/contract/assistant';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const getAiSession = async (sessionId: string): Promise<AiSession> =>
  aiSession.parse(await api.get<unknown>(`/api/ai/sessions/${encodeURIComponent(sessionId)}`));

/** A session restored after a reload or reopened from a saved item; never refetched behind the page's back. */
const aiSessionQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ['ai-session', sessionId],
    queryFn: () => getAiSession(sessionId),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

export const useAiSession = (sessionId: string | null) =>
  useQuery({ ...aiSessionQuery(sessionId ?? ''), enabled: sessionId !== null });
