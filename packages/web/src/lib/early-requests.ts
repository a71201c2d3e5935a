/**
 * Answers the first-paint script started with the page (app/route-table.ts, vite-first-paint.ts), before
 * the app's script had arrived: `window.__early` maps each GET address to its response on its way.
 */
declare global {
  interface Window {
    __early?: Record<string, { at: number; response: Promise<Response> }>;
  }
}

/** An early answer older than this (a page left open, a later visit to the address) is asked for afresh. */
const EARLY_FOR_MS = 30_000;

/**
 * The early response for a GET of `path`, taken once (a body can be read once; a later request asks again), or
 * undefined when the first-paint script did not start one.
 */
export function takeEarlyResponse(path: string): Promise<Response> | undefined {
  const early = window.__early?.[path];
  if (!early) return undefined;
  delete window.__early?.[path];
  return performance.now() - early.at < EARLY_FOR_MS ? early.response : undefined;
}
