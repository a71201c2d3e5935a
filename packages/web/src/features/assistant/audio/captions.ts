import type { CaptionCue, NarrationChunk } from '@cardology/contract/narration';

/** A caption placed in the whole narration: which chunk speaks it, and its place among all cues. */
export interface SpokenCue extends CaptionCue {
  chunk: number;
  /** Its position in `allCues(chunks)`, the order the sentences are spoken in. */
  order: number;
}

/** Every cue of every chunk, in speaking order. */
export function allCues(chunks: readonly NarrationChunk[]): SpokenCue[] {
  const out: SpokenCue[] = [];
  for (const chunk of chunks)
    for (const cue of chunk.cues) out.push({ ...cue, chunk: chunk.index, order: out.length });
  return out;
}

/** The cue being spoken at `time` seconds into chunk `chunk`, or null between sentences. */
export function cueAt(cues: readonly SpokenCue[], chunk: number, time: number): SpokenCue | null {
  return cues.find((cue) => cue.chunk === chunk && time >= cue.start && time < cue.end) ?? null;
}

/** Letters and digits only, lower-cased: markdown marks, quotes and spacing differ between the two. */
const isWordChar = (char: string) => /[\p{L}\p{N}]/u.test(char);

interface Folded {
  text: string;
  /** For each character of `text`, its index in the original. */
  at: number[];
}

function fold(original: string): Folded {
  let text = '';
  const at: number[] = [];
  for (let i = 0; i < original.length; i++) {
    const char = original[i] ?? '';
    if (!isWordChar(char)) continue;
    text += char.toLowerCase();
    at.push(i);
  }
  return { text, at };
}

/** Where a sentence sits in the shown text: [start, end) in its characters. */
export type TextSpan = readonly [start: number, end: number];

/**
 * Finds each spoken sentence in the text the page shows (rendered markdown, so the voice's plain text
 * differs in marks and spacing), in order, each search starting after the previous find so a repeated
 * sentence maps to its own place. A sentence not (yet) in the text maps to null.
 */
export function locateSentences(shown: string, sentences: readonly string[]): (TextSpan | null)[] {
  const folded = fold(shown);
  let from = 0;
  return sentences.map((sentence) => {
    const needle = fold(sentence).text;
    if (needle === '') return null;
    const found = folded.text.indexOf(needle, from);
    if (found === -1) return null;
    from = found + needle.length;
    const start = folded.at[found] ?? 0;
    let end = (folded.at[found + needle.length - 1] ?? start) + 1;
    // The sentence's closing marks ('.', '!', a quote) belong to it, up to the next space.
    while (end < shown.length && !/\s/.test(shown[end] ?? ' ') && !isWordChar(shown[end] ?? ' ')) end++;
    return [start, end] as const;
  });
}
