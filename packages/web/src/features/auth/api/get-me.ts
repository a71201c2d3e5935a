import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api';

/** The signed-in user as GET /api/me returns it. */
export interface Me {
  id: string;
  name: string;
  email: string;
  /** 'MM/DD/YYYY', or null until the user enters it. */
  birthdate: string | null;
  age: number | null;
  tts_credits: number;
  isPremium: boolean;
  isAdmin: boolean;
}

export const meQueryKey = ['me'] as const;

/** The current user, or null when nobody is signed in (the server answers 401). */
export async function getMe(): Promise<Me | null> {
  try {
    return await api.get<Me>('/api/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQuery = () => queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: 60_000 });

export const useMe = () => useQuery(meQuery());
