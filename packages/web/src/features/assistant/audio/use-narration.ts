import {
  INSUFFICIENT_CREDITS_TOAST_MS,
  type NarrationRequest,
  ttsCreditsUpdated,
} from '@cardology/contract/narration';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { toast } from 'sonner';
import { contractText } from '../../../i18n/i18n';
import { type Me, meQueryKey } from '../../auth/api/get-me';
import { type NarrationListener, type NarrationOutcome, streamNarration } from './api/stream-narration';
import { IDLE, type NarrationAction, narrationReducer } from './narration-state';

interface UseNarrationInput {
  /** What to read: a session's interpretation, or one of its replies; null while there is none yet. */
  source: NarrationRequest | null;
  /** The page's audio switch (assistant.audioToggle); off stops and resets everything. */
  enabled: boolean;
  /**
   * Prepare as soon as there is a source or audio is turned on (a reading that just streamed, its text still
   * held); else wait for `prepare`. Read when that happens: its turning false later stops nothing.
   */
  autoStart: boolean;
}

type ShowBalance = (balance: number | null) => void;

/** The header reads the balance from the /api/me query: seed it with what the server just said (null: ask again). */
function useShowBalance(): ShowBalance {
  const queryClient = useQueryClient();
  return useCallback(
    (balance: number | null) => {
      if (balance === null) {
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
        return;
      }
      queryClient.setQueryData<Me | null>(meQueryKey, (me) => (me ? { ...me, tts_credits: balance } : me));
    },
    [queryClient],
  );
}

/** The toasts and balance a finished stream calls for, and where the narration goes next. */
function settle(outcome: NarrationOutcome, showBalance: ShowBalance): NarrationAction {
  if (outcome.kind === 'done') {
    if (outcome.unverified) {
      toast.warning(contractText('TTS_CREDIT_UNVERIFIED'));
      showBalance(null);
    }
    return { type: 'prepared', chunks: outcome.chunks };
  }
  if (outcome.kind === 'insufficient') {
    toast.error(outcome.error, { duration: INSUFFICIENT_CREDITS_TOAST_MS });
  } else {
    toast.error(outcome.error);
  }
  showBalance(outcome.balance);
  return { type: 'fail' };
}

/** Progress as the stream goes: its size once known (with the charge's toast and balance), then each chunk. */
function progressListener(
  signal: AbortSignal,
  dispatch: (action: NarrationAction) => void,
  showBalance: ShowBalance,
): NarrationListener {
  return {
    onStart: ({ total, newBalance, charged }) => {
      if (signal.aborted) return;
      dispatch({ type: 'start', total });
      if (charged) {
        toast.success(contractText(ttsCreditsUpdated(newBalance)));
        showBalance(newBalance);
      }
    },
    onChunk: () => {
      if (!signal.aborted) dispatch({ type: 'chunk' });
    },
  };
}

/**
 * One narration's life (docs/product.md §4 "Audio", §8 messages): POST /api/tts, progress as chunks
 * arrive, the credits toasts and the header's balance, then the chunks for the player. Every failure
 * ends in `failed`, which shows the text without audio.
 */
export function useNarration({ source, enabled, autoStart }: UseNarrationInput) {
  const [state, dispatch] = useReducer(narrationReducer, IDLE);
  const showBalance = useShowBalance();
  const running = useRef<AbortController | null>(null);
  const autoStartNow = useRef(autoStart);
  autoStartNow.current = autoStart;
  const sessionId = source?.sessionId ?? null;
  const turn = source?.turn;

  const prepare = useCallback(() => {
    if (sessionId === null) return;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    dispatch({ type: 'prepare' });
    const request: NarrationRequest = turn === undefined ? { sessionId } : { sessionId, turn };
    const listener = progressListener(controller.signal, dispatch, showBalance);
    void streamNarration(request, listener, controller.signal).then((outcome) => {
      if (controller.signal.aborted) return;
      running.current = null;
      dispatch(settle(outcome, showBalance));
    });
  }, [sessionId, turn, showBalance]);

  const reset = useCallback(() => {
    running.current?.abort();
    running.current = null;
    dispatch({ type: 'reset' });
  }, []);

  // Off stops and resets; a new source (another session or reply) starts over.
  useEffect(() => {
    if (!enabled || sessionId === null) return;
    if (autoStartNow.current) prepare();
    return reset;
  }, [enabled, sessionId, prepare, reset]);

  const loaded = useCallback(() => dispatch({ type: 'loaded' }), []);
  const audioFailed = useCallback(() => {
    toast.error(contractText('AUDIO_LOAD_FAILED'));
    dispatch({ type: 'fail' });
  }, []);

  return { state: enabled ? state : IDLE, prepare, reset, loaded, audioFailed };
}

export type Narration = ReturnType<typeof useNarration>;
