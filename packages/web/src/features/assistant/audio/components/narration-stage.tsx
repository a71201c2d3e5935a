import type { SpokenCue } from '../captions';
import type { Narration } from '../use-narration';
import { AudioPlayer } from './audio-player';
import { NarrationProgress } from './narration-progress';

interface NarrationStageProps {
  narration: Narration;
  onCue: (cue: SpokenCue | null) => void;
  /** The smaller progress line, under a chat reply. */
  compact?: boolean;
  /** Focus the player's play/pause once it shows (it replaces the 'Listen' that was pressed). */
  focusOnShow?: boolean;
  /** The player's group name and classes (AudioPlayer's defaults when absent). */
  label?: string;
  className?: string;
}

/**
 * A narration once it is under way: the progress while chunks are made, then the player (hidden while
 * its audio loads, with an indeterminate progress above it). Nothing before it starts or after a
 * failure: the reading and each reply offer their own 'Listen' there.
 */
export function NarrationStage({
  narration,
  onCue,
  compact,
  focusOnShow,
  label,
  className,
}: NarrationStageProps) {
  const { state } = narration;
  if (state.phase === 'preparing')
    return (
      <NarrationProgress compact={compact} progress={{ received: state.received, total: state.total }} />
    );
  if (state.phase !== 'loading' && state.phase !== 'ready') return null;
  return (
    <>
      {state.phase === 'loading' && <NarrationProgress compact={compact} progress={null} />}
      <AudioPlayer
        chunks={state.chunks}
        visible={state.phase === 'ready'}
        autoplay
        onReady={narration.loaded}
        onFailed={narration.audioFailed}
        onCue={onCue}
        focusOnShow={focusOnShow ?? false}
        {...(label ? { label } : {})}
        {...(className ? { className } : {})}
      />
    </>
  );
}
