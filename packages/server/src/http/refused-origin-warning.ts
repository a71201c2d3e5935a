import type { FastifyBaseLogger } from 'fastify';

/** How many distinct origins get a warning; past that the log stays quiet (an Origin header is free to vary). */
export const WARNED_ORIGINS_LIMIT = 20;

export function refusedOriginMessage(origin: string): string {
  return `Refused a request from ${origin}: set PUBLIC_URL to the address people open (see README)`;
}

/**
 * For a server started without PUBLIC_URL, which trusts only this machine's loopback addresses:
 * someone opening it from another host (a LAN address, a tunnel) gets 403 on every form, and the
 * terminal should say why. One warning line per origin, for a bounded number of origins. Origins that
 * are not web addresses (`null` from sandboxed frames) are refused silently: PUBLIC_URL cannot help them.
 */
export function refusedOriginWarning(log: FastifyBaseLogger): (origin: string) => void {
  const warned = new Set<string>();
  return (origin) => {
    if (warned.size >= WARNED_ORIGINS_LIMIT || warned.has(origin) || !isWebOrigin(origin)) return;
    warned.add(origin);
    log.warn(refusedOriginMessage(origin));
  };
}

function isWebOrigin(origin: string): boolean {
  return URL.canParse(origin) && /^https?:$/.test(new URL(origin).protocol);
}
