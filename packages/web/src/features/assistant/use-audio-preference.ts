import { useCallback, useState } from 'react';

/** docs/product.md §2 "AI reading": the TTS-enabled flag, remembered in local storage, on by default. */
const AUDIO_PREFERENCE_KEY = 'ttsEnabled';

function readPreference(): boolean {
  try {
    return localStorage.getItem(AUDIO_PREFERENCE_KEY) !== 'false';
  } catch {
    return true; // Storage blocked (private mode): the default.
  }
}

/**
 * Whether audio reading and captions are wanted. Only remembered for now: the audio player (a later
 * issue) reads this flag to decide whether to prepare audio before revealing the text.
 */
export function useAudioPreference() {
  const [enabled, setEnabledState] = useState(readPreference);
  const setEnabled = useCallback((next: boolean) => {
    setEnabledState(next);
    try {
      localStorage.setItem(AUDIO_PREFERENCE_KEY, String(next));
    } catch {
      // Not remembered, but the choice still holds on this page.
    }
  }, []);
  return [enabled, setEnabled] as const;
}
