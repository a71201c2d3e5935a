import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

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
  /** The reader's IANA time zone, null until the browser reports it. */
  timeZone: string | null;
  /** The reader's chosen language ('en', 'es', 'pt-BR'), null when none is chosen (decision 044). */
  language?: string | null;
}

export const meQueryKey = ['me'] as const;

/** The current user, or null when nobody is signed in (the server answers 200 null, not an error). */
const getMe = () => api.get<Me | null>('/api/me');

export const meQuery = () => queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: 60_000 });

export const useMe = () => useQuery(meQuery());
