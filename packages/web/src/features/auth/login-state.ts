import type { Location } from 'react-router';

/** What a redirect to /login carries: where to return after sign-in, and why the user was sent. */
export interface LoginState {
  from?: string;
  notice?: string;
}

export function loginState(location: Location, notice?: string): LoginState {
  const from = `${location.pathname}${location.search}${location.hash}`;
  return notice ? { from, notice } : { from };
}

export function readLoginState(state: unknown): LoginState {
  if (state === null || typeof state !== 'object') return {};
  const { from, notice } = state as Record<string, unknown>;
  return {
    from: typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined,
    notice: typeof notice === 'string' ? notice : undefined,
  };
}
