import { type Me, useMe } from './api/get-me';

export type Session =
  | { status: 'loading'; user: null }
  | { status: 'signed-in'; user: Me }
  | { status: 'signed-out'; user: null };

/**
 * Who is using the app, derived from the /api/me query (no state of its own). A failed lookup
 * counts as signed out, as docs/product.md asks: the user is cleared and premium is false.
 */
export function useSession(): Session {
  const { data, isPending } = useMe();
  if (isPending) return { status: 'loading', user: null };
  return data ? { status: 'signed-in', user: data } : { status: 'signed-out', user: null };
}
