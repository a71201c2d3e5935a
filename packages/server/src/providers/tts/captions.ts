import type { CaptionCue } from '@cardology/contract/narration';

/** Cues from each sentence's measured length in seconds (the offline voice: exact). */
export function cuesFromDurations(sentences: readonly string[], seconds: readonly number[]): CaptionCue[] {
  let start = 0;
  return sentences.map((text, index) => {
    const end = start + (seconds[index] ?? 0);
    const cue = { start: round(start), end: round(end), text };
    start = end;
    return cue;
  });
}

/**
 * Cues for a voice that reports no timing (a remote speech API): the audio's length shared among the
 * sentences in proportion to their characters. An estimate, close enough to follow along.
 */
export function proportionalCues(sentences: readonly string[], duration: number): CaptionCue[] {
  const characters = sentences.reduce((sum, sentence) => sum + sentence.length, 0);
  if (characters === 0) return [];
  return cuesFromDurations(
    sentences,
    sentences.map((sentence) => (duration * sentence.length) / characters),
  );
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** `HH:MM:SS.mmm`, as WebVTT writes a time. */
function vttTime(seconds: number): string {
  const milliseconds = Math.round(seconds * 1000);
  const hours = Math.floor(milliseconds / 3_600_000);
  const minutes = Math.floor((milliseconds % 3_600_000) / 60_000);
  const secs = Math.floor((milliseconds % 60_000) / 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}.${pad(milliseconds % 1000, 3)}`;
}

/**
 * A WebVTT file of the cues. A cue's text cannot hold a blank line or the `-->` arrow, and `<` and `&`
 * would start markup, so they are escaped or flattened.
 */
export function webVtt(cues: readonly CaptionCue[]): string {
  const blocks = cues.map((cue, index) => {
    const text = cue.text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/\s+/g, ' ');
    return `${index + 1}\n${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${text}`;
  });
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}
