import type { CSSProperties } from 'react';

/**
 * Cards fade and rise in as they mount (the stylesheet's `rise` keyframes, fill-mode both, so a card
 * waits hidden for its turn). Only when motion is welcome; otherwise they simply appear.
 */
export const RISE_IN = 'motion-safe:animate-rise';

/** The stagger: each card a little after the one before, capped so a long row does not drag. */
export function riseIn(index: number): CSSProperties {
  return { animationDelay: `${Math.min(index, 14) * 45}ms` };
}
