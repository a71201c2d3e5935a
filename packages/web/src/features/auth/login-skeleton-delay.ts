import { LOGIN_SKELETON_MS } from './timing';

let documentOpeningCounted = false;

/**
 * How much longer the login page shows its skeleton (docs/product.md §9: for the page's first 1000 ms).
 *
 * When the document opened on /login, index.html's static first paint has shown the login skeleton
 * since the first paint, so the page's first 1000 ms count from when the page started loading
 * (`performance.now()` is the time since then), not from when the app's script finally ran: on a slow
 * phone that would keep a skeleton up for a full second after everything had arrived
 * (docs/decisions/005-page-speed.md). A later visit in the same document (a client-side navigation to
 * /login) shows the full 1000 ms.
 */
export function loginSkeletonDelay(now = performance.now()): number {
  const openedOnLogin = document.documentElement.dataset.shellPath === '/login';
  if (documentOpeningCounted || !openedOnLogin) return LOGIN_SKELETON_MS;
  documentOpeningCounted = true;
  return Math.max(0, LOGIN_SKELETON_MS - now);
}

/** Tests: forget that this document's opening was counted. */
export function resetLoginSkeletonDelay(): void {
  documentOpeningCounted = false;
}
