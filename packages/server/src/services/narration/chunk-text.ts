import { TTS_CHUNK_MAX_LENGTH } from '@cardology/contract/limits';

/** What one voice call reads: its sentences in order (each becomes one caption). */
export type TextChunk = { readonly sentences: readonly string[] };

/** The text a chunk reads, sentences joined by a space. */
export const chunkText = (chunk: TextChunk): string => chunk.sentences.join(' ');

/** The first chunk's budget: short, so its audio is ready (and plays) while the rest is synthesized. */
export const FIRST_CHUNK_TARGET = 240;

const sentenceSegmenter = new Intl.Segmenter('en', { granularity: 'sentence' });
const wordSegmenter = new Intl.Segmenter('en', { granularity: 'word' });

/** The text's sentences, trimmed, blank ones dropped (Intl.Segmenter knows abbreviations and scripts). */
export function splitSentences(text: string): string[] {
  return [...sentenceSegmenter.segment(text)]
    .map(({ segment }) => segment.replace(/\s+/g, ' ').trim())
    .filter((sentence) => sentence !== '');
}

/**
 * Splits a sentence longer than `max` at word boundaries, and a single word longer than `max` at code
 * points (never inside a surrogate pair), so every piece fits.
 */
function splitLongSentence(sentence: string, max: number): string[] {
  const pieces: string[] = [];
  let current = '';
  const push = () => {
    if (current.trim() !== '') pieces.push(current.trim());
    current = '';
  };
  for (const { segment } of wordSegmenter.segment(sentence)) {
    if (current.length + segment.length <= max) {
      current += segment;
      continue;
    }
    push();
    if (segment.length <= max) {
      current = segment;
      continue;
    }
    for (const codePoint of segment) {
      if (current.length + codePoint.length > max) push();
      current += codePoint;
    }
  }
  push();
  return pieces;
}

/**
 * The text as voice calls: sentences packed greedily into chunks of at most `max` characters (UTF-16
 * units, so never more code points either), never splitting a sentence that fits, and dropping blank
 * ones. The first chunk stops at `firstTarget` characters (it always holds one sentence at least), so
 * the first audio is ready early.
 */
export function chunkSentences(
  text: string,
  { max = TTS_CHUNK_MAX_LENGTH, firstTarget = FIRST_CHUNK_TARGET } = {},
): TextChunk[] {
  const sentences = splitSentences(text).flatMap((sentence) =>
    sentence.length > max ? splitLongSentence(sentence, max) : [sentence],
  );
  const chunks: TextChunk[] = [];
  let current: string[] = [];
  let length = 0;
  for (const sentence of sentences) {
    const budget = chunks.length === 0 ? Math.min(firstTarget, max) : max;
    const joined = length === 0 ? sentence.length : length + 1 + sentence.length;
    if (current.length > 0 && joined > budget) {
      chunks.push({ sentences: current });
      current = [sentence];
      length = sentence.length;
    } else {
      current.push(sentence);
      length = joined;
    }
  }
  if (current.length > 0) chunks.push({ sentences: current });
  return chunks;
}
