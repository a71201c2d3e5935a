import { useCallback, useEffect, useMemo, useState } from 'react';
import { useMediaQuery } from '../../lib/use-media-query';
import { inlineSpans, pendingOpener, wholeSpanCut } from './markdown-spans';

/** docs/product.md §9: the reading 2 characters every 10 ms, a chat reply 3 every 15 ms. */
export const READING_SPEED = { step: 2, intervalMs: 10 } as const;
export const CHAT_SPEED = { step: 3, intervalMs: 15 } as const;

interface TypewriterOptions {
  step: number;
  intervalMs: number;
  /** False while the target is still streaming in: an opener whose closer may yet come waits for it. */
  complete?: boolean;
}

/**
 * Reveals `target` a few characters at a time. The target may keep growing (a stream): the reveal
 * follows it and never waits for the whole answer. `skip` shows everything from then on, including
 * text still to come; under prefers-reduced-motion the text is shown at once. An emphasis, code span or
 * link the reveal reaches appears whole at once, never as half-typed syntax ('(*Well-Lai').
 */
export function useTypewriter(target: string, { step, intervalMs, complete = true }: TypewriterOptions) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [count, setCount] = useState(0);
  const [skipped, setSkipped] = useState(false);
  const instant = reducedMotion || skipped;
  // Parsed once per arrival of text, not per step.
  const held = useMemo(
    () => (instant || complete ? null : pendingOpener(target)),
    [instant, complete, target],
  );
  const limit = held ?? target.length;
  const behind = !instant && count < limit;
  const spans = useMemo(() => (behind ? inlineSpans(target) : []), [behind, target]);

  useEffect(() => {
    if (!behind) return;
    const timer = setInterval(() => {
      setCount((shown) => wholeSpanCut(spans, Math.min(shown + step, limit)));
    }, intervalMs);
    return () => clearInterval(timer);
  }, [behind, step, intervalMs, limit, spans]);

  const skip = useCallback(() => setSkipped(true), []);
  return { shown: instant ? target : target.slice(0, count), revealing: behind, skip };
}
