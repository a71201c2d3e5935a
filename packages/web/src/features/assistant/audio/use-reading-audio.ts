import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReadingState } from '../use-ai-reading';
import type { SpokenCue } from './captions';
import { holdsText } from './narration-state';
import { useNarration } from './use-narration';
import type { SpokenSentence } from './use-sentence-highlight';

/**
 * The AI reading page's audio (docs/product.md §2): a reading that just streamed is narrated before its
 * text appears; a restored one, or one shown while audio was off, waits for 'Listen'. Once the text has been shown it never hides again,
 * whatever the audio does next; after a failure 'Listen' tries again. Null `reading` while the page has none (the hooks still run).
 */
export function useReadingAudio(reading: ReadingState | null, audioEnabled: boolean) {
  const done = reading?.phase === 'done' && reading.sessionId !== null;
  const sessionId = done ? reading.sessionId : null;
  const source = useMemo(() => (sessionId ? { sessionId } : null), [sessionId]);
  const streamed = reading?.streamed ?? false;
  const [shownOnce, setShownOnce] = useState(false);
  // Narrated by itself only while its text is held for the audio; once shown (audio was off), audio
  // turned on waits for 'Listen' like a reopened reading, so nothing is charged unasked.
  const narrateOnArrival = streamed && !shownOnce;
  const narration = useNarration({ source, enabled: audioEnabled, autoStart: narrateOnArrival });
  const [cue, setCue] = useState<SpokenCue | null>(null);
  const onCue = useCallback((next: SpokenCue | null) => setCue(next), []);

  // Waiting for audio: the text is still arriving, or being narrated, or about to be (the effect that
  // starts the narration runs after this render).
  const waiting =
    audioEnabled &&
    streamed &&
    (reading?.phase === 'generating' ||
      reading?.phase === 'streaming' ||
      (reading?.phase === 'done' && (narration.state.phase === 'idle' || holdsText(narration.state))));
  const holdText = waiting && !shownOnce;
  useEffect(() => {
    if (!waiting && reading !== null && reading.phase !== 'generating') setShownOnce(true);
  }, [waiting, reading]);

  const chunks =
    narration.state.phase === 'loading' || narration.state.phase === 'ready' ? narration.state.chunks : null;
  const sentences = useMemo(() => chunks?.flatMap((chunk) => chunk.cues.map((c) => c.text)) ?? [], [chunks]);
  const spoken: SpokenSentence | null = cue ? { sentences, order: cue.order } : null;
  // Listen: a reopened reading or one already shown (never narrated by itself), or another try after a failure.
  const canListen = audioEnabled && done && (!narrateOnArrival || narration.state.phase === 'failed');
  return { narration, holdText, spoken, onCue, canListen };
}

export type ReadingAudio = ReturnType<typeof useReadingAudio>;
