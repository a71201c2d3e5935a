import type { AiReadingRequest, AiSession, ChatTurnWire, ReadingType } from '@cardology/contract/assistant';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { contractText } from '../../i18n/i18n';
import { errorMessage } from '../../lib/api';
import { useAiSession } from './api/get-ai-session';
import { streamAiReading } from './api/stream-assistant';

/** docs/product.md §4 "AI reading": generating, then the text as it streams, then done (or failed). */
type ReadingPhase = 'generating' | 'streaming' | 'done' | 'failed';

export interface ReadingState {
  phase: ReadingPhase;
  sessionId: string | null;
  spreadType: ReadingType;
  personName: string;
  text: string;
  error: string | null;
  history: ChatTurnWire[];
  savedReadingId: string | null;
  /** Streamed on this page (revealed like a typewriter), rather than restored (shown at once). */
  streamed: boolean;
}

export type AiReadingView =
  | { kind: 'no-context' }
  | { kind: 'restoring' }
  | { kind: 'restore-failed'; error: string }
  | { kind: 'reading'; reading: ReadingState };

function restored(session: AiSession): ReadingState {
  return {
    phase: 'done',
    sessionId: session.sessionId,
    spreadType: session.spreadType,
    personName: session.personName,
    text: session.text,
    error: null,
    history: session.history,
    savedReadingId: session.savedReadingId,
    streamed: false,
  };
}

/** A new interpretation before its first line: the hand-off's reading type and person. */
function generating(asked: AiReadingRequest): ReadingState {
  return {
    phase: 'generating',
    sessionId: null,
    spreadType: asked.spreadType,
    // A pair's names are read by the server from the user's people: its `session` line brings them.
    personName: asked.spreadType === 'pair' ? '' : asked.person.name,
    text: '',
    error: null,
    history: [],
    savedReadingId: null,
    streamed: true,
  };
}

type Update = (change: (state: ReadingState) => ReadingState) => void;

/** Streams the interpretation into the state: the session named, the text as it comes, then done or failed. */
async function streamInto(
  asked: AiReadingRequest,
  update: Update,
  onSession: (sessionId: string) => void,
  signal: AbortSignal,
): Promise<void> {
  const outcome = await streamAiReading(asked, {
    fallback: contractText('AI_READING_FAILED'),
    signal,
    onEvent: (event) => {
      if (event.type === 'session') {
        update((state) => ({
          ...state,
          sessionId: event.sessionId,
          spreadType: event.spreadType,
          personName: event.personName,
        }));
        onSession(event.sessionId);
      } else if (event.type === 'text') {
        update((state) => ({ ...state, phase: 'streaming', text: state.text + event.text }));
      }
    },
  });
  if (signal.aborted) return;
  if (outcome.ok) {
    update((state) => ({ ...state, phase: 'done' }));
    return;
  }
  // docs/product.md §8: the error as a toast and inline; the text that arrived stays.
  toast.error(outcome.error, { id: 'ai-reading' });
  update((state) => ({ ...state, phase: 'failed', error: outcome.error }));
}

interface UseAiReadingInput {
  /** From the reading page's hand-off; null when the page was opened without one. */
  request: AiReadingRequest | null;
  /** `?session=` in the URL: a reload, or a saved item reopened. */
  urlSessionId: string | null;
  /** Called once the server names the session, so the URL can carry it. */
  onSession: (sessionId: string) => void;
}

/**
 * Streams a new interpretation for a hand-off, or restores the session named in the URL. A live
 * stream wins over the URL it wrote itself, so naming the session does not reload it.
 */
export function useAiReading({ request, urlSessionId, onSession }: UseAiReadingInput): AiReadingView {
  const [live, setLive] = useState<ReadingState | null>(null);
  const onSessionRef = useRef(onSession);
  onSessionRef.current = onSession;
  // Decided once, when the page opens: the URL this stream writes must not stop it.
  const [streamOnOpen] = useState(() => urlSessionId === null && request !== null);
  const liveShown = live !== null && (urlSessionId === null || live.sessionId === urlSessionId);
  const restoreId = urlSessionId !== null && !liveShown ? urlSessionId : null;
  const restore = useAiSession(restoreId);

  // The request is read once, when the page opens: the hand-off never changes while it is shown.
  const requestRef = useRef(request);
  useEffect(() => {
    const asked = requestRef.current;
    if (!streamOnOpen || !asked) return;
    const controller = new AbortController();
    setLive(generating(asked));
    const update = (change: (state: ReadingState) => ReadingState) =>
      setLive((state) => (state ? change(state) : state));
    void streamInto(asked, update, (sessionId) => onSessionRef.current(sessionId), controller.signal);
    // Leaving the page stops the stream (and the server's model with it).
    return () => controller.abort();
  }, [streamOnOpen]);

  if (live && liveShown) return { kind: 'reading', reading: live };
  if (restoreId !== null) {
    if (restore.data) return { kind: 'reading', reading: restored(restore.data) };
    if (restore.isError)
      return {
        kind: 'restore-failed',
        error: errorMessage(restore.error, contractText('AI_READING_FAILED')),
      };
    return { kind: 'restoring' };
  }
  return { kind: 'no-context' };
}
