import type { NarrationChunk } from '@cardology/contract/narration';

/**
 * docs/product.md §4 "Audio": preparing (chunks received of total), then loading (the first chunk's
 * audio is fetched), then ready (playing or paused, which the player keeps). `failed` and `idle` both
 * leave the text to be shown at once; turning the toggle off goes back to idle.
 */
export type NarrationState =
  | { phase: 'idle' }
  | { phase: 'preparing'; received: number; total: number | null }
  | { phase: 'loading'; chunks: NarrationChunk[] }
  | { phase: 'ready'; chunks: NarrationChunk[] }
  | { phase: 'failed' };

export type NarrationAction =
  | { type: 'prepare' }
  | { type: 'start'; total: number }
  | { type: 'chunk' }
  | { type: 'prepared'; chunks: NarrationChunk[] }
  | { type: 'loaded' }
  | { type: 'fail' }
  | { type: 'reset' };

export const IDLE: NarrationState = { phase: 'idle' };

export function narrationReducer(state: NarrationState, action: NarrationAction): NarrationState {
  switch (action.type) {
    case 'prepare':
      return { phase: 'preparing', received: 0, total: null };
    case 'start':
      return state.phase === 'preparing' ? { ...state, total: action.total } : state;
    case 'chunk':
      return state.phase === 'preparing' ? { ...state, received: state.received + 1 } : state;
    case 'prepared':
      return state.phase === 'preparing' ? { phase: 'loading', chunks: action.chunks } : state;
    case 'loaded':
      return state.phase === 'loading' ? { phase: 'ready', chunks: state.chunks } : state;
    case 'fail':
      return state.phase === 'idle' ? state : { phase: 'failed' };
    case 'reset':
      return IDLE;
  }
}

/** Whether the text waits for the audio (docs/product.md §2: it appears only once audio is prepared). */
export const holdsText = (state: NarrationState) => state.phase === 'preparing' || state.phase === 'loading';
