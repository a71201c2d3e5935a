import type { JournalPeriodKind } from '@cardology/contract/journal';
import { useCallback, useEffect, useRef, useState } from 'react';
import { contractText } from '../../../i18n/i18n';
import { streamJournalReflection } from './api/stream-reflection';

/** Not asked yet, waiting for the first words, the text arriving, then done or failed. */
type ReflectionPhase = 'idle' | 'generating' | 'streaming' | 'done' | 'failed';

export interface ReflectionState {
  phase: ReflectionPhase;
  /** The session to save it with, once the server names it. */
  sessionId: string | null;
  text: string;
  error: string | null;
  /** Notes read, and notes the period holds (more when the server's bounds left some out). */
  entries: number;
  total: number;
}

const IDLE: ReflectionState = { phase: 'idle', sessionId: null, text: '', error: null, entries: 0, total: 0 };

/**
 * A reflection on one period of the journal, streamed when `start` is called (never on its own: the notes
 * leave the server only when the reader asks). Leaving the page, or asking again, stops the stream.
 */
export function useJournalReflection(period: JournalPeriodKind, on: string) {
  const [state, setState] = useState<ReflectionState>(IDLE);
  const controllerRef = useRef<AbortController | null>(null);
  useEffect(() => () => controllerRef.current?.abort(), []);

  const start = useCallback(() => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setState({ ...IDLE, phase: 'generating' });
    void streamJournalReflection(
      { period, on },
      {
        fallback: contractText('JOURNAL_REFLECTION_FAILED'),
        signal: controller.signal,
        onEvent: (event) => {
          if (controller.signal.aborted) return;
          if (event.type === 'session') {
            setState((s) => ({
              ...s,
              sessionId: event.sessionId,
              entries: event.entries,
              total: event.total,
            }));
          } else if (event.type === 'text') {
            setState((s) => ({ ...s, phase: 'streaming', text: s.text + event.text }));
          }
        },
      },
    ).then((outcome) => {
      if (controller.signal.aborted) return;
      // The text that arrived before a failure stays, and can still be saved.
      setState((s) =>
        outcome.ok ? { ...s, phase: 'done' } : { ...s, phase: 'failed', error: outcome.error },
      );
    });
  }, [period, on]);

  return { state, start };
}
