import { type RefObject, useEffect } from 'react';
import { locateSentences, type TextSpan } from './captions';

/** The CSS highlight's name; its colours live in styles/index.css (`::highlight(narration-sentence)`). */
const SENTENCE_HIGHLIGHT = 'narration-sentence';

/** The DOM range covering characters [start, end) of the container's text, or null past its end. */
function rangeOf(container: HTMLElement, [start, end]: TextSpan): Range | null {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  let seen = 0;
  let started = false;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.textContent?.length ?? 0;
    if (!started && start < seen + length) {
      range.setStart(node, start - seen);
      started = true;
    }
    if (started && end <= seen + length) {
      range.setEnd(node, end - seen);
      return range;
    }
    seen += length;
  }
  return null;
}

/** The sentences of a narration in speaking order, and which one is being spoken. */
export interface SpokenSentence {
  sentences: readonly string[];
  order: number;
}

/**
 * Marks the sentence being spoken in the revealed text with the CSS Custom Highlight API, which paints
 * a range without touching the markdown's DOM (React keeps owning it). The sentence is found in the
 * container's text as rendered (see locateSentences). Where the API is missing nothing is marked; the
 * player's caption line still shows the sentence.
 */
export function useSentenceHighlight(
  container: RefObject<HTMLElement | null>,
  spoken: SpokenSentence | null,
  /** The text shown: a range is rebuilt when it grows (the typewriter replaces text nodes). */
  shown: string,
) {
  const sentences = spoken?.sentences;
  const order = spoken?.order;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shown` changes the DOM the range is cut from
  useEffect(() => {
    const element = container.current;
    if (!sentences || order === undefined || !element || typeof CSS === 'undefined') return;
    if (!('highlights' in CSS) || typeof Highlight === 'undefined') return;
    const span = locateSentences(element.textContent ?? '', sentences)[order];
    const range = span ? rangeOf(element, span) : null;
    if (!range) return;
    CSS.highlights.set(SENTENCE_HIGHLIGHT, new Highlight(range));
    return () => {
      CSS.highlights.delete(SENTENCE_HIGHLIGHT);
    };
  }, [container, sentences, order, shown]);
}
